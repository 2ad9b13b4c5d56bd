import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { documentParams } from '../params.ts';
import { deleteDocument } from '../service.ts';

/** Delete a document. */
export const documentsDelete = apiOperation({
  name: 'documents.delete',
  method: 'DELETE',
  path: '/api/document.svc/delete/{type}/{id}',
  handler: 'functions/documents/delete.ts',
  access: 'staff-document',
  body: 'none',
  table: write,
  summary: 'Delete a document',
  tag: 'Documents',
  params: documentParams,
  success: yes,
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'documents'>) => {
    const { type, id } = parse(documentParams, params, 'The path');
    await deleteDocument(deps, principal, type, id);
    return text('true');
  },
});
