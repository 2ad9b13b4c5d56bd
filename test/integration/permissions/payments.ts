import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the payments feature's operations. */
export const rows = ({ all, invoiceOf, paymentOf }: Fixtures): Rows => ({
  'payments.create': {
    request: async (mine) => ({
      method: 'POST',
      path: '/api/payment/create',
      json: { Invoice: decodeURIComponent(await invoiceOf(mine)), Amount: 0.5 },
    }),
    // Another's invoice answers like an unknown one: 400.
    expect: all(200, 200, 403, 400, 400),
  },
  'payments.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/payment/get/${await paymentOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'payments.list': {
    request: async () => ({ method: 'GET', path: '/api/payment/list' }),
    expect: all(200, 200, 403, 200, 200),
  },
  'payments.delete': {
    request: async (mine) => ({ method: 'DELETE', path: `/api/payment/delete/${await paymentOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
});
