/** One rate's share of an expense or a purchase: its base and its VAT, exact decimals as text. */
export interface RateTotal {
  VATCategory?: string;
  VATPercentage: string;
  Base: string;
  VATValue: string;
}

/** One line of a ticket: a base before VAT at a rate. */
export interface ExpenseLine {
  Description: string;
  Base: string;
  VATPercentage: string;
}

/**
 * An expense (docs/api.md §18): a receipt or a ticket, not an e-invoice, in an expense category.
 * Its totals are worked out once, when its amounts are written, and kept.
 */
export interface Expense {
  accountId: string;
  expenseId: number;
  createdAt: number;
  /** Who created it: staff see only theirs. */
  createdBy: number;
  updatedBy: number;
  version: number;
  folder: 'active' | 'deleted';
  Date: string;
  Category: string;
  Description: string;
  supplierId?: number;
  Currency: string;
  /** Set when the expense was given all taxes included: the amount paid, the VAT taken out of it. */
  Amount?: string;
  Lines: ExpenseLine[];
  rates: RateTotal[];
  TotalHT: string;
  TotalVAT: string;
  TotalNET: string;
  /**
   * Its receipt: type, size, when, and its key in the bucket (each receipt a key of its own, so a
   * replaced one is kept, as the books may ask for it; none on receipts kept before 2026-12-05,
   * which are under the expense's one key).
   */
  receipt?: { Type: string; Size: number; At: number; Key?: string };
}

/** The list's filters (docs/api.md §18). */
export interface ExpenseFilters {
  category?: string;
  supplierId?: number;
  from?: string;
  to?: string;
  /** Staff list only the expenses they created. */
  createdBy?: number;
}

/** The media types a receipt may be (docs/api.md §18). */
export const RECEIPT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** A receipt's media type. */
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
/** A receipt's largest size: 10 MiB. */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
