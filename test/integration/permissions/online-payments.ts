import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the online payments feature's operations: the owner's alone. PUT runs first, for both accounts. */
export const rows = ({ all }: Fixtures): Rows => ({
  'account.payments-put': {
    request: async () => ({
      method: 'PUT',
      path: '/api/account/payments',
      json: { Provider: 'stripe', PublishableKey: 'pk_test_m', SecretKey: 'sk_test_m', WebhookSecret: 'whsec_m' },
    }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.payments-get': {
    request: async () => ({ method: 'GET', path: '/api/account/payments' }),
    expect: all(200, 403, 403, 403, 200),
  },
});
