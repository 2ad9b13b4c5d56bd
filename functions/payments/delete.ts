import { paymentParams } from '../../shared/features/payments/schema.ts';
import { deletePayment } from '../../shared/features/payments/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('payments.delete', async ({ principal, params }) => {
  const { id } = parse(paymentParams, params, 'The path');
  await deletePayment(principal, id);
  return text('true');
});
