import { actingOwner } from '../../access/principal.ts';
import { isConflict } from '../../kernel/errors.ts';
import type { Stores } from '../ports.ts';
import { credited, overcredits } from './actions.ts';
import { historyEntry, statusChange } from './history.ts';
import type { Document } from './model.ts';
import { isIssued, statusFromMoney } from './settlement.ts';
import { computeTotals } from './totals.ts';
import { invoicesAndCreditNotes } from './walk.ts';

/**
 * What an account's stored documents hold that the API no longer lets happen, written by earlier
 * code (docs/deployment.md, "Documents an earlier version left"): a credit note issued without
 * being counted in its invoice's credits (created `sent`, before that was refused), and an
 * invoice `paid`, `partial` or `cancelled` whose money does not make it so (created with that
 * Status, before that was refused).
 */
export interface StoredFault {
  type: 'invoice' | 'creditnote';
  number: string;
  fault: 'credit_not_counted' | 'credit_note_without_invoice' | 'status_not_from_money';
  detail: string;
  /** Set right by this run (`repair`); false where only a person can (or `repair` was not asked). */
  repaired: boolean;
}

/** The Statuses only money gives an invoice (docs/api.md §8): a payment, a credit note, a cancel. */
const MONEY_STATUSES = new Set<string>(['paid', 'partial', 'cancelled']);

/**
 * Reads every invoice and credit note of the account and answers what it finds (above), oldest
 * Number first. With `repair`, a credit note that fits in what its invoice has left to credit is
 * counted in it, and an invoice's Status is set from its money, each as one write with a history
 * entry `repair`: what the API would have written had it refused then. A credit note that would
 * credit its invoice above its total is left to a person (the detail says by how much): an issued
 * document is never deleted. Run it while the account is quiet; a document written meanwhile is
 * left and named, and a second run finds it.
 */
export async function checkStoredDocuments(
  deps: Pick<Stores, 'documents'>,
  accountId: string,
  repair = false,
): Promise<StoredFault[]> {
  const documents: Document[] = [];
  for await (const page of invoicesAndCreditNotes(deps, accountId)) documents.push(...page);
  // An invoice by either of its Numbers (a credit note names the one it was made against).
  const invoices = new Map<string, Document>();
  const remember = (invoice: Document) => {
    invoices.set(invoice.General.Number, invoice);
    if (invoice.General.DraftNumber) invoices.set(invoice.General.DraftNumber, invoice);
  };
  for (const doc of documents) if (doc.type === 'invoice') remember(doc);
  const operator = actingOwner(accountId);
  const faults: StoredFault[] = [];
  const write = async (
    before: Document,
    after: Document,
    changes: Record<string, unknown>,
    beside: Document[] = [],
  ): Promise<boolean> => {
    if (!repair) return false;
    // What is written beside (the credit note counted) moves a version only: the stock it returns names it.
    const alongside = beside.map((doc) => ({ before: doc, after: { ...doc, version: doc.version + 1 } }));
    try {
      await deps.documents.write([...alongside, { before, after }], [historyEntry(operator, after, 'repair', changes)]);
      return true;
    } catch (error) {
      if (isConflict(error, 'changed')) return false;
      throw error;
    }
  };
  const notes = documents.filter((d) => d.type === 'creditnote' && isIssued(d));
  for (const note of notes) {
    const number = note.General.Number;
    const invoice = invoices.get(note.General.Invoice ?? '');
    if (!invoice) {
      faults.push({
        type: 'creditnote',
        number,
        fault: 'credit_note_without_invoice',
        detail: `It credits ${note.General.Invoice || 'no invoice'}, which the account does not hold.`,
        repaired: false,
      });
      continue;
    }
    if (invoice.credits?.some((c) => c.number === number)) continue;
    const amount = computeTotals(note).TotalNET.toString();
    if (overcredits(invoice, note)) {
      const owed = computeTotals(invoice);
      faults.push({
        type: 'creditnote',
        number,
        fault: 'credit_not_counted',
        detail: `Issued for ${amount} without counting in ${invoice.General.Number}, which has ${owed.TotalNET.minus(owed.TotalCredited).toString()} left to credit${invoice.cancelled ? ' and is cancelled' : ''}: left to a person.`,
        repaired: false,
      });
      continue;
    }
    const after = credited(operator, invoice, note);
    const repaired = await write(
      invoice,
      after,
      { creditnote: number, Amount: amount, ...statusChange(invoice, after) },
      [note],
    );
    faults.push({
      type: 'creditnote',
      number,
      fault: 'credit_not_counted',
      detail: `Issued for ${amount} without counting in ${invoice.General.Number}'s credits.`,
      repaired,
    });
    if (repaired) remember(after);
  }
  for (const invoice of new Set(invoices.values())) {
    const status = statusFromMoney(invoice);
    // A `sent` one may owe nothing (deposits that cover it): only a Status that money sets must agree with it.
    if (!isIssued(invoice) || !MONEY_STATUSES.has(invoice.General.Status) || status === invoice.General.Status)
      continue;
    const after: Document = {
      ...invoice,
      General: { ...invoice.General, Status: status },
      version: invoice.version + 1,
      updatedBy: operator.userId,
    };
    faults.push({
      type: 'invoice',
      number: invoice.General.Number,
      fault: 'status_not_from_money',
      detail: `Its Status is ${invoice.General.Status}; its money makes it ${status} (TotalDue ${computeTotals(invoice).TotalDue.toString()}).`,
      repaired: await write(invoice, after, statusChange(invoice, after)),
    });
  }
  return faults.sort((a, b) => a.number.localeCompare(b.number) || a.type.localeCompare(b.type));
}
