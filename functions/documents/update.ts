import { documentParams } from '../../shared/features/documents/params.ts';
import { documentInput } from '../../shared/features/documents/schema.ts';
import { updateDocument } from '../../shared/features/documents/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('documents.update', async ({ principal, params, body }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  await updateDocument(principal, type, id, parse(documentInput, body, 'The document'));
  return text('True');
});
