import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { recordSupplierPayment } from '../payments.ts';
import { purchasePaymentCreate } from '../schema.ts';

/** Record a payment to a supplier. */
export const purchasesPaymentCreate = apiOperation({
  name: 'purchases.payment-create',
  method: 'POST',
  path: '/api/purchase/payment/create',
  handler: 'functions/purchases/payment-create.ts',
  access: 'staff-expenses',
  body: 'json',
  table: write,
  summary: 'Record a payment to a supplier (at most what is due)',
  tag: 'Purchases',
  input: purchasePaymentCreate,
  example: { Purchase: 12, Amount: 100, Date: '2026-04-01', Method: 'bank_transfer' },
  success: reference,
  errors: [404, 409],
  run: async ({ principal, body }, deps: Pick<Stores, 'purchases' | 'sequences'>) => {
    const input = parse(purchasePaymentCreate, body, 'The payment');
    const payment = await recordSupplierPayment(deps, principal, input);
    return text(`Reference: ${payment.paymentId}`, { location: `/api/purchase/get/${input.Purchase}` });
  },
});
