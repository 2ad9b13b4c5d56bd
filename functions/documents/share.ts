import { documentParams } from '../../shared/features/documents/params.ts';
import { shareInput } from '../../shared/features/sharing/schema.ts';
import { shareDocument } from '../../shared/features/sharing/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { baseUrlOf } from '../../shared/http/base-url.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('documents.share', async ({ principal, params, body, event }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  const { days } = parse(shareInput, body, 'The body');
  const { token, expires } = await shareDocument(principal, type, id, days);
  return json({ url: `${baseUrlOf(event)}/d/${token}`, expires });
});
