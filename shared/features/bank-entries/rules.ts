import type { BankEntry } from './model.ts';

/** An entry whose payment was deleted: unmatched again, ready to be matched anew. */
export function unmatchedAgain(entry: BankEntry, userId: number): BankEntry {
  const { paymentId: _payment, invoice: _invoice, ...rest } = entry;
  return { ...rest, status: 'unmatched', reason: 'payment_deleted', version: entry.version + 1, updatedBy: userId };
}
