import { json } from '../../../http/answers.ts';
import { type FileBody, fileBody } from '../../../http/file-body.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { receiveMessage } from '../inbound.ts';

const accepts = { types: ['application/xml', 'text/xml'], maxBytes: 256 * 1024 };

/** Take a lifecycle message the account's platform posts. */
export const platformMessagesReceive = apiOperation({
  name: 'platform.messages-receive',
  method: 'POST',
  path: '/api/platform/messages',
  handler: 'functions/einvoice/messages-receive.ts',
  access: 'owner',
  body: 'file',
  accepts,
  bodyAdapter: fileBody(accepts),
  table: write,
  summary:
    'Take a lifecycle message (CDAR D22B) from the platform: recorded once by its id, or kept aside with its reason',
  tag: 'E-invoicing platform',
  success: { kind: 'json', schema: answers.inboundAnswer },
  run: async (
    { principal, body },
    deps: Pick<
      Stores,
      'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'platformRecords' | 'sequences'
    >,
  ) => json(await receiveMessage(deps, principal, (body as FileBody).text)),
});
