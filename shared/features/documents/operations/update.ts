import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yesCapital } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { documentParams } from '../params.ts';
import { documentInput } from '../schema.ts';
import { updateDocument } from '../service.ts';

/** Update a document. */
export const documentsUpdate = apiOperation({
  name: 'documents.update',
  method: 'PUT',
  path: '/api/document.svc/update/{type}/{id}',
  handler: 'functions/documents/update.ts',
  access: 'staff-document',
  body: 'json',
  table: write,
  summary: 'Update a document',
  tag: 'Documents',
  params: documentParams,
  input: documentInput,
  example: { General: { Status: 'sent' } },
  success: yesCapital,
  errors: [404, 409],
  run: async (
    { principal, params, body },
    deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'mandates' | 'sequences'>,
  ) => {
    const { type, id } = parse(documentParams, params, 'The path');
    await updateDocument(deps, principal, type, id, parse(documentInput, body, 'The document'));
    return text('True');
  },
});
