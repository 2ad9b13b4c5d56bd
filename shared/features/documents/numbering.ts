import { invalid, refused } from '../../kernel/errors.ts';
import type { Numbering, Profile } from '../profile/model.ts';
import { type Document, type DocumentType, documentNoun } from './model.ts';

/**
 * Numbering at issue (docs/api.md §22). Under the profile's `Numbering` `at_issue`, a draft invoice
 * or credit note holds a provisional `DRAFT-<n>` (its own sequence), and takes the invoice
 * series' next Number when it is issued: the series' head moves in the issue's own transaction,
 * conditional on the place read, so issued Numbers follow each other in the order of issue with no
 * gap and no repeat, whatever fails or races. The document stays stored under its draft Number,
 * which still finds it; its issued Number is a pointer to it.
 */

/** The sequence the provisional Numbers come from (one for invoices and credit notes). */
export const DRAFT_SEQUENCE = 'draft';
/** The sequence whose head the issued Numbers take: the invoice series. */
export const ISSUE_SERIES = 'invoice';

/** The head of the invoice series: the last place taken and the DateIssue it was taken with. */
export interface SeriesHead {
  seq: number;
  /** `YYYY-MM-DD`; empty before the first issue numbered at issue. */
  lastDate: string;
}

/** Whether documents of `type` are numbered at issue under `numbering`: invoices and credit notes. */
export const numberedAtIssue = (numbering: Numbering, type: DocumentType): boolean =>
  numbering === 'at_issue' && type !== 'estimate';

const DRAFT_PREFIX = 'DRAFT-';
const DRAFT_SHAPE = new RegExp(`^${DRAFT_PREFIX}[1-9]\\d*$`);

/** A draft's provisional Number. */
export const draftNumber = (n: number): string => `${DRAFT_PREFIX}${n}`;

/** Whether `number` has the shape of a draft's provisional Number (one chosen under `at_create` may have it too). */
export const isDraftNumber = (number: string): boolean => DRAFT_SHAPE.test(number);

/** The Number of the series' place `seq`: `INV-0007`, as Numbers given at creation. */
export const seriesNumber = (seq: number): string => `INV-${String(seq).padStart(4, '0')}`;

/**
 * Whether a document's issue takes the series' next place: where the profile numbers at issue,
 * and wherever a draft still holds a provisional `DRAFT-<n>` (made before the profile went back to
 * numbering at creation: it is never issued under its provisional Number).
 */
export const takesPlaceAtIssue = (numbering: Numbering, doc: Pick<Document, 'type' | 'General' | 'seriesSeq'>) =>
  doc.seriesSeq === undefined &&
  (numberedAtIssue(numbering, doc.type) || (doc.type !== 'estimate' && isDraftNumber(doc.General.Number)));

/** The Number a document is stored under: its draft Number once it was numbered at issue. */
export const storedNumber = (doc: Pick<Document, 'General'>): string => doc.General.DraftNumber ?? doc.General.Number;

/** Whether a write from `before` to `after` takes the series' next place (the issue of a document numbered at issue). */
export const takesSeriesPlace = (before: Document | undefined, after: Document): boolean =>
  after.seriesSeq !== undefined && before?.seriesSeq === undefined;

/** A Number chosen by the caller where the profile gives invoices and credit notes theirs at issue: 400. */
export function refuseChosenNumber(profile: Pick<Profile, 'Numbering'>, type: DocumentType): void {
  if (!numberedAtIssue(profile.Numbering, type)) return;
  throw invalid(
    'The profile numbers invoices and credit notes at issue (Numbering at_issue): a draft holds DRAFT-<n>, and its Number is given when it is issued.',
    [{ field: 'General.Number', message: 'is given at issue' }],
  );
}

/**
 * The document as numbered by its issue: the series' next Number (its draft Number kept to find
 * it), or the document unchanged when its profile numbers at creation or it holds its place
 * already. A DateIssue before the last issued one's is 409: the series follows the order of issue;
 * and so is one after the account's `today`, since every later issue would then have to wait for
 * that date (a year mistyped would stop the account's invoicing, its cancels included).
 */
export function numberAtIssue(
  doc: Document,
  profile: Pick<Profile, 'Numbering'>,
  head: SeriesHead,
  today: string,
): Document {
  if (!takesPlaceAtIssue(profile.Numbering, doc)) return doc;
  if (doc.General.DateIssue > today) {
    throw refused(
      'issue_date_order',
      `The ${documentNoun[doc.type].the} ${doc.General.Number} is dated ${doc.General.DateIssue}, after today (${today}): issued Numbers follow the order of issue, so a document is issued on its date or after it; date it ${today} or earlier.`,
      [{ field: 'General.DateIssue', message: `must be ${today} or earlier` }],
    );
  }
  // One issued ahead of today before that was refused holds the account back to today at most.
  const earliest = head.lastDate < today ? head.lastDate : today;
  if (doc.General.DateIssue < earliest) {
    throw refused(
      'issue_date_order',
      `The ${documentNoun[doc.type].the} ${doc.General.Number} is dated ${doc.General.DateIssue}, before the last issued one (${earliest}): issued Numbers follow the order of issue, so date it ${earliest} or later.`,
      [{ field: 'General.DateIssue', message: `must be ${earliest} or later` }],
    );
  }
  const seq = head.seq + 1;
  return {
    ...doc,
    seriesSeq: seq,
    General: { ...doc.General, Number: seriesNumber(seq), DraftNumber: storedNumber(doc) },
  };
}

/**
 * What names a draft by its provisional Number and is moved to its issued one by the issue
 * (docs/api.md §22): the estimate it was made of (`General.Invoice`) and the recurring profile
 * whose last invoice it is (`LastInvoice`), each only where it still names the draft.
 */
export type DraftReference =
  | { kind: 'estimate'; number: string; draft: string; issued: string }
  | { kind: 'recurring'; recurringId: string; draft: string; issued: string };

/** The references a write from `before` to `after` moves: none unless it is the issue that numbers the draft. */
export function draftReferences(before: Document | undefined, after: Document): DraftReference[] {
  if (!takesSeriesPlace(before, after) || !after.General.DraftNumber) return [];
  const moved = { draft: after.General.DraftNumber, issued: after.General.Number };
  const { Estimate, Recurring } = after.General;
  return [
    ...(Estimate ? [{ kind: 'estimate' as const, number: Estimate, ...moved }] : []),
    ...(Recurring ? [{ kind: 'recurring' as const, recurringId: Recurring, ...moved }] : []),
  ];
}
