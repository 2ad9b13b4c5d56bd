import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { cancelledTransferRecord } from '../present.ts';
import { transferCancel, transferParams } from '../schema.ts';
import { cancelTransfer } from '../transfer-cancel.ts';

/** Cancel a transfer file the bank refused or that was never handed over, or withdraw from it the transactions the bank rejected. */
export const purchasesTransferCancel = apiOperation({
  name: 'purchases.transfer-cancel',
  method: 'PUT',
  path: '/api/purchase/transfer/cancel/{id}',
  handler: 'functions/purchases/transfer-cancel.ts',
  access: 'staff-expenses',
  body: 'optional-json',
  table: write,
  summary: 'Cancel a SEPA credit transfer file, or withdraw the purchases the bank rejected: they owe again',
  tag: 'Purchases',
  params: transferParams,
  input: transferCancel,
  example: { Purchases: [13] },
  success: { kind: 'json', schema: answers.cancelledTransfer },
  errors: [404, 409],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'purchases' | 'work'>) => {
    const { id } = parse(transferParams, params, 'The path');
    const input = parse(transferCancel, body ?? {}, 'The cancel');
    return json(cancelledTransferRecord(await cancelTransfer(deps, principal, id, input)));
  },
});
