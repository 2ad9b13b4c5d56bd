import { describe, expect, it } from 'vitest';
import { documentItem, documentOf } from '../../adapters/dynamodb/document-item.ts';
import { MAX_ITEM_BYTES } from '../../adapters/dynamodb/item-size.ts';
import { TooLarge } from '../../kernel/errors.ts';
import { MAX_PAYMENTS } from '../documents/model.ts';
import { newDocument } from '../documents/rules.ts';

/** An invoice's payment entries in its item (docs/data-model.md): three fields, and room kept for all of them. */
const invoiceOf = (descriptionBytes: number) => {
  const doc = newDocument('acct', 'invoice', Date.UTC(2026, 0, 1));
  return {
    ...doc,
    General: { ...doc.General, Number: 'F-1' },
    Items: [{ Description: 'x'.repeat(descriptionBytes), UnitRate: '1', Quantity: '1', VAT: '20' }],
  } as typeof doc;
};
const largest = (i: number) => ({ paymentId: 999_999_999_000 + i, amount: '999999999999.999', date: '2026-01-01' });

describe('payment entries in an invoice item', () => {
  it('reads entries stored with Method and Reference as entries of three fields', () => {
    const item = documentItem({
      ...invoiceOf(10),
      payments: [{ paymentId: 7, amount: '12.50', date: '2026-02-01' }],
    }) as unknown as { record: { payments: object[] } };
    item.record.payments = [{ paymentId: 7, amount: '12.50', date: '2026-02-01', method: 'card', reference: 'R1' }];
    expect(documentOf(item).payments).toEqual([{ paymentId: 7, amount: '12.50', date: '2026-02-01' }]);
  });

  it('refuses an invoice with no room for its payments, and takes every payment of one that was accepted', () => {
    // Grow the content until the invoice is refused: the last accepted one is the largest there is.
    let bytes = MAX_ITEM_BYTES - 200_000;
    while (bytes < MAX_ITEM_BYTES) {
      try {
        documentItem(invoiceOf(bytes + 1000));
      } catch (error) {
        expect(error).toBeInstanceOf(TooLarge);
        expect((error as Error).message).toContain(`keeping room for ${MAX_PAYMENTS} payments`);
        break;
      }
      bytes += 1000;
    }
    const full = { ...invoiceOf(bytes), payments: Array.from({ length: MAX_PAYMENTS }, (_, i) => largest(i)) };
    expect(() => documentItem(full)).not.toThrow();
    expect(Buffer.byteLength(JSON.stringify(documentItem(full)))).toBeLessThanOrEqual(MAX_ITEM_BYTES);
    // Estimates and credit notes take no payments, so keep no room.
    expect(() => documentItem({ ...invoiceOf(bytes + 50_000), type: 'estimate' })).not.toThrow();
    // An issued invoice's content is fixed: it is held to the absolute limit (one stored before the room was kept still takes payments).
    const larger = invoiceOf(bytes + 50_000);
    expect(() => documentItem(larger)).toThrow(TooLarge);
    expect(() => documentItem({ ...larger, General: { ...larger.General, Status: 'sent' } })).not.toThrow();
  });
});
