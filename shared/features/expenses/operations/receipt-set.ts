import { json } from '../../../http/answers.ts';
import { type FileBody, fileBody } from '../../../http/file-body.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { MAX_RECEIPT_BYTES, RECEIPT_TYPES } from '../model.ts';
import { setReceipt } from '../receipts.ts';
import { expenseParams } from '../schema.ts';

const accepts = { types: RECEIPT_TYPES, maxBytes: MAX_RECEIPT_BYTES };

/** Attach a receipt to an expense. */
export const expensesReceiptSet = apiOperation({
  name: 'expenses.receipt-set',
  method: 'PUT',
  path: '/api/expense/receipt/{id}',
  handler: 'functions/expenses/receipt-set.ts',
  access: 'staff-expenses',
  body: 'file',
  accepts,
  bodyAdapter: fileBody(accepts),
  storedFiles: 'write',
  table: write,
  summary: "Attach an expense's receipt (PDF, PNG or JPEG, at most 10 MiB; raw body)",
  tag: 'Purchases',
  params: expenseParams,
  success: { kind: 'json', schema: answers.receipt },
  errors: [404],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'expenses'> & Pick<Ports, 'storedFiles'>) => {
    const { id } = parse(expenseParams, params, 'The path');
    const receipt = await setReceipt(deps, principal, id, body as FileBody);
    return json({ Type: receipt.Type, Size: receipt.Size });
  },
});
