import { mayReachClient } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { invalid } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
import type { Stores } from '../ports.ts';
import type { CreditEntry, Document } from './model.ts';
import type { DocumentInput } from './schema.ts';
import { computeTotals } from './totals.ts';

const unknownInvoice = (number: string | undefined) =>
  invalid(`General.Invoice "${number ?? ''}" names no issued invoice of this account.`, [
    { field: 'General.Invoice', message: number ? 'names no issued invoice' : 'is required' },
  ]);

/**
 * The issued invoice a new credit note credits (docs/api.md §9): required, and one the
 * principal may reach (staff: an unassigned client's answers like an unknown one), else 400.
 */
export async function creditedInvoice(
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  input: DocumentInput,
): Promise<Document> {
  const number = input.General?.Invoice;
  const invoice = number && (await deps.documents.get(principal.accountId, 'invoice', number));
  if (!invoice || invoice.General.Status === 'draft' || !mayReachClient(principal, invoice.clientId))
    throw unknownInvoice(number);
  return invoice;
}

/**
 * A credit note made of what was applied: its invoice's client and currency, only its invoice's
 * VAT rates, and amounts that give back (no negative rate or quantity: a negative credit would
 * raise what the invoice is owed, which only a new invoice may do).
 */
export function asCreditNoteOf(note: Document, invoice: Document): Document {
  const negative = note.Items.flatMap((item, i) =>
    (['UnitRate', 'Quantity'] as const)
      .filter((field) => decimal(item[field]).lt(0))
      .map((field) => ({ field: `Items.${i}.${field}`, message: 'is below zero: a credit note gives back' })),
  );
  if (negative.length) throw invalid("A credit note's amounts are positive.", negative);
  const rates = new Set(invoice.Items.map((i) => decimal(i.VAT).toString()));
  const foreign = note.Items.findIndex((i) => !rates.has(decimal(i.VAT).toString()));
  if (foreign >= 0) {
    throw invalid(`A credit note's lines take the VAT rates of its invoice (${[...rates].join(', ')}).`, [
      { field: `Items.${foreign}.VAT`, message: 'is no VAT rate of the invoice' },
    ]);
  }
  const { clientId, Client } = invoice;
  // The buyer's references go with the credit note unless it states its own (BT-10, BT-13).
  const { BuyerReference, OrderReference } = invoice.General;
  return {
    ...note,
    ...(clientId !== undefined ? { clientId } : {}),
    Client,
    General: {
      ...(BuyerReference ? { BuyerReference } : {}),
      ...(OrderReference ? { OrderReference } : {}),
      ...note.General,
      Currency: invoice.General.Currency,
      Invoice: invoice.General.Number,
    },
  };
}

/** How a credit note counts in its invoice: its TotalNET and its base per VAT rate. */
export function creditOf(note: Document): CreditEntry {
  const totals = computeTotals(note);
  return {
    number: note.General.Number,
    date: note.General.DateIssue,
    net: totals.TotalNET.toString(),
    bases: Object.fromEntries(totals.TOTALTAX.map((t) => [t.VATPercentage.toString(), t.VATBase.toString()])),
  };
}
