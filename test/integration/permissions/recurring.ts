import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the recurring feature's operations. */
export const rows = ({ all, recurringBody, recurringOf, unique }: Fixtures): Rows => ({
  // Another's client answers like an unknown one: 400.
  'recurring.create': {
    request: async (mine) => ({ method: 'POST', path: '/api/recurring/create', json: recurringBody(mine) }),
    expect: all(200, 200, 403, 400, 400),
  },
  'recurring.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/recurring/get/${await recurringOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.update': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/recurring/update/${await recurringOf(mine)}`,
      json: { Name: unique('Plan') },
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.pause': {
    request: async (mine) => ({ method: 'PUT', path: `/api/recurring/action/pause/${await recurringOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.resume': {
    request: async (mine) => ({ method: 'PUT', path: `/api/recurring/action/resume/${await recurringOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.delete': {
    request: async (mine) => ({ method: 'DELETE', path: `/api/recurring/delete/${await recurringOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.list': {
    request: async () => ({ method: 'GET', path: '/api/recurring/list' }),
    expect: all(200, 200, 403, 200, 200),
  },
});
