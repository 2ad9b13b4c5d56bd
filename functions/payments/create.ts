import { paymentInput } from '../../shared/features/payments/schema.ts';
import { createPayment } from '../../shared/features/payments/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('payments.create', async ({ principal, body }) => {
  const payment = await createPayment(principal, parse(paymentInput, body, 'The payment'));
  return text(`Reference: ${payment.paymentId}`, { location: `/api/payment/get/${payment.paymentId}` });
});
