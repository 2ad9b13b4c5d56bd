import type { PaymentMethod } from '../documents/model.ts';

/** A payment received against an invoice (docs/api.md §8). */
export interface Payment {
  accountId: string;
  /** Positive, increasing per account. */
  paymentId: number;
  /** The invoice's Number. */
  invoice: string;
  /** The invoice's client, when it has one. */
  clientId?: number;
  /** Decimal text, in `currency`, with no more decimals than its minor unit. */
  amount: string;
  currency: string;
  /** `YYYY-MM-DD`: when the money came (a calendar date, no zone). */
  date: string;
  method: PaymentMethod;
  reference: string;
  notes: string;
  /** What the payment provider kept of it (docs/api.md §19): decimal text, in `currency`. */
  fee?: string;
  /** A refund (docs/api.md §19) is a payment of a negative amount: the payment it gives back. */
  refundOf?: number;
  /** The bank entry the payment was recorded from (docs/api.md §15). */
  entryId?: number;
  /** Epoch ms. */
  createdAt: number;
  /** A deleted payment is reversed: it no longer counts, and lists only with folder=deleted. */
  folder: PaymentFolder;
  /** Why the bank gave it back, when it did (a returned direct debit's reason code, docs/api.md §19). */
  reversalReason?: string;
  /** The user whose request wrote this version (webhooks name them). */
  updatedBy: number;
  version: number;
}

/** Where a payment is: live, or deleted (reversed). */
export type PaymentFolder = 'active' | 'deleted';

/** The payment list's filters (docs/api.md §8). */
export interface PaymentFilters {
  invoice?: string;
  clientId?: number;
  /** Staff: only payments on invoices of these clients. */
  clientIds?: number[];
  dateFrom?: string;
  dateTo?: string;
  method?: PaymentMethod;
  /** Oldest Date first (an export's order) rather than newest. */
  oldestFirst?: boolean;
}

/**
 * The payment provider's object (a payment intent, a refund) a payment was recorded from
 * (docs/api.md §19): claimed once across the stage, so repeats and reorderings of its webhooks
 * record it once, and its later events find their account. A claim without a payment is void: the
 * object failed before it was recorded, and nothing may record it after.
 */
export interface ProviderClaim {
  object: string;
  accountId: string;
  paymentId?: number;
  /** The provider's event whose handling recorded it: a repeat of that event is known by its claim. */
  eventId?: string;
  /**
   * What the provider took beyond what the invoice owed when its payment was recorded (a checkout
   * paid as it was being closed), not refunded yet: a decimal in the payment's currency. Refunds
   * give it back first (`takeExcess`), leaving the invoice as it is.
   */
  excess?: string;
}
