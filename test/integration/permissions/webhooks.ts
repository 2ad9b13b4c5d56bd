import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the webhooks feature's operations. */
export const rows = ({ all, ids }: Fixtures): Rows => ({
  'callbacks.xml-in': {
    request: async () => ({
      method: 'POST',
      path: '/api/2.1/xml-in',
      body: `<request method="callback.resendToken"><callback_id>${ids.callback}</callback_id></request>`,
    }),
    expect: all(200, 403, 403, 403, 404),
  },
});
