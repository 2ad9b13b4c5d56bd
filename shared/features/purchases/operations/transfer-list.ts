import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { listedTransferRecord } from '../present.ts';
import { transferListQuery } from '../schema.ts';
import { listTransfers } from '../service.ts';

/** List transfer files. */
export const purchasesTransferList = listOperation({
  name: 'purchases.transfer-list',
  path: '/api/purchase/transfer/list',
  handler: 'functions/purchases/transfer-list.ts',
  access: 'staff-expenses',
  summary: 'List SEPA transfer files, newest first, cancelled ones included',
  tag: 'Purchases',
  query: transferListQuery,
  item: answers.listedTransfer,
  list: 'transfers',
  read: (deps: Pick<Stores, 'purchases'>, principal, q, start) => listTransfers(deps, principal, q.limit, start),
  present: listedTransferRecord,
});
