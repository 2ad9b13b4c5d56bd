import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { cancelledTransferRecord } from '../present.ts';
import { transferParams } from '../schema.ts';
import { cancelTransfer } from '../transfer-cancel.ts';

/** Cancel a transfer file the bank refused or that was never handed over. */
export const purchasesTransferCancel = apiOperation({
  name: 'purchases.transfer-cancel',
  method: 'PUT',
  path: '/api/purchase/transfer/cancel/{id}',
  handler: 'functions/purchases/transfer-cancel.ts',
  access: 'staff-expenses',
  body: 'none',
  table: write,
  summary: 'Cancel a SEPA credit transfer file: its purchases not paid by the bank owe again',
  tag: 'Purchases',
  params: transferParams,
  success: { kind: 'json', schema: answers.cancelledTransfer },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'purchases' | 'work'>) => {
    const { id } = parse(transferParams, params, 'The path');
    return json(cancelledTransferRecord(await cancelTransfer(deps, principal, id)));
  },
});
