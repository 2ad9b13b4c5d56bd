import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { attachUploadedReceipt } from '../receipts.ts';
import { expenseParams, receiptAttach } from '../schema.ts';

/** Attach the receipt sent with a receipt upload's link. */
export const expensesReceiptAttach = apiOperation({
  name: 'expenses.receipt-attach',
  method: 'POST',
  path: '/api/expense/receipt-attach/{id}',
  handler: 'functions/expenses/receipt-attach.ts',
  access: 'staff-expenses',
  body: 'json',
  storedFiles: 'write',
  table: write,
  summary: "Attach the receipt uploaded with a receipt-upload's link, checked as a receipt sent in the body is",
  tag: 'Purchases',
  params: expenseParams,
  input: receiptAttach,
  example: { Upload: 'q3x8TzV0bW9sZWN1bGVzAA' },
  success: { kind: 'json', schema: answers.receipt },
  errors: [404],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'expenses'> & Pick<Ports, 'storedFiles'>) => {
    const { id } = parse(expenseParams, params, 'The path');
    const { Upload } = parse(receiptAttach, body, 'The attach');
    const receipt = await attachUploadedReceipt(deps, principal, id, Upload);
    return json({ Type: receipt.Type, Size: receipt.Size });
  },
});
