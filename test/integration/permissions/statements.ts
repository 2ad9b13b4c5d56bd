import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the statements feature's operations. */
export const rows = ({ all, ids }: Fixtures): Rows => ({
  'statements.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/client/statement/${mine ? ids.assigned : ids.other}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'statements.pdf': {
    request: async (mine) => ({ method: 'GET', path: `/api/client/statement/${mine ? ids.assigned : ids.other}/pdf` }),
    expect: all(200, 200, 403, 404, 404),
  },
});
