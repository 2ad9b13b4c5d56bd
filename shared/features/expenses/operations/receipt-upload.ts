import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import { uploadLink } from '../../stored-files/answers.ts';
import { receiptUploadLink } from '../receipts.ts';
import { expenseParams, receiptUpload } from '../schema.ts';

/** A link to upload an expense's receipt straight to the bucket (a file larger than a request carries). */
export const expensesReceiptUpload = apiOperation({
  name: 'expenses.receipt-upload',
  method: 'POST',
  path: '/api/expense/receipt-upload/{id}',
  handler: 'functions/expenses/receipt-upload.ts',
  access: 'staff-expenses',
  body: 'json',
  storedFiles: 'write',
  table: read,
  summary: "A link to upload an expense's receipt of up to 10 MiB straight to storage; then receipt-attach",
  tag: 'Purchases',
  params: expenseParams,
  input: receiptUpload,
  example: { Type: 'application/pdf', Size: 7340032 },
  success: { kind: 'json', schema: uploadLink },
  errors: [404],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'expenses'> & Pick<Ports, 'storedFiles'>) => {
    const { id } = parse(expenseParams, params, 'The path');
    return json(await receiptUploadLink(deps, principal, id, parse(receiptUpload, body, 'The upload')));
  },
});
