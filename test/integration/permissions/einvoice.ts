import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the einvoice feature's operations. */
export const rows = ({ all, clientOf, invoiceOf, issuedInvoiceOf }: Fixtures): Rows => ({
  // The account has no seller profile: the e-invoice cannot be made (409), once access is granted.
  'documents.ubl': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}/ubl` }),
    expect: all(409, 409, 403, 404, 404),
  },
  'documents.cii': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}/cii` }),
    expect: all(409, 409, 403, 404, 404),
  },
  'documents.peppol': {
    request: async (mine) => ({
      method: 'GET',
      path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}/peppol`,
    }),
    expect: all(409, 409, 403, 404, 404),
  },
  'documents.transmit': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/transmit/invoice/${await issuedInvoiceOf(mine)}`,
    }),
    // No platform in this test's environment, or an e-invoice short of data: 409 either way, once access is through.
    expect: all(409, 409, 403, 404, 404),
  },
  'documents.lifecycle': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/lifecycle/invoice/${await issuedInvoiceOf(mine)}`,
      json: { Status: 'approved', At: '2026-03-15T10:00:00Z' },
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  // The account's platform: the owner's alone. The PUT's row runs first, for both accounts; the DELETE's last.
  'account.platform-put': {
    request: async () => ({
      method: 'PUT',
      path: '/api/account/platform',
      json: { Url: 'https://pa.example.test/', ClientId: 'matrix', ClientSecret: 'matrix-secret' },
    }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.platform-get': {
    request: async () => ({ method: 'GET', path: '/api/account/platform' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.platform-delete': {
    request: async () => ({ method: 'DELETE', path: '/api/account/platform' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'platform.messages-receive': {
    request: async () => ({ method: 'POST', path: '/api/platform/messages', body: '<x/>', type: 'application/xml' }),
    // Taken (kept aside: it is no CDAR message) whoever's account it is.
    expect: all(200, 403, 403, 403, 200),
  },
  'platform.messages-list': {
    request: async () => ({ method: 'GET', path: '/api/platform/messages?status=set_aside' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'directory.search': {
    request: async () => ({ method: 'GET', path: '/api/directory/search?siren=732829320' }),
    // No platform in this test's environment (the PUT's was deleted): 409 no_platform, once access is through.
    expect: all(409, 409, 409, 409, 409),
  },
  'clients.directory': {
    request: async () => ({ method: 'PUT', path: `/api/client/action/directory/${await clientOf()}` }),
    // The client has no SIREN: 409 not_in_directory; another account does not have the client.
    expect: all(409, 403, 403, 403, 404),
  },
});
