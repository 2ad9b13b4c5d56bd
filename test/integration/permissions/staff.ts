import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the staff feature's operations. */
export const rows = ({ all, ids, owner }: Fixtures): Rows => ({
  'staff.create': {
    request: async () => ({ method: 'POST', path: '/api/staff/create', json: { Email: 'new@staff.example' } }),
    expect: all(200, 403, 403, 403, 200),
  },
  'staff.update': {
    request: async () => ({
      method: 'PUT',
      path: `/api/staff/update/${ids.staffTarget}`,
      json: { Tabs: { Expenses: true } },
    }),
    expect: all(200, 403, 403, 403, 404),
  },
  'staff.list': {
    request: async () => ({ method: 'GET', path: '/api/staff/list' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'staff.delete': {
    request: async () => {
      const made = await owner('POST', '/api/staff/create', { json: { Email: 'doomed@staff.example' } });
      return { method: 'DELETE', path: `/api/staff/delete/${made.json.user_id}` };
    },
    expect: all(200, 403, 403, 403, 404),
  },
});
