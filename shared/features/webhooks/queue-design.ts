import { maxAttempts } from './schedule.ts';

/**
 * The queues, read by the local runtime (to create them in the SQS emulator) and by the CDK
 * stack. A queue may name a dead-letter queue that takes a message after `maxReceiveCount`
 * receives. Deliveries are dropped by their worker, after the record's last attempt; the
 * redrive policy is a backstop, well above the attempts, for messages that keep failing.
 */
export interface QueueDesign {
  readonly name: string;
  readonly visibilityTimeoutSeconds: number;
  readonly retentionSeconds: number;
  readonly deadLetter?: { readonly queue: string; readonly maxReceiveCount: number };
}

/** The delivery function's timeout: every POST of a batch runs at once, each within 10 s. */
export const DELIVERY_TIMEOUT_SECONDS = 30;

/**
 * The queues' names: the main lane of deliveries, the slow lane (receivers that keep it waiting),
 * the drops (a copy of each notification the worker gave up on after its last attempt, as the
 * delivery record says), and the poison messages (those SQS itself moved after too many receives:
 * a message the worker could not handle at all, which always needs a look).
 */
export const queueNames = {
  deliveries: 'deliveries',
  slow: 'deliveries-slow',
  dropped: 'deliveries-dropped',
  poison: 'deliveries-poison',
  /** One message per account with work due (recurring invoices, reminders): the run worker does it. */
  accountRuns: 'account-runs',
  accountRunsDropped: 'account-runs-dropped',
  /** A bank statement's credits, in batches: the import worker matches and records them (docs/api.md §15). */
  bankImports: 'bank-imports',
  bankImportsDropped: 'bank-imports-dropped',
  /** Export jobs: the export worker writes each one's file (docs/exports.md). */
  exports: 'exports',
  exportsDropped: 'exports-dropped',
  /** Hand-offs to the e-invoicing platform, its statuses asked for, our `cashed` sent (docs/einvoicing.md); checkouts an invoice outgrew, closed (docs/api.md §19). */
  platform: 'platform',
  platformDropped: 'platform-dropped',
} as const;

/** The platform worker's timeout: one call to the platform (30 s at most) and a write or two. */
export const PLATFORM_TIMEOUT_SECONDS = 60;

/** How often a platform message is tried, its waits doubling to an hour (about five hours in all), before it is dropped. */
export const PLATFORM_ATTEMPTS = 15;

/** The export worker's timeout: a file of 100,000 rows, read a page at a time. */
export const EXPORT_TIMEOUT_SECONDS = 300;

/** How often an export job is tried before it is marked failed and dropped. */
export const EXPORT_ATTEMPTS = 3;

/** The import worker's timeout: a batch of a statement's credits, a few writes each. */
export const BANK_IMPORT_TIMEOUT_SECONDS = 60;

/** The account run function's timeout: an account's due invoices and reminders, one conditional write each; a run out of time queues the rest. */
export const ACCOUNT_RUN_TIMEOUT_SECONDS = 120;

/** The queues of the service, dead-letter queues first. */
export function queueDesign(attempts = maxAttempts()): QueueDesign[] {
  return [
    { name: queueNames.dropped, visibilityTimeoutSeconds: 60, retentionSeconds: 14 * 86_400 },
    { name: queueNames.poison, visibilityTimeoutSeconds: 60, retentionSeconds: 14 * 86_400 },
    { name: queueNames.accountRunsDropped, visibilityTimeoutSeconds: 60, retentionSeconds: 14 * 86_400 },
    { name: queueNames.bankImportsDropped, visibilityTimeoutSeconds: 60, retentionSeconds: 14 * 86_400 },
    { name: queueNames.exportsDropped, visibilityTimeoutSeconds: 60, retentionSeconds: 14 * 86_400 },
    { name: queueNames.platformDropped, visibilityTimeoutSeconds: 60, retentionSeconds: 14 * 86_400 },
    {
      name: queueNames.platform,
      visibilityTimeoutSeconds: 6 * PLATFORM_TIMEOUT_SECONDS,
      retentionSeconds: 4 * 86_400,
      // The worker sets each failed message's wait; the redrive policy drops it after the last try (the alarm watches).
      deadLetter: { queue: queueNames.platformDropped, maxReceiveCount: PLATFORM_ATTEMPTS },
    },
    {
      name: queueNames.exports,
      visibilityTimeoutSeconds: 6 * EXPORT_TIMEOUT_SECONDS,
      retentionSeconds: 4 * 86_400,
      // The worker marks a job failed on its last try; the redrive policy catches what it could not mark.
      deadLetter: { queue: queueNames.exportsDropped, maxReceiveCount: EXPORT_ATTEMPTS },
    },
    {
      name: queueNames.bankImports,
      visibilityTimeoutSeconds: 6 * BANK_IMPORT_TIMEOUT_SECONDS,
      retentionSeconds: 4 * 86_400,
      // A batch is imported once whatever runs again: five tries, then the drop is watched.
      deadLetter: { queue: queueNames.bankImportsDropped, maxReceiveCount: 5 },
    },
    {
      name: queueNames.accountRuns,
      visibilityTimeoutSeconds: 6 * ACCOUNT_RUN_TIMEOUT_SECONDS,
      retentionSeconds: 4 * 86_400,
      // A run is idempotent (one invoice per date whatever happens): five tries, then the drop is watched.
      deadLetter: { queue: queueNames.accountRunsDropped, maxReceiveCount: 5 },
    },
    {
      name: queueNames.deliveries,
      // At least six times the function's timeout, as AWS advises for event source mappings.
      visibilityTimeoutSeconds: 6 * DELIVERY_TIMEOUT_SECONDS,
      retentionSeconds: 4 * 86_400,
      // The delivery record decides drops; the redrive policy only catches poison messages, well above the attempts.
      deadLetter: { queue: queueNames.poison, maxReceiveCount: Math.max(20, 3 * attempts) },
    },
    // The same, for the receivers that kept the main lane waiting: they wait on each other only.
    {
      name: queueNames.slow,
      visibilityTimeoutSeconds: 6 * DELIVERY_TIMEOUT_SECONDS,
      retentionSeconds: 4 * 86_400,
      deadLetter: { queue: queueNames.poison, maxReceiveCount: Math.max(20, 3 * attempts) },
    },
  ];
}

/** SQS's documented limits the service keeps to: 10 messages a batch, 15 minutes of delay, 12 hours of visibility from receipt. */
export const SQS_LIMITS = { batchSize: 10, maxDelaySeconds: 900, maxVisibilitySeconds: 43_200 } as const;
