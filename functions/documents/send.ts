import { documentParams } from '../../shared/documents/params.ts';
import { sendInput } from '../../shared/documents/schema.ts';
import { sendDocument } from '../../shared/documents/send.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { baseUrlOf } from '../../shared/http/base-url.ts';
import { sesMail } from '../../shared/mail/transport.ts';
import { usePorts } from '../../shared/ports.ts';
import { parse } from '../../shared/validation.ts';

// This operation sends e-mail besides storage.
usePorts({ mail: sesMail });

export const handler = apiHandler('documents.send', async ({ principal, params, body, event }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  await sendDocument(principal, type, id, parse(sendInput, body, 'The e-mail'), baseUrlOf(event));
  return text('true');
});
