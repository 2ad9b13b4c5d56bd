import { paymentRecord } from '../../shared/features/payments/present.ts';
import { paymentListQuery } from '../../shared/features/payments/schema.ts';
import { listPayments } from '../../shared/features/payments/service.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { listAnswer } from '../../shared/http/pages.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('payments.list', async ({ principal, query, event }) => {
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
    (start) => listPayments(principal, q.folder, filters, q.limit, start),
    paymentRecord,
  );
});
