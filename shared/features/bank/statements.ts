import { actingOwner, type Principal } from '../../access/principal.ts';
import { notFound } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import type { DebitReturn, QueuedLine, Statement, StatementLine } from '../bank-entries/model.ts';
import { returnsWithin, reverseReturned } from '../directdebit/returns.ts';
import type { Ports, Stores, StoresAndQueue } from '../ports.ts';
import { settleDebit } from '../purchases/payments.ts';
import { returnTransferPayment } from '../purchases/transfer-returns.ts';
import { storedFileKey } from '../stored-files/port.ts';
import { queueNames } from '../webhooks/queue-design.ts';
import { deadlineFrom, type WorkResumer } from '../work/model.ts';
import { readCamt } from './formats/camt.ts';
import { readCsv } from './formats/csv.ts';
import { batchesOf, claimsOf, countsOf } from './rules.ts';

/**
 * A bank statement's import (docs/bank-reconciliation.md): read, kept, recorded and its credits
 * queued in batches for the import worker (credits.ts), and queued again if a batch is lost.
 */

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
 * nothing is kept); its booked debits that name a purchase record the purchase's payment, and its
 * returned transfers give one back; then the statement record, counting those, and its booked credits queued in batches for the import
 * worker. Answers the statement, still processing unless it had no credits.
 */
export async function importStatement(
  deps: StoresAndQueue<
    'accounts' | 'bank' | 'directDebits' | 'documents' | 'mandates' | 'payments' | 'purchases' | 'sequences'
  > &
    Pick<Ports, 'storedFiles'>,
  principal: Principal,
  file: StatementFile,
): Promise<Statement> {
  const { accountId } = principal;
  const read =
    file.kind === 'xml'
      ? readCamt(file.text)
      : { format: 'csv', iban: await profileIban(deps, accountId), lines: readCsv(file.text) };
  // Booked debits that name a purchase pay it (docs/api.md §18), each bank line once.
  const purchasesPaid = (await eachSettled(read.lines, (line) => settleDebit(deps, principal, read.iban, line))).filter(
    Boolean,
  ).length;
  // Then the transfers the suppliers' banks gave back, so that a statement with both gives back what it paid.
  const returns = await eachSettled(read.lines, (line) => returnTransferPayment(deps, principal, read.iban, line));
  const purchasesReturned = returns.filter((r) => r === 'given').length;
  // A credit that gave a transfer back (now, or at an earlier import of it) is no credit to match:
  // set aside with the ignored lines, as a debit that pays a purchase is.
  const setAside = returns.flatMap((r, index) => (r ? [index] : []));
  const { entries, credits, ignored } = countsOf(read.lines, setAside);
  const statementId = await deps.sequences.next(accountId, 'statement');
  const firstEntryId = credits.length
    ? (await deps.sequences.next(accountId, 'bankentry', credits.length)) - credits.length + 1
    : 0;
  const laterReturns = returnsWithin(read.iban, read.lines);
  const batches = batchesOf(queuedCredits(read.iban, credits, firstEntryId, laterReturns));
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
    purchasesPaid,
    purchasesReturned,
    ...(setAside.length ? { setAside } : {}),
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
  await reverseReturns(deps, principal, read.iban, read.lines, laterReturns);
  await sendBatches(deps, statement, batches);
  return statement;
}

/**
 * A returned direct debit reverses the payment it gave (§19), once however often it is applied:
 * by the import, or by the sweep for an import that died before (the return of a credit of the
 * same statement is the import worker's, after that credit).
 */
async function reverseReturns(
  deps: Pick<Stores, 'bank' | 'directDebits' | 'documents' | 'mandates' | 'payments'>,
  principal: Principal,
  iban: string,
  lines: StatementLine[],
  laterReturns: ReadonlyMap<StatementLine, DebitReturn>,
): Promise<void> {
  const paired = new Set([...laterReturns.values()].map((r) => r.once));
  for (const line of lines) await reverseReturned(deps, principal, iban, line, paired);
}

/** How many lines of a statement are looked up at once. */
const linesAtOnce = 16;

/** What `settle` did with each of a statement's lines, in order, a few at a time (a statement may hold thousands, each looked up). */
async function eachSettled<T>(lines: StatementLine[], settle: (line: StatementLine) => Promise<T>): Promise<T[]> {
  const settled: T[] = [];
  for (const group of batchesOf(lines, linesAtOnce)) settled.push(...(await Promise.all(group.map(settle))));
  return settled;
}

/** A CSV names no account: its entries are taken as the profile's IBAN's (so they meet a camt.053 of it). */
async function profileIban(deps: Pick<Stores, 'accounts'>, accountId: string): Promise<string> {
  const iban = (await deps.accounts.profile(accountId))?.profile.IBAN ?? '';
  return iban.replace(/\s+/g, '').toUpperCase() || 'CSV';
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
    const { credits } = countsOf(lines, statement.setAside);
    const laterReturns = returnsWithin(statement.iban, lines);
    // Its returns too, which the import reverses before it queues the credits.
    await reverseReturns(deps, actingOwner(work.accountId), statement.iban, lines, laterReturns);
    await sendBatches(
      deps,
      statement,
      batchesOf(queuedCredits(statement.iban, credits, statement.firstEntryId, laterReturns)),
    );
    return 'queued';
  },
};

/** A statement's credits as the import worker takes them: named once, each entry's id, and the return of each a later line gives back. */
function queuedCredits(
  iban: string,
  credits: StatementLine[],
  firstEntryId: number,
  laterReturns: ReadonlyMap<StatementLine, DebitReturn>,
): QueuedLine[] {
  return claimsOf(iban, credits, firstEntryId).map((queued, position) => {
    const returned = laterReturns.get(credits[position]!);
    return returned ? { ...queued, returnedLater: returned } : queued;
  });
}

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
