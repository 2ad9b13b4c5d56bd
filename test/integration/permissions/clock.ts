import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the clock feature's operations. */
export const rows = ({ all }: Fixtures): Rows => ({
  'account.clock-get': {
    request: async () => ({ method: 'GET', path: '/api/account/clock' }),
    expect: all(200, 403, 403, 403, 200),
  },
  // A second ahead: the clock moves forward only, by as little as the tests can see.
  'account.clock-update': {
    request: async () => ({
      method: 'PUT',
      path: '/api/account/clock',
      json: { now: new Date(Date.now() + 1000).toISOString() },
    }),
    expect: all(200, 403, 403, 403, 200),
  },
});
