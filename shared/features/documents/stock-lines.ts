import { type Decimal, decimal, ZERO } from '../../kernel/money.ts';
import type { Document } from './model.ts';

/** Quantities per catalog entry Name. */
export type PerEntry = Map<string, Decimal>;

/** Adds a quantity to an entry's. */
export const addTo = (into: PerEntry, name: string, quantity: Decimal): PerEntry =>
  into.set(name, (into.get(name) ?? ZERO).plus(quantity));

/** The quantities of a document's lines, per catalog entry Name their `Reference` gives (docs/api.md §21). */
export function linesPerEntry(doc: Pick<Document, 'Items'>): PerEntry {
  const out: PerEntry = new Map();
  for (const item of doc.Items) if (item.Reference) addTo(out, item.Reference, decimal(item.Quantity || '0'));
  return out;
}

/**
 * What an invoice has given back to stock once a credit note of it is issued: the note's lines
 * added; once it is cancelled: all it took (so a partial credit then a cancel give back exactly
 * what was taken, whatever the cancel's credit note's lines are).
 */
export function returnedAfter(
  invoice: Document,
  note: Pick<Document, 'Items'>,
  cancel: boolean,
): Record<string, string> {
  const returned: PerEntry = new Map(Object.entries(invoice.stockReturned ?? {}).map(([n, q]) => [n, decimal(q)]));
  if (cancel) for (const [name, quantity] of linesPerEntry(invoice)) returned.set(name, quantity);
  else for (const [name, quantity] of linesPerEntry(note)) addTo(returned, name, quantity);
  return Object.fromEntries([...returned].map(([name, quantity]) => [name, quantity.toString()]));
}
