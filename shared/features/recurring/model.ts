import type { Document } from '../documents/model.ts';
import type { ItemInput } from '../documents/schema.ts';
import type { Frequency } from './schedule.ts';

/** Where a profile is in its life. */
export type RecurringStatus = 'active' | 'paused' | 'finished';

/** What a profile makes on each date (docs/api.md §13). */
export interface RecurringTerms {
  Name: string;
  Frequency: Frequency;
  Interval: number;
  StartDate: string;
  EndDate?: string;
  Occurrences?: number;
  DueDays: number;
  Send: 'draft' | 'email';
  Currency?: string;
  /** Decimal text, as a document's. */
  GeneralDiscount?: string;
  Comments?: Partial<Document['Comments']>;
  Items: ItemInput[];
}

/** A recurring profile: its terms, its client and where its schedule is. */
export interface Recurring extends RecurringTerms {
  accountId: string;
  /** `REC-0001`... per account. */
  recurringId: string;
  clientId: number;
  clientReference: string;
  status: RecurringStatus;
  /** The schedule index of the next date to make (0 is StartDate). */
  nextIndex: number;
  /** That date; absent once finished. */
  nextDate?: string;
  /** Invoices made. */
  count: number;
  lastInvoice?: string;
  folder: 'active' | 'deleted';
  version: number;
  createdAt: number;
  createdBy: number;
  updatedBy: number;
}

/** Whether a profile waits for its next date: live, active, not finished. Only these are in the due indexes. */
export const isScheduled = (r: Recurring): r is Recurring & { nextDate: string } =>
  r.folder === 'active' && r.status === 'active' && r.nextDate !== undefined;

/** The list filters of `GET /api/recurring/list`. */
export interface RecurringFilters {
  clientId?: number;
  status?: RecurringStatus;
}
