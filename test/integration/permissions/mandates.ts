import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the mandates feature's operations: the owner's alone. */
export const rows = ({ all, owner, clientOf }: Fixtures): Rows => {
  const body = async () => ({
    Client: await clientOf(),
    IBAN: 'DE89370400440532013000',
    Name: 'Payeur SARL',
    SignedAt: '2026-03-01',
    Scheme: 'CORE',
    Type: 'recurring',
  });
  const mandateOf = async () => {
    const res = await owner('POST', '/api/mandate/create', { json: await body() });
    return Number(res.json.mandate_id);
  };
  return {
    // Another account does not have the client: 400.
    'mandates.create': {
      request: async () => ({ method: 'POST', path: '/api/mandate/create', json: await body() }),
      expect: all(200, 403, 403, 403, 400),
    },
    'mandates.get': {
      request: async () => ({ method: 'GET', path: `/api/mandate/get/${await mandateOf()}` }),
      expect: all(200, 403, 403, 403, 404),
    },
    'mandates.list': {
      request: async () => ({ method: 'GET', path: '/api/mandate/list' }),
      expect: all(200, 403, 403, 403, 200),
    },
    'mandates.pdf': {
      request: async () => ({ method: 'GET', path: `/api/mandate/pdf/${await mandateOf()}` }),
      expect: all(200, 403, 403, 403, 404),
    },
    'mandates.revoke': {
      request: async () => ({ method: 'PUT', path: `/api/mandate/action/revoke/${await mandateOf()}` }),
      expect: all(200, 403, 403, 403, 404),
    },
  };
};
