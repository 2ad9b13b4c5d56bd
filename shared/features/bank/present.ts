import { toNumber } from '../../kernel/money.ts';
import type { BankEntry, Statement } from '../bank-entries/model.ts';

/** A statement as the API shows it (docs/api.md §15): done once every batch of its credits is. */
export const statementRecord = (s: Statement) => ({
  statement_id: s.statementId,
  Status: s.batchesDone >= s.batches ? ('done' as const) : ('processing' as const),
  Format: s.format,
  IBAN: s.iban,
  Entries: s.entries,
  Credits: s.credits,
  Matched: s.matched,
  Unmatched: s.unmatched,
  Duplicates: s.duplicates,
  Ignored: s.ignored,
  PurchasesPaid: s.purchasesPaid ?? 0,
  PurchasesReturned: s.purchasesReturned ?? 0,
  CreatedAt: new Date(s.createdAt).toISOString(),
});

/** A bank entry as the API shows it. */
export const entryRecord = (e: BankEntry) => ({
  entry_id: e.entryId,
  statement_id: e.statementId,
  Date: e.date,
  Amount: toNumber(e.amount),
  Currency: e.currency,
  Name: e.name,
  Reference: e.reference,
  BankRef: e.bankRef,
  Status: e.status,
  Reason: e.reason ?? null,
  payment_id: e.paymentId ?? null,
  Invoice: e.invoice ?? null,
});
