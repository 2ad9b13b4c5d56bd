import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { listedPaymentRecord } from '../present.ts';
import { purchasePaymentListQuery } from '../schema.ts';
import { listSupplierPayments } from '../service.ts';

/** List supplier payments. */
export const purchasesPaymentList = listOperation({
  name: 'purchases.payment-list',
  path: '/api/purchase/payment/list',
  handler: 'functions/purchases/payment-list.ts',
  access: 'staff-expenses',
  summary: 'List supplier payments, newest Date first (filters: supplier_id, purchase_id, from, to)',
  tag: 'Purchases',
  query: purchasePaymentListQuery,
  item: answers.listedPayment,
  list: 'purchasepayments',
  read: (deps: Pick<Stores, 'purchases'>, principal, q, start) =>
    listSupplierPayments(
      deps,
      principal,
      { supplierId: q.supplier_id, purchaseId: q.purchase_id, from: q.from, to: q.to },
      q.limit,
      start,
    ),
  present: listedPaymentRecord,
});
