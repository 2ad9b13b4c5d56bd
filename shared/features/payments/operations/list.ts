import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { paymentRecord } from '../present.ts';
import { paymentListQuery } from '../schema.ts';
import { listPayments } from '../service.ts';

/** List payments. */
export const paymentsList = apiOperation({
  name: 'payments.list',
  method: 'GET',
  path: '/api/payment/list',
  handler: 'functions/payments/list.ts',
  access: 'staff-invoices',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List payments',
  tag: 'Payments',
  query: paymentListQuery,
  success: { kind: 'page', item: answers.payment },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'documents' | 'payments'>) => {
    const q = parse(paymentListQuery, query, 'The query');
    const filters = {
      invoice: q.invoice,
      clientId: q.client_id,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      method: q.method,
    };
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'payments', query: q },
      (start) => listPayments(deps, principal, q.folder, filters, q.limit, start),
      paymentRecord,
    );
  },
});
