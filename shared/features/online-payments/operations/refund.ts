import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { paymentParams } from '../../payments/schema.ts';
import type { StoresAndProvider } from '../../ports.ts';
import * as answers from '../answers.ts';
import { refundPayment } from '../refunds.ts';
import { refundInput } from '../schema.ts';

/** Give back all or part of a payment made through the provider. */
export const paymentsRefund = apiOperation({
  name: 'payments.refund',
  method: 'PUT',
  path: '/api/payment/action/refund/{id}',
  handler: 'functions/online-payments/refund.ts',
  access: 'owner',
  body: 'optional-json',
  usesSigningKey: true,
  table: write,
  summary: 'Give back all or part of a payment made through the payment provider (recorded once it confirms)',
  tag: 'Online payments',
  params: paymentParams,
  input: refundInput,
  example: { Amount: 40 },
  success: { kind: 'json', schema: answers.refund },
  errors: [404, 409],
  run: async (
    { principal, params, body },
    deps: StoresAndProvider<
      'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'providerRecords' | 'sequences'
    >,
  ) => {
    const { id } = parse(paymentParams, params, 'The path');
    const { Amount } = parse(refundInput, body ?? {}, 'The refund');
    return json(await refundPayment(deps, principal, Number(id), Amount));
  },
});
