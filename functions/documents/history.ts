import { documentParams } from '../../shared/features/documents/params.ts';
import { documentHistory } from '../../shared/features/documents/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('documents.history', async ({ principal, params }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  return json(await documentHistory(principal, type, id));
});
