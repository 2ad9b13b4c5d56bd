import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the clients feature's operations. */
export const rows = ({ all, clientOf, ids, unique }: Fixtures): Rows => ({
  'clients.create': {
    request: async () => ({
      method: 'POST',
      path: '/api/client/create',
      json: { Company: { CompanyName: unique('New') } },
    }),
    expect: all(200, 403, 403, 403, 200),
  },
  'clients.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/client/get/${mine ? ids.assigned : ids.other}` }),
    expect: all(200, 200, 200, 404, 404),
  },
  'clients.update': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/Clients.svc/update/${mine ? ids.assigned : ids.other}`,
      json: { Notes: 'x' },
    }),
    expect: all(200, 403, 403, 403, 404),
  },
  'clients.delete': {
    request: async () => ({ method: 'DELETE', path: `/api/client/delete/${await clientOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'clients.list': {
    request: async () => ({ method: 'GET', path: '/api/Clients.svc/list' }),
    expect: all(200, 200, 200, 200, 200),
  },
});
