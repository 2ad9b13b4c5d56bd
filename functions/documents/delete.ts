import { documentParams } from '../../shared/features/documents/params.ts';
import { deleteDocument } from '../../shared/features/documents/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('documents.delete', async ({ principal, params }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  await deleteDocument(principal, type, id);
  return text('true');
});
