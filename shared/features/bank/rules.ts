import { createHash } from 'node:crypto';
import { decimal } from '../../kernel/money.ts';
import type { BankEntry, QueuedLine, StatementLine, UnmatchedReason } from '../bank-entries/model.ts';
import { isCreditorReference, referencesIn } from '../documents/creditor-reference.ts';
import type { Document } from '../documents/model.ts';
import { computeTotals } from '../documents/totals.ts';

/** How many credits one queued message carries: a message stays far below SQS's size limit. */
export const LINES_PER_BATCH = 100;

/** What a statement holds: every entry, its booked credits (kept; not those `setAside`, by place), and the rest (ignored). */
export function countsOf(lines: StatementLine[], setAside: readonly number[] = []) {
  const aside = new Set(setAside);
  const credits = lines.filter((l, index) => l.credit && l.booked && !aside.has(index));
  return { entries: lines.length, credits, ignored: lines.length - credits.length };
}

/**
 * The name a credit's import takes for good in the account: the bank's reference for the
 * statement's account, or, without one, its date, amount, currency, name and reference with
 * how many times the same came before it in the statement (two equal payments on one day are two).
 */
export function claimsOf(iban: string, credits: StatementLine[], firstEntryId: number): QueuedLine[] {
  const seen = new Map<string, number>();
  return credits.map((line, position) => {
    let claim: string;
    if (line.bankRef) claim = `bank/${iban}/ref/${line.bankRef}`;
    else {
      const content = createHash('sha256')
        .update(JSON.stringify([line.date, line.amount, line.currency, line.name, line.reference]))
        .digest('base64url');
      const occurrence = (seen.get(content) ?? 0) + 1;
      seen.set(content, occurrence);
      claim = `bank/${iban}/line/${content}/${occurrence}`;
    }
    return { ...line, position, entryId: firstEntryId + position, claim };
  });
}

/** A statement's lines in batches of `size`: by default LINES_PER_BATCH, the credits of one queued message. */
export const batchesOf = <T>(lines: T[], size = LINES_PER_BATCH): T[][] =>
  Array.from({ length: Math.ceil(lines.length / size) }, (_, i) => lines.slice(i * size, (i + 1) * size));

/** The RF references a line names: the structured one first, then those in its text. */
export function referencesOf(line: Pick<StatementLine, 'structured' | 'reference' | 'endToEndId'>): string[] {
  const structured = line.structured && isCreditorReference(line.structured) ? [line.structured] : [];
  // A direct debit file's end-to-end id is the invoice's reference (docs/api.md §19), given back by the bank.
  const endToEnd = line.endToEndId && isCreditorReference(line.endToEndId) ? [line.endToEndId] : [];
  return [...new Set([...structured, ...referencesIn(line.reference), ...endToEnd])];
}

/** The most words of a reference text looked up as invoice Numbers. */
const MAX_WORDS = 20;

/** The words of a reference text that could be an invoice Number (a Number's letters, digits and `._#-`). */
export function numberWordsIn(text: string): string[] {
  const words = text
    .split(/[\s,;:!?()[\]{}<>"'/\\|+*=]+/)
    .map((w) => w.replace(/[.\-_#]+$/, ''))
    .filter((w) => w.length <= 40 && /^[\p{L}\p{N}][\p{L}\p{N}._#-]*$/u.test(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Why a credit cannot pay the invoice it names (docs/api.md §15), or undefined when it can: the
 * invoice issued, not cancelled, in the credit's currency, the amount at most its TotalDue.
 */
export function refusalOf(
  line: Pick<StatementLine, 'amount' | 'currency'>,
  invoice: Document,
): UnmatchedReason | undefined {
  if (invoice.General.Status === 'draft') return 'not_issued';
  if (invoice.General.Status === 'cancelled') return 'cancelled';
  if (invoice.General.Currency !== line.currency) return 'currency';
  const due = computeTotals(invoice).TotalDue;
  if (due.lte(0)) return 'already_paid';
  return decimal(line.amount).gt(due) ? 'overpayment' : undefined;
}

/** How a credit paid an invoice: by direct debit when its collection is with the bank (docs/api.md §19), else by transfer. */
export const methodOf = (invoice: Pick<Document, 'collection'> | undefined) =>
  invoice?.collection ? ('direct_debit' as const) : ('bank_transfer' as const);

/** The payment a credit records: on its booking date, with the bank's reference. */
export const paymentOf = (entry: BankEntry, invoice: string, method: 'direct_debit' | 'bank_transfer') => ({
  Invoice: invoice,
  Amount: entry.amount,
  Date: entry.date,
  Method: method,
  ...(entry.bankRef ? { Reference: entry.bankRef } : {}),
});

/** The entry as it stands once it paid the invoice with that payment. */
export const matchedTo = (entry: BankEntry, paymentId: number, invoice: string, userId: number): BankEntry => {
  const { reason: _reason, ...rest } = entry;
  return { ...rest, status: 'matched', paymentId, invoice, updatedBy: userId };
};
