import { documentParams } from '../../shared/documents/params.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { baseUrlOf } from '../../shared/http/base-url.ts';
import { shareInput } from '../../shared/sharing/schema.ts';
import { shareDocument } from '../../shared/sharing/service.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('documents.share', async ({ principal, params, body, event }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  const { days } = parse(shareInput, body, 'The body');
  const { token, expires } = await shareDocument(principal, type, id, days);
  return json({ url: `${baseUrlOf(event)}/d/${token}`, expires });
});
