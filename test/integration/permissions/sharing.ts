import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the sharing feature's operations. */
export const rows = ({ all, issuedInvoiceOf, pageOf }: Fixtures): Rows => ({
  'documents.share': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/share/invoice/${await issuedInvoiceOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.unshare': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/unshare/invoice/${await issuedInvoiceOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  // The document page needs no credential: whoever holds the link sees it, whatever token comes along.
  'pages.view': {
    request: async () => ({ method: 'GET', path: await pageOf() }),
    expect: all(200, 200, 200, 200, 200),
  },
  'pages.pdf': {
    request: async () => ({ method: 'GET', path: `${await pageOf()}/pdf` }),
    expect: all(200, 200, 200, 200, 200),
  },
  // The account has no seller profile, so its invoices' e-invoices cannot be made: 404 on the page.
  'pages.ubl': {
    request: async () => ({ method: 'GET', path: `${await pageOf()}/ubl` }),
    expect: all(404, 404, 404, 404, 404),
  },
  'pages.cii': {
    request: async () => ({ method: 'GET', path: `${await pageOf()}/cii` }),
    expect: all(404, 404, 404, 404, 404),
  },
  // Without the page's form token, a post is refused whoever sends it.
  'pages.accept': {
    request: async () => ({ method: 'POST', path: `${await pageOf('estimate')}/accept` }),
    expect: all(403, 403, 403, 403, 403),
  },
  'pages.decline': {
    request: async () => ({ method: 'POST', path: `${await pageOf('estimate')}/decline` }),
    expect: all(403, 403, 403, 403, 403),
  },
});
