/**
 * The platform worker's queue and what the worker needs (docs/einvoicing.md): the hand-offs and
 * polls of transmission.ts and the 212s of cash-ins.ts all go through it.
 */
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
