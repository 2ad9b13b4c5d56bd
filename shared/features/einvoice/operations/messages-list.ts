import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { keptMessages } from '../inbound.ts';
import { platformMessagesQuery } from '../schema.ts';

/** The lifecycle messages the platform posted, by what became of them. */
export const platformMessagesList = listOperation({
  name: 'platform.messages-list',
  path: '/api/platform/messages',
  handler: 'functions/einvoice/messages-list.ts',
  access: 'owner',
  summary: 'The lifecycle messages the platform posted: those kept aside (the default) or recorded, newest first',
  tag: 'E-invoicing platform',
  query: platformMessagesQuery,
  item: answers.keptMessage,
  list: (q) => ({ kind: 'platform-messages', query: { ...q, status: q.status ?? 'set_aside' } }),
  read: (deps: Pick<Stores, 'platformRecords'>, principal, q, start) =>
    keptMessages(deps, principal, q.status ?? 'set_aside', q.limit, start),
  present: (m) => ({
    Id: m.id,
    Status: m.status,
    ...(m.reason ? { Reason: m.reason } : {}),
    ...(m.invoice ? { Invoice: m.invoice } : {}),
    ...(m.code ? { Code: m.code } : {}),
    ReceivedAt: new Date(m.receivedAt).toISOString(),
    Xml: m.xml,
  }),
});
