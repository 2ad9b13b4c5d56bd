import { documentTypeParam } from '../../shared/features/documents/params.ts';
import { documentInput } from '../../shared/features/documents/schema.ts';
import { createDocument } from '../../shared/features/documents/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('documents.create', async ({ principal, params, body }) => {
  const { type } = parse(documentTypeParam, params, 'The path');
  const doc = await createDocument(principal, type, parse(documentInput, body, 'The document'));
  const number = doc.General.Number;
  return text(`Reference: ${number}`, { location: `/api/document.svc/get/${doc.type}/${encodeURIComponent(number)}` });
});
