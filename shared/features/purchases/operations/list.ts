import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { purchaseRecord } from '../present.ts';
import { purchaseListQuery } from '../schema.ts';
import { listPurchases } from '../service.ts';

/** List purchases. */
export const purchasesList = listOperation({
  name: 'purchases.list',
  path: '/api/purchase/list',
  handler: 'functions/purchases/list.ts',
  access: 'staff-expenses',
  summary: 'List purchases, newest first (filters: status, supplier_id, from, to)',
  tag: 'Purchases',
  query: purchaseListQuery,
  item: answers.purchase,
  list: 'purchases',
  read: (deps: Pick<Stores, 'purchases'>, principal, q, start) =>
    listPurchases(
      deps,
      principal,
      { status: q.status, supplierId: q.supplier_id, from: q.from, to: q.to },
      q.limit,
      start,
    ),
  present: purchaseRecord,
});
