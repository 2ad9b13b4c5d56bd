import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { accountClock } from '../../clock/service.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { documentListQuery, documentTypeParam } from '../params.ts';
import { documentSummary } from '../present.ts';
import { listDocuments } from '../service.ts';

/** List documents of a type. */
export const documentsList = apiOperation({
  name: 'documents.list',
  method: 'GET',
  path: '/api/document.svc/list/{type}',
  handler: 'functions/documents/list.ts',
  access: 'staff-document',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List documents of a type',
  tag: 'Documents',
  params: documentTypeParam,
  query: documentListQuery,
  success: { kind: 'page', item: answers.documentSummary },
  run: async ({ principal, params, query, event }, deps: Pick<Stores, 'accounts' | 'documents'>) => {
    const { type } = parse(documentTypeParam, params, 'The path');
    const q = parse(documentListQuery, query, 'The query');
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
    return listAnswer(
      event,
      principal.accountId,
      { kind: `documents:${type}`, query: q },
      (start) => listDocuments(deps, principal, type, q.folder, filters, q.limit, start),
      documentSummary,
    );
  },
});
