import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the suppliers feature's operations. */
export const rows = ({ all, owner, unique }: Fixtures): Rows => {
  const supplierOf = async () => {
    const res = await owner('POST', '/api/supplier/create', { json: { Name: unique('Supplier') } });
    return Number(res.text.replace('Reference: ', ''));
  };
  return {
    'suppliers.create': {
      request: async () => ({ method: 'POST', path: '/api/supplier/create', json: { Name: unique('Made') } }),
      expect: all(200, 200, 403, 200, 200),
    },
    'suppliers.get': {
      request: async () => ({ method: 'GET', path: `/api/supplier/get/${await supplierOf()}` }),
      expect: all(200, 200, 403, 200, 404),
    },
    'suppliers.update': {
      request: async () => ({
        method: 'PUT',
        path: `/api/supplier/update/${await supplierOf()}`,
        json: { Currency: 'EUR' },
      }),
      expect: all(200, 200, 403, 200, 404),
    },
    'suppliers.delete': {
      request: async () => ({ method: 'DELETE', path: `/api/supplier/delete/${await supplierOf()}` }),
      expect: all(200, 200, 403, 200, 404),
    },
    'suppliers.list': {
      request: async () => ({ method: 'GET', path: '/api/supplier/list' }),
      expect: all(200, 200, 403, 200, 200),
    },
  };
};
