import { cancelInvoice } from '../../shared/features/documents/actions.ts';
import { numberParam } from '../../shared/features/documents/params.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('documents.cancel', async ({ principal, params }) => {
  const { id } = parse(numberParam, params, 'The path');
  const note = await cancelInvoice(principal, id);
  const number = note.General.Number;
  return text(`Reference: ${number}`, { location: `/api/document.svc/get/creditnote/${encodeURIComponent(number)}` });
});
