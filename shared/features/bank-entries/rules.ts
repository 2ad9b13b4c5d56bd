import type { BankEntry, StatementLine } from './model.ts';

/**
 * What names a bank statement's line for good, to record it once (a supplier's payment, a
 * returned transfer or direct debit): the statement's account and the line's bank reference,
 * else its facts.
 */
export const bankLineRef = (iban: string, line: StatementLine): string =>
  `${iban}#${line.bankRef || `${line.date}#${line.amount}#${line.endToEndId ?? line.reference}`}`;

/** An entry whose payment was deleted: unmatched again, ready to be matched anew. */
export function unmatchedAgain(entry: BankEntry, userId: number): BankEntry {
  const { paymentId: _payment, invoice: _invoice, ...rest } = entry;
  return { ...rest, status: 'unmatched', reason: 'payment_deleted', version: entry.version + 1, updatedBy: userId };
}
