import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the einvoice feature's operations. */
export const rows = ({ all, invoiceOf, issuedInvoiceOf }: Fixtures): Rows => ({
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
});
