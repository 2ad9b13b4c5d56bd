/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type {
  Purchase,
  PurchaseFilters,
  PurchasePayment,
  PurchasePaymentFilters,
  Transfer,
  TransferClaim,
} from './model.ts';

/** A transfer's cancel: whole, or of some of its purchases only (`purchases`). */
export interface TransferCancel {
  at: number;
  by: number;
  purchases?: readonly number[];
  /** The bank's reason code: of the whole file's refusal, or of each purchase withdrawn (by its id). */
  reason?: string;
  reasons?: ReadonlyMap<number, string>;
}

/** Where a purchase's Number is unique: one supplier, one year of issue (docs/api.md §18). */
export interface PurchaseNumber {
  supplierId: number;
  year: string;
  number: string;
}

/** A supplier payment with the purchase it pays, as the FEC's bank journal reads them. */
export interface DatedPurchasePayment {
  purchaseId: number;
  supplierId: number;
  Number: string;
  Currency: string;
  docType: Purchase['docType'];
  payment: PurchasePayment;
}

/** Purchases, their unique Numbers, their payments by date, and transfer files. */
export interface PurchasesPort {
  /**
   * Inserts a purchase, claiming its Number for its supplier and year (Conflict `taken` when
   * held) and counting it on its supplier (Conflict `changed` when the supplier is gone).
   */
  insert(purchase: Purchase): Promise<void>;
  /** The purchase holding that Number, if any. */
  holderOf(accountId: string, number: PurchaseNumber): Promise<number | undefined>;
  get(accountId: string, purchaseId: number): Promise<Purchase | undefined>;
  /** The purchases whose payment reference (BT-83) or Number is this one (`quotableReferences`), newest first, `limit` at most. */
  payingReference(accountId: string, reference: string, limit: number): Promise<number[]>;
  /**
   * The purchases of that supplier whose files name this invoice Number (`namedNumbers`), oldest
   * first, `limit` at most; of those imported before 2026-12-07, only those that named it when
   * no purchase held it.
   */
  namingPurchases(accountId: string, supplierId: number, number: string, limit: number): Promise<number[]>;
  /**
   * Keeps what finds a purchase besides its id, as its import does (for those imported before it
   * was kept): its payment reference where `payingReference` finds it, its unlinked names where
   * `namingPurchases` does.
   */
  keepReference(purchase: Purchase): Promise<void>;
  /** The purchase a supplier payment of this id is on, read consistently; undefined when none is (never made, or deleted). */
  purchaseOfPayment(accountId: string, paymentId: number): Promise<number | undefined>;
  /**
   * Writes a new version (Conflict `changed` when another write came first), with the payments
   * it adds and without those it leaves out; a payment's `bankRef` is claimed once (Conflict
   * `claimed` when recorded already), and stays claimed once the payment is deleted. A
   * version that enters a transfer needs that transfer's claim (Conflict `released` without it);
   * one that leaves it releases the claim.
   */
  replace(before: Purchase, after: Purchase): Promise<void>;
  /** Writes new versions of several purchases at once, all or none (as `replace` each). */
  replaceTogether(changes: readonly { before: Purchase; after: Purchase }[]): Promise<void>;
  /** One page of purchases, newest DateIssue first, that pass the filters. */
  list(accountId: string, filters: PurchaseFilters, limit: number, start?: StartKey): Promise<Page<Purchase>>;
  /** Every purchase issued `from` to `to` (both included), for the reports and the FEC. */
  dated(accountId: string, from: string, to: string): AsyncIterable<Purchase[]>;
  /** Every supplier payment dated `from` to `to`. */
  paymentsDated(accountId: string, from: string, to: string): AsyncIterable<DatedPurchasePayment[]>;
  /** One page of the account's supplier payments, newest Date first. */
  listPayments(
    accountId: string,
    filters: PurchasePaymentFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<DatedPurchasePayment>>;
  /**
   * Takes each purchase's transfer claim for `transferId` (one it holds already stays its own), a
   * hundred a write, up to the first held by another transfer: that claim is answered, and the
   * purchases of its write and after it are not taken.
   */
  claimForTransfer(
    accountId: string,
    transferId: number,
    purchaseIds: readonly number[],
  ): Promise<TransferClaim | undefined>;
  /** Hands `claim` to `transferId` if it is still as read; whether it did. */
  takeOverClaim(claim: TransferClaim, transferId: number): Promise<boolean>;
  /** Releases the claims `transferId` holds among these purchases; those another holds stay. */
  releaseClaims(accountId: string, transferId: number, purchaseIds: readonly number[]): Promise<void>;
  insertTransfer(transfer: Transfer): Promise<void>;
  getTransfer(accountId: string, transferId: number): Promise<Transfer | undefined>;
  /** One page of the account's transfers, newest first (by id). */
  listTransfers(accountId: string, limit: number, start?: StartKey): Promise<Page<Transfer>>;
  /**
   * Marks a transfer cancelled at `at` by `by`, unless it was already (the first cancel stays; its
   * `reason`, the first given), or, with `purchases`, adds those to the ones withdrawn from it, with
   * their `reasons`; the transfer as it is now, undefined when there is none.
   */
  cancelTransfer(accountId: string, transferId: number, change: TransferCancel): Promise<Transfer | undefined>;
}
