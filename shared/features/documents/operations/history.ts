import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { documentParams } from '../params.ts';
import { documentHistory } from '../service.ts';

/** A document's history, oldest first. */
export const documentsHistory = apiOperation({
  name: 'documents.history',
  method: 'GET',
  path: '/api/document.svc/history/{type}/{id}',
  handler: 'functions/documents/history.ts',
  access: 'staff-document',
  body: 'none',
  table: read,
  summary: "A document's history, oldest first",
  tag: 'Documents',
  params: documentParams,
  success: { kind: 'json', schema: answers.historyList },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'documents'>) => {
    const { type, id } = parse(documentParams, params, 'The path');
    return json(await documentHistory(deps, principal, type, id));
  },
});
