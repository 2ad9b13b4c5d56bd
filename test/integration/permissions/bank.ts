import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the bank feature's operations. */
export const rows = ({ all, entryOf, issuedInvoiceOf, statementCsv, statementOf }: Fixtures): Rows => ({
  'bank.import': {
    request: async () => ({ method: 'POST', path: '/api/bank/statement/import', body: statementCsv, type: 'text/csv' }),
    expect: all(202, 403, 403, 403, 202),
  },
  'bank.statement': {
    request: async () => ({ method: 'GET', path: `/api/bank/statement/get/${await statementOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'bank.entries': {
    request: async () => ({ method: 'GET', path: '/api/bank/entry/list' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'bank.entry': {
    request: async () => ({ method: 'GET', path: `/api/bank/entry/get/${await entryOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'bank.match': {
    request: async () => ({
      method: 'PUT',
      path: `/api/bank/entry/action/match/${await entryOf()}`,
      json: { Invoice: decodeURIComponent(await issuedInvoiceOf(true)) },
    }),
    expect: all(200, 403, 403, 403, 404),
  },
  'bank.ignore': {
    request: async () => ({ method: 'PUT', path: `/api/bank/entry/action/ignore/${await entryOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
});
