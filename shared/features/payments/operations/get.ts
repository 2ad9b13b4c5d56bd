import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { paymentRecord } from '../present.ts';
import { paymentParams } from '../schema.ts';
import { getPayment } from '../service.ts';

/** Get a payment. */
export const paymentsGet = apiOperation({
  name: 'payments.get',
  method: 'GET',
  path: '/api/payment/get/{id}',
  handler: 'functions/payments/get.ts',
  access: 'staff-invoices',
  body: 'none',
  table: read,
  summary: 'Get a payment',
  tag: 'Payments',
  params: paymentParams,
  success: { kind: 'json', schema: answers.payment },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'payments'>) => {
    const { id } = parse(paymentParams, params, 'The path');
    return json(paymentRecord(await getPayment(deps, principal, id)));
  },
});
