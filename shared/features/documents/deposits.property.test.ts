import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import {
  cents,
  decimalText,
  itemArbitrary,
  itemsOf,
  netCents,
  rateCents,
} from '../../../test/support/totals-oracle.ts';
import { actingOwner } from '../../access/principal.ts';
import { salesEntry } from '../exports/fec.ts';
import { contributionOf, fields, sumOf } from '../reports/contributions.ts';
import { depositOf, withDeposits } from './deposits.ts';
import type { Document } from './model.ts';
import { computeTotals } from './totals.ts';

/** Deposits deducted by a final invoice (docs/api.md §17), against the independent totals oracle. */
const documentOf = (number: string, lines: Parameters<typeof itemsOf>[0]) =>
  ({
    type: 'invoice',
    Items: itemsOf(lines),
    General: { Number: number, DateIssue: '2026-03-10', GeneralDiscount: '0', Currency: 'EUR', Deposit: true },
  }) as unknown as Document;

describe('deposit deduction, for any deposits and final invoice', () => {
  it('deducts each deposit whole, per VAT rate as the oracle computes it, and leaves TotalDue net of deposits and payments', () => {
    fc.assert(
      fc.property(
        fc.array(itemArbitrary, { minLength: 1, maxLength: 10 }),
        fc.array(fc.array(itemArbitrary, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        fc.array(decimalText(5000, 2), { maxLength: 3 }),
        (finalLines, depositLines, payments) => {
          const deposits = depositLines.map((lines, i) => depositOf(documentOf(`D${i}`, lines)));
          deposits.forEach((entry, i) => {
            const items = itemsOf(depositLines[i]!);
            expect(Number(entry.net)).toBe(cents(netCents(items)));
            const rates = rateCents(items, '0');
            for (const r of entry.rates) {
              expect(Number(r.base)).toBe(cents(rates.get(r.rate)!.base));
              expect(Number(r.tax)).toBe(cents(rates.get(r.rate)!.tax));
            }
            // Per rate, the deduction adds up to the deposit.
            expect(
              cents(
                entry.rates.reduce((n, r) => n + BigInt(Math.round(Number(r.base) * 100 + Number(r.tax) * 100)), 0n),
              ),
            ).toBe(Number(entry.net));
          });
          const final = {
            ...documentOf('F', finalLines),
            deposits,
            payments: payments.map((amount, i) => ({
              paymentId: i + 1,
              amount,
              date: '2026-04-01',
            })),
          };
          const totals = computeTotals(final);
          const deducted = deposits.reduce((n, d) => n + BigInt(Math.round(Number(d.net) * 100)), 0n);
          const paid = payments.reduce((n, p) => n + BigInt(Math.round(Number(p) * 100)), 0n);
          const owed = netCents(itemsOf(finalLines)) - deducted - paid;
          expect(Number(totals.TotalDeposits.toString())).toBe(cents(deducted));
          expect(Number(totals.TotalNET.toString())).toBe(cents(netCents(itemsOf(finalLines))));
          expect(Number(totals.TotalDue.toString())).toBe(cents(owed > 0n ? owed : 0n));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a deposit and its final invoice in the reports and the FEC', () => {
  const issued = (doc: Document, extra: Partial<Document> = {}) =>
    ({
      ...doc,
      accountId: 'a',
      folder: 'active',
      version: 1,
      General: { ...doc.General, Status: 'sent' },
      ...extra,
    }) as Document;
  const deposit = issued(documentOf('D1', [{ UnitRate: '300', Quantity: '1', Discount: '0', VAT: '20' }]));
  const finalDoc = issued(
    {
      ...documentOf('F1', [
        { UnitRate: '1000', Quantity: '1', Discount: '0', VAT: '20' },
        { UnitRate: '45.5', Quantity: '2', Discount: '0', VAT: '5.5' },
      ]),
    },
    { deposits: [depositOf(deposit)] },
  );
  finalDoc.General = { ...finalDoc.General, Deposit: false, Deposits: ['D1'] };

  it('count the sale once: the final invoice adds what its deposit did not, per VAT rate', () => {
    const total = sumOf([contributionOf(deposit), contributionOf(finalDoc)]);
    const month = [...total.values()].find((item) => item.key.kind === 'month')!.totals;
    const at = (field: string) => Number(month.get(field)?.toString());
    expect(at(fields.revenue('EUR', 'NET'))).toBe(1296.01);
    expect(at(fields.revenue('EUR', 'HT'))).toBe(1091);
    expect(at(fields.vat('vi', 'EUR', 'S', '20', 'B'))).toBe(1000);
    expect(at(fields.vat('vi', 'EUR', 'S', '20', 'V'))).toBe(200);
    expect(at(fields.vat('vi', 'EUR', 'S', '5.5', 'V'))).toBe(5.01);
  });

  it('book the final invoice net of its deposit, balanced', () => {
    const accounts = { Clients: '411', Sales: '706', VAT: '44571', Bank: '512' } as never;
    const entry = salesEntry(finalDoc, accounts, 'Client');
    expect(entry.lines.map((l) => [l.account, Number(l.amount.toString())])).toEqual([
      ['411', 936.01],
      ['706', -791],
      ['44571', -5.01],
      ['44571', -140],
    ]);
  });
});

describe('which deposits a final invoice may deduct', () => {
  const owner = actingOwner('acct', 1);
  const deposit = {
    ...documentOf('D1', [{ UnitRate: '300', Quantity: '1', Discount: '0', VAT: '20' }]),
    accountId: 'acct',
    createdAt: 1,
    folder: 'active',
    version: 0,
    updatedBy: 1,
    sentCount: 0,
    Client: { ClientName: 'Acheteur' },
    Comments: {},
  } as unknown as Document;
  const finalOf = (lines: Parameters<typeof itemsOf>[0]) =>
    ({
      ...deposit,
      General: { ...documentOf('F1', lines).General, Deposit: false, Deposits: ['D1'] },
      Items: itemsOf(lines),
    }) as Document;

  it('refuses deposits above the invoice TotalNET, even when each rate holds them (another rate takes it lower)', async () => {
    const { ports } = fakePorts();
    await ports.documents.write([{ after: { ...deposit, General: { ...deposit.General, Status: 'sent' } } }], []);
    const fits = await withDeposits(
      ports,
      owner,
      finalOf([{ UnitRate: '1000', Quantity: '1', Discount: '0', VAT: '20' }]),
    );
    expect(computeTotals(fits).TotalDue.toString()).toBe('840');
    const lowered = finalOf([
      { UnitRate: '1000', Quantity: '1', Discount: '0', VAT: '20' },
      { UnitRate: '-900', Quantity: '1', Discount: '0', VAT: '5.5' },
    ]);
    await expect(withDeposits(ports, owner, lowered)).rejects.toMatchObject({
      details: [{ field: 'General.Deposits', message: 'deducts more than the invoice holds at a VAT rate' }],
    });
  });
});
