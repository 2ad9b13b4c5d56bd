import { actingOwner, type Principal } from '../../access/principal.ts';
import { eachAtMost } from '../../kernel/concurrency.ts';
import { Failure, isConflict } from '../../kernel/errors.ts';
import type { BankEntry, LineClaim, LineOutcome, QueuedLine, UnmatchedReason } from '../bank-entries/model.ts';
import { applyParkedReturns, reverseDebit } from '../directdebit/returns.ts';
import { isCreditorReference } from '../documents/creditor-reference.ts';
import type { Document } from '../documents/model.ts';
import { createPayment } from '../payments/service.ts';
import type { Stores } from '../ports.ts';
import { matchedTo, methodOf, numberWordsIn, paymentOf, referencesOf, refusalOf } from './rules.ts';
import type { ImportBatch } from './statements.ts';

/**
 * The import worker's part of a statement (docs/bank-reconciliation.md): each credit an entry,
 * matched by its RF reference or an invoice's Number to a payment, or unmatched with its reason.
 */

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
  deps: Pick<
    Stores,
    'accounts' | 'bank' | 'clients' | 'directDebits' | 'documents' | 'issueRules' | 'payments' | 'sequences'
  >,
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
  // A collection the same statement gives back later: its payment, recorded now (or by an earlier
  // run of this batch, or by the statement that brought the credit first), is reversed, once (the
  // return's name is taken with the reversal), as a return of an earlier statement's credit is at once.
  for (const line of lines)
    if (line.returnedLater && line.endToEndId)
      await reverseDebit(deps, principal, line.endToEndId, line, line.returnedLater);
  // A return read before its credit (its statement imported first, or at the same moment) was
  // kept: the collection's payment recorded now, it is reversed.
  for (const reference of await collectionsRecorded(deps, accountId, lines, outcomes, byReference))
    await applyParkedReturns(deps, principal, reference);
  const counts = { matched: 0, unmatched: 0, duplicate: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  await deps.bank.countBatch(accountId, statementId, message.batch, {
    matched: counts.matched,
    unmatched: counts.unmatched,
    duplicates: counts.duplicate,
  });
  return counts;
}

/**
 * The references of the direct-debit invoices whose collections this batch recorded (now, or by
 * an earlier run of it, whose invoices were not read this time).
 */
async function collectionsRecorded(
  deps: Pick<Stores, 'documents'>,
  accountId: string,
  lines: QueuedLine[],
  outcomes: LineOutcome[],
  byReference: ReadonlyMap<string, Document>,
): Promise<string[]> {
  const references = [
    ...new Set(
      lines.flatMap((line, at) =>
        outcomes[at] === 'matched' && line.endToEndId && isCreditorReference(line.endToEndId) ? [line.endToEndId] : [],
      ),
    ),
  ];
  const unread = references.filter((reference) => !byReference.has(reference));
  const read = unread.length ? await deps.documents.byPaymentReferences(accountId, unread) : new Map();
  return references.filter((reference) => (byReference.get(reference) ?? read.get(reference))?.directDebit);
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
