import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { providerInput } from '../schema.ts';
import { keepProvider, providerRecord } from '../service.ts';

/** Connect the account's payment provider. */
export const accountPaymentsPut = apiOperation({
  name: 'account.payments-put',
  method: 'PUT',
  path: '/api/account/payments',
  handler: 'functions/online-payments/put.ts',
  access: 'owner',
  body: 'json',
  usesSigningKey: true,
  table: write,
  summary: "Connect the account's payment provider (its secrets kept sealed, never answered)",
  tag: 'Online payments',
  input: providerInput,
  example: {
    Provider: 'stripe',
    PublishableKey: 'pk_test_51Example',
    SecretKey: 'sk_test_51Example',
    WebhookSecret: 'whsec_Example',
  },
  success: { kind: 'json', schema: answers.provider },
  run: async ({ principal, body }, deps: Pick<Stores, 'providerRecords'>) =>
    json(providerRecord(await keepProvider(deps, principal, parse(providerInput, body, 'The payment provider')))),
});
