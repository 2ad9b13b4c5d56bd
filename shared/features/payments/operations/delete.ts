import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { paymentParams } from '../schema.ts';
import { deletePayment } from '../service.ts';

/** Reverse a payment. */
export const paymentsDelete = apiOperation({
  name: 'payments.delete',
  method: 'DELETE',
  path: '/api/payment/delete/{id}',
  handler: 'functions/payments/delete.ts',
  access: 'staff-invoices',
  body: 'none',
  table: write,
  summary: 'Reverse a payment',
  tag: 'Payments',
  params: paymentParams,
  success: yes,
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'bank' | 'documents' | 'payments'>) => {
    const { id } = parse(paymentParams, params, 'The path');
    await deletePayment(deps, principal, id);
    return text('true');
  },
});
