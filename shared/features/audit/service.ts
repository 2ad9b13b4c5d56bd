import type { Principal } from '../../access/principal.ts';
import { startedAhead } from '../../kernel/concurrency.ts';
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

const paymentKey = (paymentId: unknown) => `payment/${paymentId}`;
const documentKey = (type: unknown, number: unknown) => `${type}/${number}`;

/** The object an entry's Digest is checked against; none for an entry whose object is the entry itself. */
function objectOf(
  entry: JournalEntry,
): { key: string; paymentId: number } | { key: string; type: DocumentType; number: string } | undefined {
  const { Type: type, Number: number, PaymentId: paymentId } = entry.Object;
  if (entry.Kind === 'payment.recorded' || entry.Kind === 'payment.deleted')
    return { key: paymentKey(paymentId), paymentId: Number(paymentId) };
  if (entry.Kind.startsWith('lifecycle.') || entry.Kind === 'export.made') return undefined;
  return { key: documentKey(type, number), type: type as DocumentType, number: String(number) };
}

/**
 * The Digest each entry's object has now, or why it has none. Each object is read once, the
 * objects a page of entries names in a few calls (`readFor`): a document's entries (issue,
 * cancel) share its digest.
 */
function objectDigests(deps: Pick<Stores, 'documents' | 'payments'>, accountId: string) {
  const now = new Map<string, string>();
  return {
    async readFor(entries: JournalEntry[]) {
      const unread = new Map(
        entries.flatMap((entry) => {
          const object = objectOf(entry);
          return object && !now.has(object.key) ? [[object.key, object] as const] : [];
        }),
      );
      const paymentIds: number[] = [];
      const documents: { type: DocumentType; number: string }[] = [];
      for (const object of unread.values()) {
        if ('paymentId' in object) {
          paymentIds.push(object.paymentId);
          now.set(object.key, 'the payment is gone');
        } else {
          documents.push(object);
          now.set(object.key, 'the document is gone');
        }
      }
      const [paid, made] = await Promise.all([
        paymentIds.length ? deps.payments.many(accountId, paymentIds) : [],
        documents.length ? deps.documents.many(accountId, documents) : [],
      ]);
      for (const payment of paid) now.set(paymentKey(payment.paymentId), digestOf(paymentContent(payment)));
      for (const doc of made) now.set(documentKey(doc.type, doc.General.Number), digestOf(documentContent(doc)));
    },
    of: (entry: JournalEntry): string | undefined => {
      const object = objectOf(entry);
      return object && now.get(object.key);
    },
  };
}

/** Entries verify reads a call, and how many such reads run ahead of the entries it checks. */
const VERIFY_RANGE = 1000;
const VERIFY_AHEAD = 4;

/**
 * The journal's entries up to `last`, a range of Seqs at a time in order, the next ranges read
 * while one is checked (the Seqs are known: 1 to the head's).
 */
async function* entriesUpTo(deps: Pick<Stores, 'journal'>, accountId: string, last: number) {
  const ranges = Math.ceil(last / VERIFY_RANGE);
  const reads: (Promise<JournalEntry[]> | undefined)[] = [];
  // A read ahead that fails while verify has stopped is nobody's failure; awaited, it still throws.
  const read = (i: number) =>
    startedAhead(deps.journal.range(accountId, i * VERIFY_RANGE + 1, Math.min(last, (i + 1) * VERIFY_RANGE)));
  for (let i = 0; i < ranges; i += 1) {
    while (reads.length < Math.min(ranges, i + 1 + VERIFY_AHEAD)) reads.push(read(reads.length));
    const entries = await reads[i]!;
    reads[i] = undefined;
    yield entries;
  }
}

/**
 * Checks the account's whole journal (docs/api.md §22) up to its head: each entry chains to the
 * one before, its Hash is its fields', each document and payment still has the content its
 * Digest took, no entry is missing up to the head and none lies past it. Entries appended while
 * it reads are past the head it started from, and left to the next verify.
 */
export async function verifyJournal(
  deps: Pick<Stores, 'documents' | 'journal' | 'payments'>,
  principal: Principal,
): Promise<Verification> {
  const accountId = principal.accountId;
  const digests = objectDigests(deps, accountId);
  const series = seriesFollower();
  let prior: JournalEntry | undefined;
  let count = 0;
  const broken = (entry: Pick<JournalEntry, 'Seq'> & { Kind?: string }, Reason: string): Verification => ({
    Valid: false,
    Entries: count,
    Head: prior?.Hash ?? null,
    Broken: { Seq: entry.Seq, ...(entry.Kind ? { Kind: entry.Kind } : {}), Reason },
  });
  const last = (await deps.journal.head(accountId))?.seq ?? 0;
  for await (const entries of entriesUpTo(deps, accountId, last)) {
    await digests.readFor(entries);
    for (const entry of entries) {
      const reason = chainBreak(entry, prior);
      if (reason) return broken(entry, reason);
      const now = digests.of(entry);
      if (now !== undefined && now !== entry.Digest)
        return broken(entry, now.length === 64 ? 'the object no longer has the content its Digest took' : now);
      series.follow(entry);
      prior = entry;
      count += 1;
    }
  }
  if (count !== last) return broken({ Seq: count + 1 }, `the journal ends at ${count}, its head at ${last}`);
  // An entry past the head is one a concurrent append wrote (the head moved with it), or a forgery.
  const [past] = await deps.journal.range(accountId, last + 1, last + 1);
  if (past && ((await deps.journal.head(accountId))?.seq ?? 0) <= last)
    return broken(past, `an entry past the journal's head (${last})`);
  const { gaps } = series;
  return { Valid: !gaps.length, Entries: count, Head: prior?.Hash ?? null, ...(gaps.length ? { Gaps: gaps } : {}) };
}
