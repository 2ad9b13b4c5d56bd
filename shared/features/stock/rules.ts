import { conflict, refused } from '../../kernel/errors.ts';
import { type Decimal, decimal, ZERO } from '../../kernel/money.ts';
import type { Category } from '../catalog/model.ts';
import type { Document } from '../documents/model.ts';
import { addTo, linesPerEntry, type PerEntry } from '../documents/stock-lines.ts';
import type { StockMovement } from './model.ts';

/** The most inventory entries one write moves: each costs two items of its transaction (of 100). */
export const MAX_ENTRIES_MOVED = 40;

/**
 * Whether an invoice holds its stock: issued, and not deleted (a draft takes nothing); never a
 * deposit invoice, paid ahead of goods that leave with the final invoice (which takes them).
 */
const holdsStock = (doc: Document | undefined): doc is Document =>
  doc?.type === 'invoice' && doc.folder !== 'deleted' && doc.General.Status !== 'draft' && !doc.General.Deposit;

/**
 * What an invoice does to the stock (docs/api.md §21): once issued it takes its lines'
 * quantities; what its credit notes and its cancel gave back (`stockReturned`) comes back.
 */
export function stockEffect(doc: Document | undefined): PerEntry {
  const out: PerEntry = new Map();
  if (!holdsStock(doc)) return out;
  for (const [name, quantity] of linesPerEntry(doc)) addTo(out, name, quantity.times(-1));
  for (const [name, quantity] of Object.entries(doc.stockReturned ?? {})) addTo(out, name, decimal(quantity));
  return out;
}

/** One entry's change in a write, and the document it is said of. */
export interface StockChange {
  name: string;
  quantity: Decimal;
  document: Pick<Document, 'General'>;
  /** What makes it: the invoice's issue, a credit note of it, or its cancel. */
  by: 'issue' | 'credit' | 'cancel';
  /** What the invoice held of the entry before the write (taken, less what came back; never below 0): what a credit note may give back. */
  held: Decimal;
}

/**
 * The stock a write of documents moves: each invoice's effect after less its effect before. A
 * credit note written beside its invoice is the document the movement names.
 */
export function stockChanges(writes: { before?: Document; after: Document }[]): StockChange[] {
  const changes: StockChange[] = [];
  for (const { before, after } of writes) {
    if (after.type !== 'invoice') continue;
    const heldBefore = stockEffect(before);
    const delta: PerEntry = new Map();
    for (const [name, quantity] of stockEffect(after)) addTo(delta, name, quantity);
    for (const [name, quantity] of heldBefore) addTo(delta, name, quantity.times(-1));
    const note = writes.find((w) => w.after.type === 'creditnote' && w.after.General.Invoice === after.General.Number);
    const by = after.cancelled && !before?.cancelled ? 'cancel' : note ? 'credit' : 'issue';
    for (const [name, quantity] of delta) {
      const held = (heldBefore.get(name) ?? ZERO).times(-1);
      if (!quantity.eq(0))
        changes.push({ name, quantity, document: note?.after ?? after, by, held: held.lt(0) ? ZERO : held });
    }
  }
  return changes;
}

/**
 * Refuses a credit note that gives back more of an inventory entry than its invoice holds (409
 * `overcredit`): the stock would gain units nobody returned, and the invoice's cancel would then
 * take them away again.
 */
function refuseOverReturn(perEntry: Map<string, StockChange[]>): void {
  const over = [...perEntry].flatMap(([name, list]) =>
    list.filter((c) => c.by === 'credit' && c.quantity.gt(c.held)).map((c) => ({ name, change: c })),
  );
  if (over.length)
    throw refused(
      'overcredit',
      `A credit note gives back at most what its invoice holds of an entry: ${over.map((o) => `"${o.name}"`).join(', ')}.`,
      over.map(({ name, change }) => ({
        field: 'Items',
        message: `${name}: gives back ${change.quantity.toString()}, its invoice holds ${change.held.toString()}`,
      })),
    );
}

/**
 * Refuses an issue or a credit note that would move an inventory entry by part of a unit: its
 * `StockQuantity` is a whole number (the spec's Category), so 0.5 of it can be neither taken nor
 * given back. A cancel may, since it only gives back what its invoice still holds.
 */
function refuseParts(perEntry: Map<string, StockChange[]>): void {
  const parts = [...perEntry].flatMap(([name, list]) =>
    list.filter((c) => c.by !== 'cancel' && !c.quantity.round(0, 0).eq(c.quantity)).map((c) => ({ name, change: c })),
  );
  if (parts.length)
    throw conflict(
      `An inventory entry moves by whole units: ${parts.map((p) => `"${p.name}"`).join(', ')} would move by part of one.`,
      parts.map(({ name, change }) => ({
        field: 'Items',
        message: `${name}: ${change.quantity.abs().toString()} is not a whole number of units`,
      })),
    );
}

/**
 * The entries after the changes, and their movements (docs/api.md §21): only inventory
 * entries move, by whole units (409 naming the entries moved by part of one), a credit note
 * giving back no more than its invoice holds (409 `overcredit`); a change that would take one
 * below 0 is 409 `insufficient_stock` naming every such entry, unless it allows negative stock
 * or is a cancel. Nothing is written here: the store writes all of it with the documents, each
 * entry conditional on the version read.
 */
export function applyStock(
  entries: Map<string, Category>,
  changes: StockChange[],
  at: number,
): { before: Category; after: Category; movements: StockMovement[] }[] {
  const perEntry = new Map<string, StockChange[]>();
  for (const change of changes) {
    const entry = entries.get(change.name);
    if (entry?.isInventory && entry.folder === 'active')
      perEntry.set(change.name, [...(perEntry.get(change.name) ?? []), change]);
  }
  if (perEntry.size > MAX_ENTRIES_MOVED)
    throw conflict(`One document moves at most ${MAX_ENTRIES_MOVED} inventory entries.`, [
      { field: 'Items', message: `names ${perEntry.size} inventory entries` },
    ]);
  refuseParts(perEntry);
  refuseOverReturn(perEntry);
  const short: string[] = [];
  const moved = [...perEntry].map(([name, list]) => {
    const before = entries.get(name)!;
    let balance = decimal(before.StockQuantity ?? 0);
    let seq = before.stockSeq ?? 0;
    const movements = list.map((change) => {
      balance = balance.plus(change.quantity);
      seq += 1;
      return {
        accountId: before.accountId,
        name,
        seq,
        Date: change.document.General.DateIssue,
        Quantity: Number(change.quantity.toString()),
        Document: change.document.General.Number,
        Balance: Number(balance.toString()),
        at,
      };
    });
    const total = list.reduce((sum, c) => sum.plus(c.quantity), ZERO);
    // A cancel is never refused for stock: the invoice is undone, whatever the shelf holds now.
    const cancel = list.some((c) => c.by === 'cancel');
    if (total.lt(0) && balance.lt(0) && !before.AllowNegativeStock && !cancel) short.push(name);
    const after: Category = {
      ...before,
      StockQuantity: Number(balance.toString()),
      stockSeq: seq,
      version: before.version + 1,
    };
    return { before, after, movements };
  });
  if (short.length)
    throw refused(
      'insufficient_stock',
      `Not enough in stock for ${short.map((n) => `"${n}"`).join(', ')}: the document would take it below 0.`,
      short.map((name) => ({
        field: 'Items',
        message: `${name}: ${entries.get(name)!.StockQuantity ?? 0} in stock`,
      })),
    );
  return moved;
}
