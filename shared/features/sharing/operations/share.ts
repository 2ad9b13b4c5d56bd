import { json } from '../../../http/answers.ts';
import { baseUrlOf } from '../../../http/base-url.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { documentParams } from '../../documents/params.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { shareInput } from '../schema.ts';
import { shareDocument } from '../service.ts';

/** A link to the document page for the client. */
export const documentsShare = apiOperation({
  name: 'documents.share',
  method: 'PUT',
  path: '/api/document.svc/action/share/{type}/{id}',
  handler: 'functions/sharing/share.ts',
  access: 'staff-document',
  body: 'optional-json',
  usesSigningKey: true,
  table: write,
  summary: 'A link to the document page for the client',
  tag: 'Document page',
  params: documentParams,
  input: shareInput,
  example: { days: 30 },
  success: { kind: 'json', schema: answers.shareLink },
  errors: [404],
  run: async ({ principal, params, body, event }, deps: Pick<Stores, 'documents' | 'shares'>) => {
    const { type, id } = parse(documentParams, params, 'The path');
    const { days } = parse(shareInput, body, 'The body');
    const { token, expires } = await shareDocument(deps, principal, type, id, days);
    return json({ url: `${baseUrlOf(event)}/d/${token}`, expires });
  },
});
