import { documentParams } from '../../shared/features/documents/params.ts';
import { documentRecord } from '../../shared/features/documents/present.ts';
import { getDocument } from '../../shared/features/documents/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('documents.get', async ({ principal, params }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  return json(documentRecord(await getDocument(principal, type, id)));
});
