import { maxAttempts } from './webhooks/schedule.ts';

/**
 * The queues, read by the local runtime (to create them in the SQS emulator) and by the CDK
 * stack. A queue may name a dead-letter queue that takes a message after `maxReceiveCount`
 * receives: for deliveries that is the retry schedule's attempts, so a message attempted
 * that often and still failing is dropped there.
 */
export interface QueueDesign {
  readonly name: string;
  readonly visibilityTimeoutSeconds: number;
  readonly retentionSeconds: number;
  readonly deadLetter?: { readonly queue: string; readonly maxReceiveCount: number };
}

/** The delivery function's timeout: every POST of a batch runs at once, each within 10 s. */
export const DELIVERY_TIMEOUT_SECONDS = 30;

/** The queues' names. */
export const queueNames = { deliveries: 'deliveries', dropped: 'deliveries-dropped' } as const;

/** The queues of the service, dead-letter queues first. */
export function queueDesign(attempts = maxAttempts()): QueueDesign[] {
  return [
    { name: queueNames.dropped, visibilityTimeoutSeconds: 60, retentionSeconds: 14 * 86_400 },
    {
      name: queueNames.deliveries,
      // At least six times the function's timeout, as AWS advises for event source mappings.
      visibilityTimeoutSeconds: 6 * DELIVERY_TIMEOUT_SECONDS,
      retentionSeconds: 4 * 86_400,
      deadLetter: { queue: queueNames.dropped, maxReceiveCount: attempts },
    },
  ];
}
