import { json } from '../../../http/answers.ts';
import { type FileBody, fileBody } from '../../../http/file-body.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { cancelledTransferRecord } from '../present.ts';
import { readStatusReport } from '../status-report.ts';
import { applyStatusReport } from '../transfer-cancel.ts';

/** A status report is a few kilobytes for our files' 500 transactions at most. */
const accepts = { types: ['application/xml', 'text/xml'], maxBytes: 1024 * 1024 };

/** Apply the bank's status report (pain.002) of a transfer file: what it rejected owes again. */
export const purchasesTransferStatus = apiOperation({
  name: 'purchases.transfer-status',
  method: 'POST',
  path: '/api/purchase/transfer/status',
  handler: 'functions/purchases/transfer-status.ts',
  access: 'staff-expenses',
  body: 'file',
  accepts,
  bodyAdapter: fileBody(accepts),
  table: write,
  summary:
    "Apply the bank's status report (pain.002) of a transfer file: rejected, it is cancelled or its rejected transactions withdrawn",
  tag: 'Purchases',
  success: { kind: 'json', schema: answers.cancelledTransfer },
  errors: [404, 409],
  run: async ({ principal, body }, deps: Pick<Stores, 'purchases' | 'work'>) => {
    const report = readStatusReport((body as FileBody).text);
    return json(cancelledTransferRecord(await applyStatusReport(deps, principal, report)));
  },
});
