/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { EntryWrite } from '../bank-entries/model.ts';
import type { HistoryNote } from '../documents/history.ts';
import type { Document, HistoryEntry } from '../documents/model.ts';
import type { Payment, PaymentFilters, PaymentFolder, ProviderClaim } from './model.ts';

/**
 * Payments. A payment and its invoice change in one transaction, conditional on the invoice's
 * version, so no interleaving of creates and deletes loses or double-counts a cent.
 */
export interface PaymentsPort {
  /**
   * Records a new payment and writes its invoice, and the bank entry it came from when there is
   * one (docs/api.md §15); Conflict `changed` when the invoice or the entry changed since read,
   * `claimed` when the entry's claim was taken; with a provider's claim, `changed` too when the
   * provider's object was claimed before.
   */
  record(
    payment: Payment,
    invoiceBefore: Document,
    invoiceAfter: Document,
    history: HistoryEntry[],
    entry?: EntryWrite,
    claim?: ProviderClaim,
  ): Promise<void>;
  /** The claim of a provider's object, read consistently; undefined when none was made. */
  claimOf(object: string): Promise<ProviderClaim | undefined>;
  /** Claims a provider's object with no payment (void), unless it was claimed before; whether it was claimed now. */
  voidClaim(claim: ProviderClaim): Promise<boolean>;
  /** The part of a payment intent's excess taken under `taking` (a refund's id, or its reversal's), once taken; undefined before. */
  excessTaken(taking: string): Promise<string | undefined>;
  /**
   * Takes `part` of a payment intent's excess, once per taking (a refund, or the intent's
   * reversal): the claim's `excess` set from `claim.excess` (as read) to `left`, the part kept
   * under `taking`, and `note` (the invoice's history saying so) in one write; Conflict `changed`
   * when the excess moved, the taking took its part or the invoice changed meanwhile.
   */
  takeExcess(
    claim: ProviderClaim,
    taking: string,
    taken: { part: string; left: string },
    note?: HistoryNote,
  ): Promise<void>;
  /** Whether a name `reverse` takes once (a return's bank line) was taken, read consistently. */
  nameTaken(accountId: string, name: string): Promise<boolean>;
  get(accountId: string, paymentId: number): Promise<Payment | undefined>;
  /** The payments of these ids that exist, read consistently (an invoice's, for its record), in no order. */
  many(accountId: string, paymentIds: number[]): Promise<Payment[]>;
  /**
   * Marks a payment deleted and writes its invoice (and its bank entry, unmatched again); Conflict
   * `changed` when any changed since read. `once` (a name unique in the account, such as a bank
   * line's) is taken for good in the same write: taken already, Conflict `claimed` and nothing written.
   */
  reverse(
    before: Payment,
    after: Payment,
    invoiceBefore: Document,
    invoiceAfter: Document,
    history: HistoryEntry[],
    entry?: EntryWrite,
    once?: string,
  ): Promise<void>;
  list(
    accountId: string,
    folder: PaymentFolder,
    filters: PaymentFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Payment>>;
}
