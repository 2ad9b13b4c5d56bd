import { issueCreditNote } from '../../shared/features/documents/actions.ts';
import { numberParam } from '../../shared/features/documents/params.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('documents.issue', async ({ principal, params }) => {
  const { id } = parse(numberParam, params, 'The path');
  await issueCreditNote(principal, id);
  return text('true');
});
