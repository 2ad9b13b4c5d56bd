import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { documentParams } from '../../shared/features/documents/params.ts';
import { sendInput } from '../../shared/features/documents/schema.ts';
import { sendDocument } from '../../shared/features/documents/send.ts';
import { usePorts } from '../../shared/features/ports.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { baseUrlOf } from '../../shared/http/base-url.ts';
import { parse } from '../../shared/kernel/validation.ts';

// This operation sends e-mail besides storage.
usePorts({ mail: sesMail });

export const handler = apiHandler('documents.send', async ({ principal, params, body, event }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  await sendDocument(principal, type, id, parse(sendInput, body, 'The e-mail'), baseUrlOf(event));
  return text('true');
});
