import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { deleteSupplierPayment } from '../payment-delete.ts';
import { purchasePaymentParams } from '../schema.ts';

/** Delete a payment to a supplier. */
export const purchasesPaymentDelete = apiOperation({
  name: 'purchases.payment-delete',
  method: 'DELETE',
  path: '/api/purchase/payment/delete/{id}',
  handler: 'functions/purchases/payment-delete.ts',
  access: 'staff-expenses',
  body: 'none',
  table: write,
  summary: 'Delete a payment to a supplier (a set-off on both sides)',
  tag: 'Purchases',
  params: purchasePaymentParams,
  success: yes,
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'purchases'>) => {
    const { id } = parse(purchasePaymentParams, params, 'The path');
    await deleteSupplierPayment(deps, principal, id);
    return text('true');
  },
});
