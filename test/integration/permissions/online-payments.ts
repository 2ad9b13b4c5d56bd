import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the online payments feature's operations: the owner's alone. PUT runs first, for both accounts. */
export const rows = ({ all, issuedInvoiceOf, pageOf, paymentOf }: Fixtures): Rows => ({
  'account.payments-put': {
    request: async () => ({
      method: 'PUT',
      path: '/api/account/payments',
      json: { Provider: 'stripe', PublishableKey: 'pk_test_m', SecretKey: 'sk_test_m', WebhookSecret: 'whsec_m' },
    }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.payments-get': {
    request: async () => ({ method: 'GET', path: '/api/account/payments' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'documents.paylink': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/paylink/invoice/${await issuedInvoiceOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  // The page needs no credential; an estimate's page has nothing to pay (and no provider is reached).
  'pages.pay': {
    request: async () => ({ method: 'GET', path: `${await pageOf('estimate')}/pay` }),
    expect: all(409, 409, 409, 409, 409),
  },
  // The provider's webhook needs no credential: its signature is its proof, and a body that is no event is 400.
  'provider.webhook': {
    request: async () => ({
      method: 'POST',
      path: '/api/provider/webhook/stripe',
      body: 'not an event',
      type: 'application/json',
    }),
    expect: all(400, 400, 400, 400, 400),
  },
  // A payment in cash is not the provider's to refund: 409 for the owner; staff never refund.
  'payments.refund': {
    request: async (mine) => ({ method: 'PUT', path: `/api/payment/action/refund/${await paymentOf(mine)}`, json: {} }),
    expect: all(409, 403, 403, 403, 404),
  },
  // Last: it disconnects the provider the rows above used.
  'account.payments-delete': {
    request: async () => ({ method: 'DELETE', path: '/api/account/payments' }),
    expect: all(200, 403, 403, 403, 200),
  },
});
