import { paymentRecord } from '../../shared/features/payments/present.ts';
import { paymentParams } from '../../shared/features/payments/schema.ts';
import { getPayment } from '../../shared/features/payments/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('payments.get', async ({ principal, params }) => {
  const { id } = parse(paymentParams, params, 'The path');
  return json(paymentRecord(await getPayment(principal, id)));
});
