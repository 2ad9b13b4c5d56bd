import { documentParams } from '../../shared/documents/params.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { unshareDocument } from '../../shared/sharing/service.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('documents.unshare', async ({ principal, params }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  await unshareDocument(principal, type, id);
  return text('true');
});
