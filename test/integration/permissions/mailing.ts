import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the mailing feature's operations. */
export const rows = ({ all, invoiceOf }: Fixtures): Rows => ({
  'documents.send': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/sendbyemail/invoice/${await invoiceOf(mine)}`,
      json: { Email_TO: 'x@y.example' },
    }),
    expect: all(200, 200, 403, 404, 404),
  },
});
