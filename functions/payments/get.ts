import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { paymentRecord } from '../../shared/payments/present.ts';
import { paymentParams } from '../../shared/payments/schema.ts';
import { getPayment } from '../../shared/payments/service.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('payments.get', async ({ principal, params }) => {
  const { id } = parse(paymentParams, params, 'The path');
  return json(paymentRecord(await getPayment(principal, id)));
});
