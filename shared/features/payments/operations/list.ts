import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { paymentRecord } from '../present.ts';
import { paymentListQuery } from '../schema.ts';
import { listPayments } from '../service.ts';

/** List payments. */
export const paymentsList = listOperation({
  name: 'payments.list',
  path: '/api/payment/list',
  handler: 'functions/payments/list.ts',
  access: 'staff-invoices',
  summary: 'List payments',
  tag: 'Payments',
  query: paymentListQuery,
  item: answers.payment,
  list: 'payments',
  read: (deps: Pick<Stores, 'documents' | 'payments'>, principal, q, start) => {
    const filters = {
      invoice: q.invoice,
      clientId: q.client_id,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      method: q.method,
    };
    return listPayments(deps, principal, q.folder, filters, q.limit, start);
  },
  present: paymentRecord,
});
