/**
 * The platform worker's queue and what the worker needs (docs/einvoicing.md): the hand-offs and
 * polls of transmission.ts and the 212s of cash-ins.ts all go through it, and so do the payment
 * provider's checkouts an invoice outgrew, to be closed (docs/api.md §19): the calls to an
 * account's outside services that may fail for hours and are tried again.
 */
import type { SQSRecord } from 'aws-lambda';
import { log } from '../../kernel/log.ts';
import { attemptOf } from '../../kernel/queue-worker.ts';
import type { Ports, Stores, StoresAndQueue } from '../ports.ts';
import { queueNames } from '../webhooks/queue-design.ts';
import type { EInvoiceFacts } from './facts.ts';
import type { PlatformPort } from './port.ts';

/** The queue the platform worker reads. */
export const PLATFORM_QUEUE = queueNames.platform;

/** What writes the file a platform takes: the UBL with the French rules, or Peppol's. */
export interface EInvoiceWriters {
  toUbl(facts: EInvoiceFacts): Promise<string>;
  toPeppol(facts: EInvoiceFacts): Promise<string>;
}

/** What the platform worker needs: the stores `K`, the queue, the archive, the platform and the e-invoice writers. */
export type PlatformDeps<K extends keyof Stores = keyof Stores> = StoresAndQueue<K> &
  Pick<Ports, 'archive'> & { platform: PlatformPort; writers: EInvoiceWriters };

/** The wait before a failed platform message is tried again: 5 s doubling to an hour (SQS allows 12 hours). */
export const retryWait = (attempt: number): number => Math.min(3600, 5 * 2 ** Math.max(0, attempt - 1));

/**
 * One record of the platform queue: its message handled by `handle`, or, when that fails, the
 * record made to come back after a wait that doubles with each try (`retryWait`) and the failure
 * thrown; after the last try, the redrive policy drops it where the alarm sees it.
 */
export async function handleQueued<M extends { kind: string }>(
  deps: Pick<Ports, 'queue'>,
  record: SQSRecord,
  handle: (message: M) => Promise<void>,
): Promise<void> {
  const message = JSON.parse(record.body) as M;
  try {
    await handle(message);
  } catch (error) {
    const attempt = attemptOf(record);
    log.warn('platform message failed', { message, attempt, error: String(error) });
    await deps.queue.setVisibility(PLATFORM_QUEUE, record.receiptHandle, retryWait(attempt)).catch(() => false);
    throw error;
  }
}
