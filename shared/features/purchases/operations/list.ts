import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { purchaseRecord } from '../present.ts';
import { purchaseListQuery } from '../schema.ts';
import { listPurchases } from '../service.ts';

/** List purchases. */
export const purchasesList = apiOperation({
  name: 'purchases.list',
  method: 'GET',
  path: '/api/purchase/list',
  handler: 'functions/purchases/list.ts',
  access: 'staff-expenses',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List purchases, newest first (filters: status, supplier_id, from, to)',
  tag: 'Purchases',
  query: purchaseListQuery,
  success: { kind: 'page', item: answers.purchase },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'purchases'>) => {
    const q = parse(purchaseListQuery, query, 'The query');
    const filters = { status: q.status, supplierId: q.supplier_id, from: q.from, to: q.to };
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'purchases', query: q },
      (start) => listPurchases(deps, principal, filters, q.limit, start),
      purchaseRecord,
    );
  },
});
