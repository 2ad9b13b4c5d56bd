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
