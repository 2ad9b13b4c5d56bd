import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the catalog feature's operations. */
export const rows = ({ all, categoryOf, unique }: Fixtures): Rows => ({
  'catalog.create': {
    request: async () => ({ method: 'POST', path: '/api/catalog/create', json: { Name: unique('Made'), Price: 1 } }),
    expect: all(200, 200, 403, 200, 200),
  },
  'catalog.get': {
    request: async () => ({ method: 'GET', path: `/api/catalog.svc/get/${await categoryOf()}` }),
    expect: all(200, 200, 403, 200, 404),
  },
  'catalog.update': {
    request: async () => ({ method: 'PUT', path: `/api/catalog.svc/update/${await categoryOf()}`, json: { Price: 2 } }),
    expect: all(200, 403, 403, 403, 404),
  },
  'catalog.delete': {
    request: async () => ({ method: 'DELETE', path: `/api/catalog.svc/delete/${await categoryOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'catalog.list': {
    request: async () => ({ method: 'GET', path: '/api/catalog.svc/list' }),
    expect: all(200, 200, 403, 200, 200),
  },
  'catalog.movements': {
    request: async () => ({ method: 'GET', path: `/api/catalog.svc/movements/${await categoryOf()}` }),
    expect: all(200, 200, 403, 200, 404),
  },
  'catalog.filter': {
    request: async () => ({ method: 'POST', path: '/api/catalog.svc/list', json: { Price_Low: 0 } }),
    expect: all(200, 200, 403, 200, 200),
  },
});
