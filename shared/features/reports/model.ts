import type { Decimal } from '../../kernel/money.ts';
import type { Document } from '../documents/model.ts';
import type { Expense } from '../expenses/model.ts';
import type { Purchase } from '../purchases/model.ts';

/**
 * Where a maintained total lives (docs/reports.md): one item per month (VAT on both bases,
 * revenue), one per month and client (revenue by client), one per client (what is due, by
 * currency and DueDate, so receivables age by the day they are asked).
 */
export type AggregateKey =
  | { kind: 'month'; month: string }
  | { kind: 'client-month'; month: string; clientId: number }
  | { kind: 'due'; clientId: number }
  /** What the business owes one supplier, by currency and DueDate (docs/api.md §18). */
  | { kind: 'payable'; supplierId: number };

/** One item's totals: field name to amount (fields in ./fields.ts). */
export type Totals = Map<string, Decimal>;

/** What a document adds to the maintained totals: per aggregate item (by its id), its fields. */
export type Contribution = Map<string, { key: AggregateKey; totals: Totals }>;

/** A change of a document as the stream carries it: what it was and what it is (absent when none). */
export interface DocumentChange {
  /** Names the change once, however often it is delivered (the stream record's id). */
  changeId: string;
  kind?: 'document';
  before?: Document;
  after?: Document;
}

/** A change of a purchase or an expense (docs/api.md §18): what the business buys moves the totals too. */
export type BookChange =
  | { changeId: string; kind: 'purchase'; before?: Purchase; after?: Purchase }
  | { changeId: string; kind: 'expense'; before?: Expense; after?: Expense };

/** Any change the reports' totals follow. */
export type ReportedChange = DocumentChange | BookChange;

/** The basis of the VAT report: on invoices (VAT on debits) or on payments (VAT on receipts). */
export const vatBases = ['invoices', 'payments'] as const;
/** A VAT basis. */
export type VatBasis = (typeof vatBases)[number];

/** How the revenue report groups. */
export const revenueGroups = ['month', 'client'] as const;
/** A revenue grouping. */
export type RevenueGroup = (typeof revenueGroups)[number];

/** The receivables' buckets, by days past DueDate. */
export const agingBuckets = ['Current', 'Days1To30', 'Days31To60', 'Days61To90', 'Over90'] as const;
/** A receivables bucket. */
export type AgingBucket = (typeof agingBuckets)[number];

/** A client with no linked client: its documents are grouped under this id. */
export const NO_CLIENT = 0;

/** The order of a report's rows: by currency code. */
export const byCurrency = <T extends { Currency: string }>(a: T, b: T) => a.Currency.localeCompare(b.Currency);
