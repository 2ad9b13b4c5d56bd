import { config } from '../../kernel/config.ts';
import type { Ports, Stores, StoresAndQueue } from '../ports.ts';

/**
 * The kinds of asynchronous work that are recorded in the table in the write that makes them due,
 * then queued: a lost message (a crash between the write and the send, an emulator restarted)
 * only delays them, for the sweeper queues them again (docs/asynchronous-work.md).
 */
export type WorkKind = 'export' | 'statement' | 'accountrun' | 'send' | 'transmission' | 'transfer' | 'ddbatch';

/** One piece of work still pending: whose, which, and by when it should have been done. */
export interface PendingWork {
  kind: WorkKind;
  accountId: string;
  /** What the kind's feature knows it by (an export id, a statement id, an invoice number). */
  ref: string;
  /** Epoch ms: past it, the work's message is taken for lost and queued again. */
  deadline: number;
  /** How often the sweeper has queued it again. */
  sweeps: number;
}

/**
 * What a resumer may use: the stores `K`, the queue, the stored files (a statement is queued again
 * from its file) and the payment provider (a direct-debit batch closes its invoices' checkouts).
 */
export type ResumeDeps<K extends keyof Stores = keyof Stores> = StoresAndQueue<K> &
  Pick<Ports, 'storedFiles' | 'paymentProvider'>;

/**
 * A feature's part in the sweep: for one of its pending works found past its deadline, queue it
 * again (`queued`), or say it is done already (`done`: its marker is cleared).
 */
export interface WorkResumer {
  readonly kind: WorkKind;
  resume(deps: ResumeDeps, work: PendingWork): Promise<'queued' | 'done'>;
}

/** The deadline of work made due at `now`: past it, its message is taken for lost. */
export const deadlineFrom = (now: number): number => now + config.workPatienceMs;

/** The longest wait between two sweeps of the same work: work that keeps failing is tried four times a day. */
const MOST_WAIT_MS = 6 * 3_600_000;

/** The next deadline of work queued again for the `sweeps`-th time: the wait doubles, to six hours. */
export const nextDeadline = (now: number, sweeps: number): number =>
  now + Math.min(MOST_WAIT_MS, config.workPatienceMs * 2 ** Math.min(sweeps, 20));
