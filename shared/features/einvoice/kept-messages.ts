import { createHash } from 'node:crypto';
import type { Stores } from '../ports.ts';

/** The most of a message's text a kept message holds (the API takes up to its body limit). */
export const KEPT_CHARS = 200_000;

/** The id of a message that gives none the service can read: its content's hash, so a repeat is the same message. */
export const contentId = (xml: string): string =>
  `sha256:${createHash('sha256').update(xml).digest('hex').slice(0, 40)}`;

/**
 * Keeps aside, once, a lifecycle message the service cannot read, with why (docs/api.md §20: the
 * set-aside messages): never dropped, whether the platform posted it or a poll found it.
 */
export async function keepUnreadable(
  deps: Pick<Stores, 'platformRecords'>,
  accountId: string,
  message: { xml: string; reason: string; invoice?: string },
): Promise<void> {
  await deps.platformRecords.takeMessage({
    accountId,
    id: contentId(message.xml),
    status: 'set_aside',
    reason: message.reason,
    ...(message.invoice ? { invoice: message.invoice } : {}),
    xml: message.xml.slice(0, KEPT_CHARS),
    receivedAt: Date.now(),
  });
}
