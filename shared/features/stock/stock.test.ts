import { describe, expect, it } from 'vitest';
import { Failure } from '../../kernel/errors.ts';
import type { Category } from '../catalog/model.ts';
import type { Document, Item } from '../documents/model.ts';
import { newDocument } from '../documents/rules.ts';
import { returnedAfter } from '../documents/stock-lines.ts';
import { applyStock, stockChanges } from './rules.ts';

const line = (Reference: string | null, Quantity: string): Item =>
  ({ Reference, Quantity, Description: 'x', UnitRate: '10', VAT: '20' }) as unknown as Item;
const invoice = (items: Item[], Status = 'draft'): Document => {
  const doc = newDocument('acct', 'invoice', 1, 1, '2026-03-01');
  return { ...doc, Items: items, General: { ...doc.General, Number: 'INV-1', Status: Status as never } };
};
const entry = (Name: string, StockQuantity: number, extra: Partial<Category> = {}): Category => ({
  accountId: 'acct',
  createdAt: 1,
  folder: 'active',
  version: 3,
  updatedBy: 1,
  Name,
  isInventory: true,
  StockQuantity,
  ...extra,
});
const moves = (changes: ReturnType<typeof stockChanges>) => changes.map((c) => [c.name, Number(c.quantity.toString())]);

describe('what a write of documents does to the stock', () => {
  it('an issue takes the lines per entry; a draft, an update of a draft and an estimate take nothing', () => {
    const draft = invoice([line('Paper', '3'), line('Paper', '2'), line(null, '7')]);
    expect(stockChanges([{ after: draft }])).toEqual([]);
    expect(stockChanges([{ before: draft, after: { ...draft, Items: [line('Paper', '9')] } }])).toEqual([]);
    const sent = { ...draft, General: { ...draft.General, Status: 'sent' as const } };
    expect(moves(stockChanges([{ before: draft, after: sent }]))).toEqual([['Paper', -5]]);
    // Already issued: a later write (a payment) moves nothing more.
    expect(stockChanges([{ before: sent, after: { ...sent, version: 9 } }])).toEqual([]);
    // A deposit invoice is paid ahead of the goods: the final invoice takes them.
    const deposit = { ...sent, General: { ...sent.General, Deposit: true } };
    expect(
      stockChanges([{ before: { ...draft, General: { ...draft.General, Deposit: true } }, after: deposit }]),
    ).toEqual([]);
  });

  it('a credit note gives its lines back, named by it; a cancel after it gives back only the rest', () => {
    const sent = invoice([line('Cable', '5')], 'sent');
    const note = { ...newDocument('acct', 'creditnote', 2, 1, '2026-03-02'), Items: [line('Cable', '2')] };
    const noteIssued = {
      ...note,
      General: { ...note.General, Number: 'CN-1', Invoice: 'INV-1', Status: 'sent' as const },
    };
    const credited = { ...sent, stockReturned: returnedAfter(sent, noteIssued, false) };
    const changes = stockChanges([{ after: noteIssued }, { before: sent, after: credited }]);
    expect(moves(changes)).toEqual([['Cable', 2]]);
    expect(changes[0]!.document.General.Number).toBe('CN-1');
    const cancelled = { ...credited, cancelled: true, stockReturned: returnedAfter(credited, { Items: [] }, true) };
    expect(moves(stockChanges([{ before: credited, after: cancelled }]))).toEqual([['Cable', 3]]);
  });
});

describe('applying the changes to the entries', () => {
  it('writes each inventory entry at its new stock with a movement and its Balance; other entries move nothing', () => {
    const sent = invoice([line('Lamp', '2'), line('Service', '1'), line('Nothing', '1')], 'sent');
    const changes = stockChanges([{ before: invoice(sent.Items), after: sent }]);
    const entries = new Map([
      ['Lamp', entry('Lamp', 5, { stockSeq: 7 })],
      ['Service', entry('Service', 100, { isInventory: false })],
    ]);
    const moved = applyStock(entries, changes, 1);
    expect(moved.map((m) => [m.after.Name, m.after.StockQuantity, m.after.stockSeq, m.after.version])).toEqual([
      ['Lamp', 3, 8, 4],
    ]);
    expect(moved[0]!.movements).toMatchObject([{ seq: 8, Quantity: -2, Balance: 3, Document: 'INV-1' }]);
  });

  it('refuses to go below 0 naming only the short entries (409 insufficient_stock), unless negative stock is allowed', () => {
    const sent = invoice([line('Lamp', '3'), line('Bulb', '3')], 'sent');
    const changes = stockChanges([{ before: invoice(sent.Items), after: sent }]);
    const short = () =>
      applyStock(
        new Map([
          ['Lamp', entry('Lamp', 2)],
          ['Bulb', entry('Bulb', 50)],
        ]),
        changes,
        1,
      );
    expect(short).toThrow(Failure);
    try {
      short();
    } catch (error) {
      expect((error as Failure).code).toBe('insufficient_stock');
      expect(JSON.stringify((error as Failure).details)).toContain('Lamp');
      expect(JSON.stringify((error as Failure).details)).not.toContain('Bulb');
    }
    const allowed = applyStock(new Map([['Lamp', entry('Lamp', 2, { AllowNegativeStock: true })]]), changes, 1);
    expect(allowed[0]!.after.StockQuantity).toBe(-1);
  });

  it('moves an entry by whole units only: part of one is 409 naming it, unless a cancel gives back what was sold before the rule', () => {
    const sent = invoice([line('Cloth', '0.5'), line('Lamp', '1')], 'sent');
    const issue = () =>
      applyStock(
        new Map([
          ['Cloth', entry('Cloth', 5)],
          ['Lamp', entry('Lamp', 5)],
        ]),
        stockChanges([{ before: invoice(sent.Items), after: sent }]),
        1,
      );
    expect(issue).toThrow(Failure);
    try {
      issue();
    } catch (error) {
      expect((error as Failure).code).toBe('conflict');
      expect((error as Failure).details).toEqual([
        { field: 'Items', message: 'Cloth: 0.5 is not a whole number of units' },
      ]);
    }
    // Two half lines make one whole unit; an entry that is not kept in stock may move by any part.
    const halves = invoice([line('Cloth', '0.5'), line('Cloth', '0.5'), line('Service', '0.25')], 'sent');
    const moved = applyStock(
      new Map([
        ['Cloth', entry('Cloth', 5)],
        ['Service', entry('Service', 0, { isInventory: false })],
      ]),
      stockChanges([{ before: invoice(halves.Items), after: halves }]),
      1,
    );
    expect(moved.map((m) => [m.after.Name, m.after.StockQuantity])).toEqual([['Cloth', 4]]);
    // An invoice issued with half a unit before the rule is still cancelled, its half given back.
    const cancelled = { ...sent, cancelled: true, stockReturned: returnedAfter(sent, { Items: [] }, true) };
    const back = applyStock(
      new Map([['Cloth', entry('Cloth', 4.5)]]),
      stockChanges([{ before: sent, after: cancelled }]),
      1,
    );
    expect(back[0]!.after.StockQuantity).toBe(5);
  });

  it('a credit note gives back at most what its invoice holds (409 overcredit); a cancel is never refused for stock', () => {
    const sent = invoice([line('Lamp', '2')], 'sent');
    const noteOf = (quantity: string) => {
      const note = { ...newDocument('acct', 'creditnote', 2, 1, '2026-03-02'), Items: [line('Lamp', quantity)] };
      return { ...note, General: { ...note.General, Number: 'CN-1', Invoice: 'INV-1', Status: 'sent' as const } };
    };
    const credit = (quantity: string, from = sent) => {
      const note = noteOf(quantity);
      const after = { ...from, stockReturned: returnedAfter(from, note, false) };
      return { after, changes: stockChanges([{ after: note }, { before: from, after }]) };
    };
    const lamps = (StockQuantity: number) => new Map([['Lamp', entry('Lamp', StockQuantity)]]);
    expect(() => applyStock(lamps(3), credit('3').changes, 1)).toThrow(
      expect.objectContaining({
        code: 'overcredit',
        details: [{ field: 'Items', message: 'Lamp: gives back 3, its invoice holds 2' }],
      }),
    );
    const once = credit('1');
    expect(applyStock(lamps(3), once.changes, 1)[0]!.after.StockQuantity).toBe(4);
    // One given back already: one more is all it holds.
    expect(() => applyStock(lamps(4), credit('2', once.after).changes, 1)).toThrow(
      expect.objectContaining({ code: 'overcredit' }),
    );
    expect(applyStock(lamps(4), credit('1', once.after).changes, 1)[0]!.after.StockQuantity).toBe(5);
    // An invoice whose lines gave units back at its issue (a return on it): its cancel takes them, even below 0.
    const returned = invoice([line('Lamp', '-2')], 'sent');
    const cancelled = { ...returned, cancelled: true, stockReturned: returnedAfter(returned, { Items: [] }, true) };
    const undone = applyStock(lamps(1), stockChanges([{ before: returned, after: cancelled }]), 1);
    expect(undone[0]!.after.StockQuantity).toBe(-1);
  });
});
