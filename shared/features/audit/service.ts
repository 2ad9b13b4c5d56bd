import type { Principal } from '../../access/principal.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { DocumentType } from '../documents/model.ts';
import type { Stores } from '../ports.ts';
import { chainBreak, digestOf } from './chain.ts';
import { documentContent, paymentContent } from './events.ts';
import type { JournalEntry, JournalFilters } from './model.ts';

/** Entries read a page when the whole journal is read (verify, the export). */
const WHOLE_PAGE = 1000;

/** One page of the account's journal (owner). */
export const listJournal = (
  deps: Pick<Stores, 'journal'>,
  principal: Principal,
  filters: JournalFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<JournalEntry>> => deps.journal.list(principal.accountId, filters, limit, start);

/** Every entry that passes the filters, a page at a time, in Seq order. */
export async function* journalPages(deps: Pick<Stores, 'journal'>, accountId: string, filters: JournalFilters = {}) {
  let start: StartKey | undefined;
  do {
    const page = await deps.journal.list(accountId, filters, WHOLE_PAGE, start);
    yield page.items;
    start = page.next;
  } while (start);
}

/** What verify answers (docs/api.md §22). */
export interface Verification {
  Valid: boolean;
  Entries: number;
  /** The last entry's Hash; null for an empty journal. */
  Head: string | null;
  /** The first entry that breaks the chain or whose object no longer has its Digest. */
  Broken?: { Seq: number; Kind?: string; Reason: string };
  /** Where the invoice series numbered at issue skips a place: the issued Number before, and the next one. */
  Gaps?: SeriesGap[];
}

/** A place the invoice series numbered at issue skips (docs/api.md §22). */
export interface SeriesGap {
  After: string;
  Next: string;
}

/**
 * Follows the issues numbered at issue through the journal, in its order: each must take the
 * place after the one before (`Object.Series`). Feed it the entries in Seq order; `gaps` holds
 * what it found.
 */
export function seriesFollower() {
  const gaps: SeriesGap[] = [];
  let last: { seq: number; number: string } | undefined;
  return {
    gaps,
    follow(entry: JournalEntry) {
      const seq = entry.Object.Series;
      if (!entry.Kind.endsWith('.issued') || typeof seq !== 'number') return;
      if (last && seq !== last.seq + 1) gaps.push({ After: last.number, Next: String(entry.Object.Number) });
      last = { seq, number: String(entry.Object.Number) };
    },
  };
}

/** The Digest an entry's object has now, or why it has none; undefined for an entry whose object is the entry itself. */
type DigestNow = (entry: JournalEntry) => Promise<string | undefined>;

/** Reads each object once: a document's entries (issue, cancel) share its digest. */
function objectDigests(deps: Pick<Stores, 'documents' | 'payments'>, accountId: string): DigestNow {
  const seen = new Map<string, Promise<string>>();
  const once = (key: string, read: () => Promise<string>) => {
    if (!seen.has(key)) seen.set(key, read());
    return seen.get(key)!;
  };
  return async (entry) => {
    const { Type: type, Number: number, PaymentId: paymentId } = entry.Object;
    if (entry.Kind === 'payment.recorded' || entry.Kind === 'payment.deleted')
      return once(`payment/${paymentId}`, async () => {
        const payment = await deps.payments.get(accountId, Number(paymentId));
        return payment ? digestOf(paymentContent(payment)) : 'the payment is gone';
      });
    if (entry.Kind.startsWith('lifecycle.') || entry.Kind === 'export.made') return undefined;
    return once(`${type}/${number}`, async () => {
      const doc = await deps.documents.get(accountId, type as DocumentType, String(number));
      return doc ? digestOf(documentContent(doc)) : 'the document is gone';
    });
  };
}

/**
 * Checks the account's whole journal (docs/api.md §22): each entry chains to the one before,
 * its Hash is its fields', each document and payment still has the content its Digest took, and
 * no entry is missing after the last one read. Reads a page at a time.
 */
export async function verifyJournal(
  deps: Pick<Stores, 'documents' | 'journal' | 'payments'>,
  principal: Principal,
): Promise<Verification> {
  const accountId = principal.accountId;
  const digestNow = objectDigests(deps, accountId);
  const series = seriesFollower();
  let prior: JournalEntry | undefined;
  let count = 0;
  const broken = (entry: Pick<JournalEntry, 'Seq'> & { Kind?: string }, Reason: string): Verification => ({
    Valid: false,
    Entries: count,
    Head: prior?.Hash ?? null,
    Broken: { Seq: entry.Seq, ...(entry.Kind ? { Kind: entry.Kind } : {}), Reason },
  });
  for await (const entries of journalPages(deps, accountId)) {
    const digests = await Promise.all(entries.map(digestNow));
    for (const [i, entry] of entries.entries()) {
      const reason = chainBreak(entry, prior);
      if (reason) return broken(entry, reason);
      const now = digests[i];
      if (now !== undefined && now !== entry.Digest)
        return broken(entry, now.length === 64 ? 'the object no longer has the content its Digest took' : now);
      series.follow(entry);
      prior = entry;
      count += 1;
    }
  }
  const head = await deps.journal.head(accountId);
  if ((head?.seq ?? 0) !== count)
    return broken({ Seq: count + 1 }, `the journal ends at ${count}, its head at ${head?.seq}`);
  const { gaps } = series;
  return { Valid: !gaps.length, Entries: count, Head: prior?.Hash ?? null, ...(gaps.length ? { Gaps: gaps } : {}) };
}
