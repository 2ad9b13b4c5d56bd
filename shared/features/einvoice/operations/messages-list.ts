import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { keptMessages } from '../inbound.ts';
import { platformMessagesQuery } from '../schema.ts';

/** The lifecycle messages the platform posted, by what became of them. */
export const platformMessagesList = apiOperation({
  name: 'platform.messages-list',
  method: 'GET',
  path: '/api/platform/messages',
  handler: 'functions/einvoice/messages-list.ts',
  access: 'owner',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'The lifecycle messages the platform posted: those kept aside (the default) or recorded, newest first',
  tag: 'E-invoicing platform',
  query: platformMessagesQuery,
  success: { kind: 'page', item: answers.keptMessage },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'platformRecords'>) => {
    const q = parse(platformMessagesQuery, query, 'The query');
    const status = q.status ?? 'set_aside';
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'platform-messages', query: { ...q, status } },
      (start) => keptMessages(deps, principal, status, q.limit, start),
      (m) => ({
        Id: m.id,
        Status: m.status,
        ...(m.reason ? { Reason: m.reason } : {}),
        ...(m.invoice ? { Invoice: m.invoice } : {}),
        ...(m.code ? { Code: m.code } : {}),
        ReceivedAt: new Date(m.receivedAt).toISOString(),
        Xml: m.xml,
      }),
    );
  },
});
