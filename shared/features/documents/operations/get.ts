import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { accountClock } from '../../clock/service.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { documentParams } from '../params.ts';
import { documentRecord } from '../present.ts';
import { getDocument, paymentDetails } from '../service.ts';

/** Get a document. */
export const documentsGet = apiOperation({
  name: 'documents.get',
  method: 'GET',
  path: '/api/document.svc/get/{type}/{id}',
  handler: 'functions/documents/get.ts',
  access: 'staff-document',
  body: 'none',
  // An invoice's payments are read by key, for their Method and Reference.
  table: read,
  summary: 'Get a document',
  tag: 'Documents',
  params: documentParams,
  success: { kind: 'json', schema: answers.documentRecord },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'accounts' | 'documents' | 'payments'>) => {
    const { type, id } = parse(documentParams, params, 'The path');
    const [doc, clock] = await Promise.all([
      getDocument(deps, principal, type, id),
      accountClock(deps, principal.accountId),
    ]);
    return json(documentRecord(doc, clock.today, await paymentDetails(deps, doc)));
  },
});
