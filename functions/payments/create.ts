import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { paymentInput } from '../../shared/payments/schema.ts';
import { createPayment } from '../../shared/payments/service.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('payments.create', async ({ principal, body }) => {
  const payment = await createPayment(principal, parse(paymentInput, body, 'The payment'));
  return text(`Reference: ${payment.paymentId}`, { location: `/api/payment/get/${payment.paymentId}` });
});
