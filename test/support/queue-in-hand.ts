import type { QueueMessage } from '../../shared/features/webhooks/port.ts';

/**
 * A queue kept in hand: what the code under test sends is kept, not sent, for the test to run as
 * the worker would (the workers do not run beside the test's gateway).
 */
export function queueInHand() {
  const sent: QueueMessage[] = [];
  return {
    sent,
    queue: { send: async (_q: string, m: QueueMessage[]) => void sent.push(...m), setVisibility: async () => true },
    /** The bodies sent since last taken, parsed, and forgotten. */
    take: <T>(): T[] => sent.splice(0).map((m) => JSON.parse(m.body) as T),
  };
}
