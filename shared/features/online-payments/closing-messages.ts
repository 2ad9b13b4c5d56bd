import type { Document } from '../documents/model.ts';
import { owedOnline } from '../documents/settlement.ts';
import type { Ports } from '../ports.ts';
import { queueNames } from '../webhooks/queue-design.ts';

/**
 * A message to close an invoice's checkouts: it now owes less than before, or nothing online. It
 * goes through the platform queue, whose worker calls an account's outside services and tries
 * them again for hours (one queue, one event source: SQS's polling is billed per source).
 */
export interface CheckoutsMessage {
  kind: 'checkouts';
  accountId: string;
  invoice: string;
}

/**
 * The checkouts messages of the stream's changes of documents: an invoice that could be paid online
 * and now owes less (a payment, a credit note) or cannot be paid online any more (paid, cancelled).
 * One whose direct debit went to the bank is left out: the batch closed its checkouts itself. A
 * change the stream hands over twice queues twice; closing is the same either way.
 */
export function checkoutsMessages(changes: readonly { before?: Document; next: Document }[]): CheckoutsMessage[] {
  return changes
    .filter(
      ({ before, next }) =>
        before !== undefined &&
        next.type === 'invoice' &&
        !next.collection &&
        // What it owed first: a draft or a cancelled invoice is known without its totals.
        owedOnline(before).gt(owedOnline(next)),
    )
    .map(({ next }) => ({ kind: 'checkouts', accountId: next.accountId, invoice: next.General.Number }));
}

/** Sends the stream's checkouts messages to the worker that closes them (the platform queue's). */
export async function queueCheckoutsClosing(
  deps: Pick<Ports, 'queue'>,
  changes: Parameters<typeof checkoutsMessages>[0],
): Promise<void> {
  const messages = checkoutsMessages(changes);
  if (messages.length)
    await deps.queue.send(
      queueNames.platform,
      messages.map((message) => ({ body: JSON.stringify(message) })),
    );
}
