import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the reminders feature's operations. */
export const rows = ({ all, remindableInvoiceOf }: Fixtures): Rows => ({
  'reminders.remind': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/remind/invoice/${await remindableInvoiceOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'account.reminders-get': {
    request: async () => ({ method: 'GET', path: '/api/account/reminders' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.reminders-update': {
    request: async () => ({ method: 'PUT', path: '/api/account/reminders', json: { Days: [3] } }),
    expect: all(200, 403, 403, 403, 200),
  },
});
