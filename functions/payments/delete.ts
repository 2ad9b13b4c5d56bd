import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { paymentParams } from '../../shared/payments/schema.ts';
import { deletePayment } from '../../shared/payments/service.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('payments.delete', async ({ principal, params }) => {
  const { id } = parse(paymentParams, params, 'The path');
  await deletePayment(principal, id);
  return text('true');
});
