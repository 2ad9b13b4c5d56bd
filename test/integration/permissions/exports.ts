import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the exports feature's operations. */
export const rows = ({ all, exportOf }: Fixtures): Rows => ({
  'export.create': {
    request: async () => ({
      method: 'POST',
      path: '/api/export/create',
      json: { Kind: 'fec', From: '2026-01-01', To: '2026-12-31' },
    }),
    expect: all(202, 403, 403, 403, 202),
  },
  'export.get': {
    request: async () => ({ method: 'GET', path: `/api/export/get/${await exportOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
});
