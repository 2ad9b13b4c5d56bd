import { createHash } from 'node:crypto';
import type { Stores } from '../ports.ts';
import type { InboundMessage } from './platform-model.ts';

/** The most of a message's text a kept message holds (the API takes up to its body limit). */
export const KEPT_CHARS = 200_000;

/** The id of a message that gives none the service can read: its content's hash, so a repeat is the same message. */
const contentId = (xml: string): string => `sha256:${createHash('sha256').update(xml).digest('hex').slice(0, 40)}`;

/**
 * Keeps aside, once, a lifecycle message the service cannot read, with why (docs/api.md §20: the
 * set-aside messages): never dropped, whether the platform posted it or a poll found it. Answers
 * the message, and the one kept before under its id (a repeat), if any.
 */
export async function keepUnreadable(
  deps: Pick<Stores, 'platformRecords'>,
  accountId: string,
  unread: { xml: string; reason: string; invoice?: string },
): Promise<{ message: InboundMessage; known: InboundMessage | undefined }> {
  const message: InboundMessage = {
    accountId,
    id: contentId(unread.xml),
    status: 'set_aside',
    reason: unread.reason,
    ...(unread.invoice ? { invoice: unread.invoice } : {}),
    xml: unread.xml.slice(0, KEPT_CHARS),
    receivedAt: Date.now(),
  };
  return { message, known: await deps.platformRecords.takeMessage(message) };
}
