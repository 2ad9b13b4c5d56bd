import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the direct-debit feature's operations: the owner's alone. */
export const rows = ({ all, pageOf }: Fixtures): Rows => ({
  // Nothing to collect (and no ICS in the matrix's profile): 409 once access is through.
  'directdebit.batch-create': {
    request: async () => ({
      method: 'POST',
      path: '/api/directdebit/batch/create',
      json: { CollectionDate: '2099-01-01' },
    }),
    expect: all(409, 403, 403, 403, 409),
  },
  // The page needs no credential; without the page's form token, a post is refused whoever sends it.
  'pages.mandate': {
    request: async () => ({ method: 'POST', path: `${await pageOf()}/mandate` }),
    expect: all(403, 403, 403, 403, 403),
  },
  'directdebit.batch-list': {
    request: async () => ({ method: 'GET', path: '/api/directdebit/batch/list' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'directdebit.batch-get': {
    request: async () => ({ method: 'GET', path: '/api/directdebit/batch/get/999999' }),
    expect: all(404, 403, 403, 403, 404),
  },
});
