import { listOperation } from '../../../http/list-operation.ts';
import { accountClock } from '../../clock/service.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { documentListQuery, documentTypeParam } from '../params.ts';
import { documentSummary } from '../present.ts';
import { listDocuments } from '../service.ts';

/** List documents of a type. */
export const documentsList = listOperation({
  name: 'documents.list',
  path: '/api/document.svc/list/{type}',
  handler: 'functions/documents/list.ts',
  access: 'staff-document',
  summary: 'List documents of a type',
  tag: 'Documents',
  params: documentTypeParam,
  query: documentListQuery,
  item: answers.documentSummary,
  list: (q, { type }) => ({ kind: `documents:${type}`, query: q }),
  read: async (deps: Pick<Stores, 'accounts' | 'documents'>, principal, q, start, { type }) => {
    // `status=overdue` reads the invoices due before the account's today; no other list needs the date.
    const today = q.status === 'overdue' ? (await accountClock(deps, principal.accountId)).today : undefined;
    const filters = {
      clientId: q.client_id,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      status: q.status,
      recurring: q.recurring,
      today,
    };
    return listDocuments(deps, principal, type, q.folder, filters, q.limit, start);
  },
  present: documentSummary,
});
