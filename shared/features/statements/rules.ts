import { type Decimal, decimal, ZERO } from '../../kernel/money.ts';
import type { Document } from '../documents/model.ts';
import { isIssued } from '../documents/settlement.ts';
import { charged, computeTotals } from '../documents/totals.ts';
import type { CurrencySection, StatementLine } from './model.ts';

/** A movement before its running balance. */
type Movement = Omit<StatementLine, 'balance'> & { currency: string };

const order = { invoice: 0, creditnote: 1, payment: 2 } as const;

/** The movements of a client's issued documents: each invoice, each of its live payments, each issued credit note. */
export function movementsOf(documents: Document[]): Movement[] {
  const movements: Movement[] = [];
  for (const doc of documents) {
    if (!isIssued(doc) || doc.folder === 'deleted') continue;
    const currency = doc.General.Currency;
    const totals = computeTotals(doc);
    const base = { date: doc.General.DateIssue, reference: doc.General.Number, currency };
    if (doc.type === 'invoice') {
      // A final invoice debits what its deposits did not: each deposit invoice was debited already.
      movements.push({ ...base, type: 'invoice', debit: charged(totals), credit: ZERO });
      for (const p of doc.payments ?? [])
        movements.push({
          date: p.date,
          type: 'payment',
          reference: p.paymentId,
          currency,
          debit: ZERO,
          credit: decimal(p.amount),
        });
    } else if (doc.type === 'creditnote') {
      movements.push({ ...base, type: 'creditnote', debit: ZERO, credit: totals.TotalNET });
    }
  }
  return movements;
}

const byDate = (a: Movement, b: Movement) =>
  a.date.localeCompare(b.date) ||
  order[a.type] - order[b.type] ||
  String(a.reference).localeCompare(String(b.reference), 'en', { numeric: true });

/**
 * The statement's sections, one per currency with a movement: the opening balance (everything
 * dated before `from`), the movements dated `from` to `to` by date with the running balance, and
 * the closing balance. On today, the closing balance is what the client owes: the sum of TotalDue.
 */
export function sectionsOf(movements: Movement[], from: string, to: string): CurrencySection[] {
  const currencies = [...new Set(movements.map((m) => m.currency))].sort();
  return currencies.map((currency) => {
    const mine = movements.filter((m) => m.currency === currency).sort(byDate);
    const opening = mine
      .filter((m) => m.date < from)
      .reduce((sum: Decimal, m) => sum.plus(m.debit).minus(m.credit), ZERO);
    let balance = opening;
    const lines = mine
      .filter((m) => m.date >= from && m.date <= to)
      .map(({ currency: _currency, ...m }) => {
        balance = balance.plus(m.debit).minus(m.credit);
        return { ...m, balance };
      });
    return { currency, opening, lines, closing: balance };
  });
}
