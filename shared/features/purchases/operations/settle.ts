import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { settleCreditNote } from '../payments.ts';
import { purchaseSettle } from '../schema.ts';

/** Set a supplier's credit note off against one of its invoices. */
export const purchasesSettle = apiOperation({
  name: 'purchases.settle',
  method: 'POST',
  path: '/api/purchase/settle',
  handler: 'functions/purchases/settle.ts',
  access: 'staff-expenses',
  body: 'json',
  table: write,
  summary: "Set a supplier's credit note off against one of its invoices (what is left is what a transfer pays)",
  tag: 'Purchases',
  input: purchaseSettle,
  example: { CreditNote: 13, Invoice: 12, Date: '2026-04-01' },
  success: reference,
  errors: [404, 409],
  run: async ({ principal, body }, deps: Pick<Stores, 'purchases' | 'sequences'>) => {
    const input = parse(purchaseSettle, body, 'The settlement');
    const { payment, invoiceId } = await settleCreditNote(deps, principal, input);
    return text(`Reference: ${payment.paymentId}`, { location: `/api/purchase/get/${invoiceId}` });
  },
});
