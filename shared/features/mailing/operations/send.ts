import { text } from '../../../http/answers.ts';
import { baseUrlOf } from '../../../http/base-url.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { documentParams } from '../../documents/params.ts';
import { sendInput } from '../../documents/schema.ts';
import type { StoresAndMail } from '../../ports.ts';
import { sendDocument } from '../send.ts';

/** Send a document by e-mail. */
export const documentsSend = apiOperation({
  name: 'documents.send',
  method: 'PUT',
  path: '/api/document.svc/action/sendbyemail/{type}/{id}',
  handler: 'functions/mailing/send.ts',
  access: 'staff-document',
  body: 'optional-json',
  usesSigningKey: true,
  table: write,
  sends: 'email',
  makesPdf: true,
  summary: 'Send a document by e-mail',
  tag: 'Documents',
  params: documentParams,
  input: sendInput,
  example: { Email_TO: 'louise@acme.example', Email_CC: 'accounts@acme.example', AttachUBL: true },
  success: yes,
  errors: [404, 409, 422],
  run: async (
    { principal, params, body, event },
    deps: StoresAndMail<'accounts' | 'clients' | 'documents' | 'issueRules' | 'limits' | 'sequences' | 'shares'>,
  ) => {
    const { type, id } = parse(documentParams, params, 'The path');
    await sendDocument(deps, principal, type, id, parse(sendInput, body, 'The e-mail'), baseUrlOf(event));
    return text('true');
  },
});
