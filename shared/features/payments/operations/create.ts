import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { paymentInput } from '../schema.ts';
import { createPayment } from '../service.ts';

/** Record a payment. */
export const paymentsCreate = apiOperation({
  name: 'payments.create',
  method: 'POST',
  path: '/api/payment/create',
  handler: 'functions/payments/create.ts',
  access: 'staff-invoices',
  body: 'json',
  table: write,
  summary: 'Record a payment',
  tag: 'Payments',
  input: paymentInput,
  example: { Invoice: 'INV-0001', Amount: 1500, Date: '2026-12-10', Method: 'bank_transfer', Reference: 'VIR 4411' },
  success: reference,
  errors: [404, 409],
  run: async (
    { principal, body },
    deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  ) => {
    const payment = await createPayment(deps, principal, parse(paymentInput, body, 'The payment'));
    return text(`Reference: ${payment.paymentId}`, { location: `/api/payment/get/${payment.paymentId}` });
  },
});
