import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the audit feature's operations: the owner's alone. */
export const rows = ({ all, issuedInvoiceOf, owner }: Fixtures): Rows => ({
  'audit.list': {
    request: async () => ({ method: 'GET', path: '/api/audit/list' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'audit.verify': {
    request: async () => ({ method: 'GET', path: '/api/audit/verify' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'audit.archive': {
    request: async () => ({ method: 'GET', path: `/api/audit/archive/invoice/${await issuedInvoiceOf(true)}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'audit.archive-file': {
    request: async () => {
      const number = await issuedInvoiceOf(true);
      // Listed once by the owner: archived by then, whatever the archive worker has done.
      await owner('GET', `/api/audit/archive/invoice/${number}`);
      return { method: 'GET', path: `/api/audit/archive/invoice/${number}/document.pdf` };
    },
    expect: all(200, 403, 403, 403, 404),
  },
});
