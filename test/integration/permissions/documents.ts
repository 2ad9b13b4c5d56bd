import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the documents feature's operations. */
export const rows = ({ all, creditNoteOf, estimateOf, invoiceOf, issuedInvoiceOf, ref }: Fixtures): Rows => ({
  'documents.create': {
    request: async (mine) => ({
      method: 'POST',
      path: '/api/document.svc/create/invoice',
      json: { Client: { Reference: ref(mine) }, Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }] },
    }),
    // A client not assigned to the staff user answers as an unknown one: 400.
    expect: all(200, 200, 403, 400, 400),
  },
  'documents.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.update': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/update/invoice/${await invoiceOf(mine)}`,
      json: { General: { PONumber: 'x' } },
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.delete': {
    request: async (mine) => ({ method: 'DELETE', path: `/api/document.svc/delete/invoice/${await invoiceOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.list': {
    request: async () => ({ method: 'GET', path: '/api/document.svc/list/invoice' }),
    expect: all(200, 200, 403, 200, 200),
  },
  'documents.pdf': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}/pdf` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.issue': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/issue/creditnote/${await creditNoteOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.cancel': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/cancel/invoice/${await issuedInvoiceOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.invoice-estimate': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/invoice/estimate/${await estimateOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.history': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/history/invoice/${await invoiceOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
});
