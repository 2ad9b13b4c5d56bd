import { documentParams } from '../../shared/documents/params.ts';
import { documentRecord } from '../../shared/documents/present.ts';
import { getDocument } from '../../shared/documents/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('documents.get', async ({ principal, params }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  return json(documentRecord(await getDocument(principal, type, id)));
});
