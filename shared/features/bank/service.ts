import { actingOwner, type Principal } from '../../access/principal.ts';
import { eachAtMost } from '../../kernel/concurrency.ts';
import { Failure, isConflict, notFound, refused } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type {
  BankEntry,
  EntryFilters,
  EntryStatus,
  LineClaim,
  LineOutcome,
  QueuedLine,
  Statement,
  UnmatchedReason,
} from '../bank-entries/model.ts';
import { reverseReturned } from '../directdebit/returns.ts';
import type { Document } from '../documents/model.ts';
import { createPayment } from '../payments/service.ts';
import type { Ports, Stores, StoresAndQueue } from '../ports.ts';
import { settleDebit } from '../purchases/payments.ts';
import { storedFileKey } from '../stored-files/port.ts';
import { queueNames } from '../webhooks/queue-design.ts';
import { deadlineFrom, type WorkResumer } from '../work/model.ts';
import { readCamt } from './formats/camt.ts';
import { readCsv } from './formats/csv.ts';
import { batchesOf, claimsOf, countsOf, numberWordsIn, referencesOf, refusalOf } from './rules.ts';

/** The queue the credits of a statement go through, in batches, to the import worker. */
export const BANK_IMPORTS_QUEUE = queueNames.bankImports;

/** One message of the import queue: a batch of one statement's credits. */
export interface ImportBatch {
  accountId: string;
  statementId: number;
  batch: number;
  lines: QueuedLine[];
}

/** A statement's body as sent: XML (camt.053) or CSV. */
export interface StatementFile {
  kind: 'xml' | 'csv';
  /** Its media type as sent, kept with it. */
  type: string;
  text: string;
}

/**
 * Imports a statement (docs/api.md §15): read whole first (any bad entry refuses all of it, and
 * nothing is kept), then the statement record, then its booked credits queued in batches for
 * the import worker; its booked debits that name a purchase record the purchase's payment. Answers
 * the statement, still processing unless it had no credits.
 */
export async function importStatement(
  deps: StoresAndQueue<'accounts' | 'bank' | 'documents' | 'mandates' | 'payments' | 'purchases' | 'sequences'> &
    Pick<Ports, 'storedFiles'>,
  principal: Principal,
  file: StatementFile,
): Promise<Statement> {
  const { accountId } = principal;
  const read =
    file.kind === 'xml'
      ? readCamt(file.text)
      : { format: 'csv', iban: await profileIban(deps, accountId), lines: readCsv(file.text) };
  const { entries, credits, ignored } = countsOf(read.lines);
  const statementId = await deps.sequences.next(accountId, 'statement');
  const firstEntryId = credits.length
    ? (await deps.sequences.next(accountId, 'bankentry', credits.length)) - credits.length + 1
    : 0;
  const batches = batchesOf(claimsOf(read.iban, credits, firstEntryId));
  // Kept before it is counted on: a lost message of its credits is queued again from it.
  const kept = credits.length
    ? { key: storedFileKey(accountId, 'statements', `${statementId}.${file.kind}`), type: file.type }
    : undefined;
  if (kept) await deps.storedFiles.put(kept.key, { type: kept.type, bytes: Buffer.from(file.text, 'utf8') });
  const statement: Statement = {
    accountId,
    statementId,
    format: read.format,
    iban: read.iban,
    createdAt: Date.now(),
    createdBy: principal.userId,
    entries,
    credits: credits.length,
    ignored,
    matched: 0,
    unmatched: 0,
    duplicates: 0,
    batches: batches.length,
    batchesDone: 0,
    firstEntryId,
    ...(kept ? { file: kept } : {}),
  };
  // Pending work until its last batch is counted: a lost message of its credits is queued again from the kept file.
  await deps.bank.createStatement(statement, kept ? deadlineFrom(statement.createdAt) : undefined);
  // Booked debits that name a purchase pay it (docs/api.md §18), each bank line once; a returned
  // direct debit reverses the payment it gave (§19).
  for (const line of read.lines) {
    await settleDebit(deps, principal, read.iban, line);
    await reverseReturned(deps, principal, line);
  }
  await sendBatches(deps, statement, batches);
  return statement;
}

/** A CSV names no account: its entries are taken as the profile's IBAN's (so they meet a camt.053 of it). */
async function profileIban(deps: Pick<Stores, 'accounts'>, accountId: string): Promise<string> {
  const iban = (await deps.accounts.profile(accountId))?.profile.IBAN ?? '';
  return iban.replace(/\s+/g, '').toUpperCase() || 'CSV';
}

/**
 * How many of a batch's credits are handled at once: their payments' journal appends go together,
 * a transaction for many (shared/adapters/dynamodb/journal-store.ts); entries that pay one
 * invoice retry each other's writes.
 */
const CONCURRENT_LINES = 12;

/**
 * The import worker's part (docs/bank-reconciliation.md): each credit of a batch imported
 * once, whatever runs again or races. A credit whose claim is held by another statement, or
 * another credit of this one, is a duplicate; one whose claim is its own was imported by an
 * earlier run of this batch, and counts as it was then. The batch's counts are added once.
 */
export async function importBatch(
  deps: Pick<Stores, 'accounts' | 'bank' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  message: ImportBatch,
): Promise<Record<LineOutcome, number>> {
  const { accountId, statementId, lines } = message;
  const principal = actingOwner(accountId);
  const held = await deps.bank.claims(
    accountId,
    lines.map((l) => l.claim),
  );
  // The ids of the payments this batch may record, taken in one write (an unmatched credit leaves a gap).
  const open = lines.filter((l) => !held.has(l.claim));
  const lastId = open.length ? await deps.sequences.next(accountId, 'payment', open.length) : 0;
  const paymentIds = new Map(open.map((l, i) => [l, lastId - open.length + 1 + i]));
  // The invoices the open credits name by RF reference, read together: a line's payment takes its
  // invoice from here, and reads it again only when another write changed it since.
  const byReference = await deps.documents.byPaymentReferences(accountId, open.flatMap(referencesOf));
  const outcomes: LineOutcome[] = new Array(lines.length);
  await eachAtMost(lines, CONCURRENT_LINES, async (line, at) => {
    const claim = held.get(line.claim);
    outcomes[at] = claim
      ? outcomeOf(claim, statementId, line)
      : await importLine(deps, principal, { statementId, line, paymentId: paymentIds.get(line)!, byReference });
  });
  const counts = { matched: 0, unmatched: 0, duplicate: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  await deps.bank.countBatch(accountId, statementId, message.batch, {
    matched: counts.matched,
    unmatched: counts.unmatched,
    duplicates: counts.duplicate,
  });
  return counts;
}

/** What a held claim says of this line: its own import's outcome, or a duplicate. */
const outcomeOf = (claim: LineClaim, statementId: number, line: QueuedLine): LineOutcome =>
  claim.statementId === statementId && claim.position === line.position ? claim.outcome : 'duplicate';

/** A credit of a batch as its import takes it: its payment's id, and the invoices the batch's RF references name. */
interface BatchLine {
  statementId: number;
  line: QueuedLine;
  paymentId: number;
  byReference: ReadonlyMap<string, Document>;
}

async function importLine(
  deps: Pick<Stores, 'accounts' | 'bank' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  batchLine: BatchLine,
): Promise<LineOutcome> {
  const { statementId, line } = batchLine;
  try {
    return await recordLine(deps, principal, batchLine);
  } catch (error) {
    // Another statement (or this one's twin credit) took the claim first.
    if (!isConflict(error, 'claimed')) throw error;
    const [claim] = (await deps.bank.claims(principal.accountId, [line.claim])).values();
    if (!claim) throw error;
    return outcomeOf(claim, statementId, line);
  }
}

/** The credit's entry: a payment on the invoice it names when it can pay it, else unmatched with the reason. */
async function recordLine(
  deps: Pick<Stores, 'accounts' | 'bank' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  { statementId, line, paymentId, byReference }: BatchLine,
): Promise<LineOutcome> {
  const entry: BankEntry = {
    accountId: principal.accountId,
    entryId: line.entryId,
    statementId,
    date: line.date,
    amount: line.amount,
    currency: line.currency,
    name: line.name,
    reference: line.reference,
    bankRef: line.bankRef,
    status: 'unmatched',
    createdAt: Date.now(),
    updatedBy: principal.userId,
    version: 0,
  };
  const claim = (outcome: LineClaim['outcome']): LineClaim => ({
    name: line.claim,
    statementId,
    position: line.position,
    outcome,
  });
  const unmatched = async (reason: UnmatchedReason) => {
    await deps.bank.writeEntry({ after: { ...entry, reason }, claim: claim('unmatched') });
    return 'unmatched' as const;
  };
  const invoice = await invoiceNamed(deps, principal.accountId, line, byReference);
  if (!invoice) return unmatched('no_reference');
  const reason = refusalOf(line, invoice);
  if (reason) return unmatched(reason);
  try {
    await createPayment(deps, principal, paymentOf(entry, invoice.General.Number, methodOf(invoice)), {
      invoice,
      paymentId,
      write: async (payment) => ({
        after: matchedTo(entry, payment.paymentId, payment.invoice, principal.userId),
        claim: claim('matched'),
      }),
    });
    return 'matched';
  } catch (error) {
    // The invoice changed since it was read: paid meanwhile (a race lost to another payment is
    // already_paid, as the invoice now says), or partly paid so this credit is too much, or cancelled.
    if (error instanceof Failure && error.code === 'overpayment') {
      const now = await deps.documents.get(principal.accountId, 'invoice', invoice.General.Number);
      return unmatched((now && refusalOf(line, now)) || 'overpayment');
    }
    if (error instanceof Failure && error.code === 'invoice_cancelled') return unmatched('cancelled');
    throw error;
  }
}

/** How a credit paid an invoice: by direct debit when its collection is with the bank (docs/api.md §19), else by transfer. */
const methodOf = (invoice: Pick<Document, 'collection'> | undefined) =>
  invoice?.collection ? ('direct_debit' as const) : ('bank_transfer' as const);

/** The payment a credit records: on its booking date, with the bank's reference. */
const paymentOf = (entry: BankEntry, invoice: string, method: 'direct_debit' | 'bank_transfer') => ({
  Invoice: invoice,
  Amount: entry.amount,
  Date: entry.date,
  Method: method,
  ...(entry.bankRef ? { Reference: entry.bankRef } : {}),
});

const matchedTo = (entry: BankEntry, paymentId: number, invoice: string, userId: number): BankEntry => {
  const { reason: _reason, ...rest } = entry;
  return { ...rest, status: 'matched', paymentId, invoice, updatedBy: userId };
};

/**
 * The invoice a credit names (docs/api.md §15): by an RF reference equal to an invoice's
 * PaymentReference, else the one invoice whose Number is a whole word of the reference text.
 */
async function invoiceNamed(
  deps: Pick<Stores, 'documents'>,
  accountId: string,
  line: QueuedLine,
  byReference: ReadonlyMap<string, Document>,
): Promise<Document | undefined> {
  for (const reference of referencesOf(line)) {
    const invoice = byReference.get(reference);
    if (invoice) return invoice;
  }
  const named = await Promise.all(
    numberWordsIn(line.reference).map((word) => deps.documents.get(accountId, 'invoice', word)),
  );
  // One invoice named by both its Numbers (draft and issued, docs/api.md §22) is one invoice.
  const found = new Map(named.filter((d): d is Document => d !== undefined).map((d) => [d.General.Number, d]));
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/** A statement of the account, or 404. */
export async function getStatement(
  deps: Pick<Stores, 'bank'>,
  principal: Principal,
  statementId: number,
): Promise<Statement> {
  const statement = await deps.bank.statement(principal.accountId, statementId);
  if (!statement) throw notFound(`The statement ${statementId}`);
  return statement;
}

/**
 * A statement still processing past its deadline lost a message of its credits (docs/asynchronous-work.md):
 * they are queued again from its kept file. Each credit is imported once, and each batch counted
 * once, so what was done is not done twice.
 */
export const statementResumer: WorkResumer = {
  kind: 'statement',
  async resume(deps, work) {
    const statement = await deps.bank.statement(work.accountId, Number(work.ref));
    const kept = statement?.file;
    if (!statement || !kept || statement.batchesDone >= statement.batches) return 'done';
    const file = await deps.storedFiles.get(kept.key);
    if (!file) {
      // Nothing to queue from: it stays processing, and says so in the log.
      log.error('a statement lost its kept file: its credits cannot be queued again', undefined, { ...work });
      return 'done';
    }
    const text = Buffer.from(file.bytes).toString('utf8');
    const lines = kept.key.endsWith('.csv') ? readCsv(text) : readCamt(text).lines;
    await sendBatches(
      deps,
      statement,
      batchesOf(claimsOf(statement.iban, countsOf(lines).credits, statement.firstEntryId)),
    );
    return 'queued';
  },
};

/** Queues a statement's credits for the import worker, a batch to a message. */
const sendBatches = (
  deps: Pick<StoresAndQueue, 'queue'>,
  { accountId, statementId }: Pick<Statement, 'accountId' | 'statementId'>,
  batches: QueuedLine[][],
) =>
  deps.queue.send(
    BANK_IMPORTS_QUEUE,
    batches.map((lines, batch) => ({
      body: JSON.stringify({ accountId, statementId, batch, lines } satisfies ImportBatch),
    })),
  );

/** An entry of the account, or 404. */
export async function getEntry(deps: Pick<Stores, 'bank'>, principal: Principal, entryId: number): Promise<BankEntry> {
  const entry = await deps.bank.entry(principal.accountId, entryId);
  if (!entry) throw notFound(`The bank entry ${entryId}`);
  return entry;
}

/** One page of the account's entries, newest first; of one statement (404 when it is not the account's) and of one status. */
export async function listEntries(
  deps: Pick<Stores, 'bank'>,
  principal: Principal,
  query: { status?: EntryStatus; statementId?: number },
  limit: number,
  start?: StartKey,
): Promise<Page<BankEntry>> {
  const filters: EntryFilters = query.status ? { status: query.status } : {};
  if (query.statementId !== undefined) {
    const statement = await deps.bank.statement(principal.accountId, query.statementId);
    // A statement with no entries of its own (every credit a duplicate) lists none.
    if (!statement?.credits) return { items: [] };
    filters.statement = {
      statementId: statement.statementId,
      first: statement.firstEntryId,
      last: statement.firstEntryId + statement.credits - 1,
    };
  }
  return deps.bank.entries(principal.accountId, filters, limit, start);
}

const entryMatched = (entryId: number) =>
  refused('entry_matched', `The bank entry ${entryId} is matched already: delete its payment first.`);

/**
 * Matches an entry to an invoice by hand: the payment recorded as section 8 records one (its
 * refusals apply), the entry matched in the same write. The entry's currency must be the invoice's.
 */
export async function matchEntry(
  deps: Pick<Stores, 'accounts' | 'bank' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  entryId: number,
  number: string,
) {
  const entry = await getEntry(deps, principal, entryId);
  if (entry.status === 'matched') throw entryMatched(entryId);
  const invoice = await deps.documents.get(principal.accountId, 'invoice', number);
  if (invoice && invoice.General.Currency !== entry.currency)
    throw refused(
      'currency_mismatch',
      `The bank entry is in ${entry.currency}, the invoice ${number} in ${invoice.General.Currency}.`,
    );
  return createPayment(deps, principal, paymentOf(entry, number, methodOf(invoice)), {
    write: async (payment) => {
      // Read again on each run: the entry may have been matched or ignored meanwhile.
      const now = await getEntry(deps, principal, entryId);
      if (now.status === 'matched') throw entryMatched(entryId);
      return {
        before: now,
        after: { ...matchedTo(now, payment.paymentId, payment.invoice, principal.userId), version: now.version + 1 },
      };
    },
  });
}

/** Sets an entry aside: it records nothing and is listed with status=ignored (a matched one: 409). */
export const ignoreEntry = (deps: Pick<Stores, 'bank'>, principal: Principal, entryId: number): Promise<void> =>
  retryOnConflict(async () => {
    const before = await getEntry(deps, principal, entryId);
    if (before.status === 'matched') throw entryMatched(entryId);
    if (before.status === 'ignored') return;
    const { reason: _reason, ...rest } = before;
    await deps.bank.writeEntry({
      before,
      after: { ...rest, status: 'ignored', version: before.version + 1, updatedBy: principal.userId },
    });
  });
