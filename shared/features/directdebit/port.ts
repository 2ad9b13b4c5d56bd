/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { DirectDebitBatch, ParkedReturn } from './model.ts';

/** The batches of direct debits the account made. */
export interface DirectDebitPort {
  insertBatch(batch: DirectDebitBatch): Promise<void>;
  getBatch(accountId: string, batchId: number): Promise<DirectDebitBatch | undefined>;
  /** One page of the account's batches, newest first (by id). */
  listBatches(accountId: string, limit: number, start?: StartKey): Promise<Page<DirectDebitBatch>>;
  /** Forgets a batch whose invoices were never made pending under it (another batch took one first). */
  deleteBatch(accountId: string, batchId: number): Promise<void>;
  /** Keeps a return whose payment was not recorded yet (kept again: the same). */
  parkReturn(parked: ParkedReturn): Promise<void>;
  /** The returns kept for that reference, read consistently. */
  parkedReturns(accountId: string, reference: string): Promise<ParkedReturn[]>;
  /** Forgets a kept return, once it reversed its payment. */
  unparkReturn(parked: ParkedReturn): Promise<void>;
}
