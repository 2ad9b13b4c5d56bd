import { describe, expect, it } from 'vitest';
import { toNumber } from '../../kernel/money.ts';
import type { Item } from './model.ts';
import { computeTotals } from './totals.ts';

const line = (UnitRate: string, Quantity: string, VAT = '0', Discount = '0'): Item => ({
  Position: 1,
  Reference: null,
  Description: 'x',
  UnitRate,
  UnitType: '',
  Quantity,
  Discount,
  VAT,
});
const totals = (items: Item[], GeneralDiscount = '0', Currency = 'EUR') => {
  const t = computeTotals({ Items: items, General: { GeneralDiscount, Currency } as never });
  return {
    items: t.items.map(toNumber),
    raw: toNumber(t.TOTALRAW),
    tax: t.TOTALTAX.map((x) => [toNumber(x.VATPercentage), toNumber(x.VATValue)]),
    net: toNumber(t.TotalNET),
  };
};

describe('totals (docs/api.md §4)', () => {
  it('computes the worked example of docs/api.md §4 exactly', () => {
    const t = totals([line('19.99', '3', '20', '10'), line('0.1', '3', '5.5'), line('100', '1', '20')], '10');
    expect(t.items).toEqual([53.97, 0.3, 100]);
    expect(t.raw).toBe(138.84);
    expect(t.tax).toEqual([
      [5.5, 0.01],
      [20, 27.71],
    ]);
    expect(t.net).toBe(166.56);
  });

  it('rounds half-up in decimal where binary floating point would not', () => {
    // 1.005 is 1.00499999999999989... as a double; 0.1 + 0.2 is 0.30000000000000004.
    expect(totals([line('1.005', '1')]).items).toEqual([1.01]);
    expect(totals([line('0.1', '1'), line('0.2', '1')]).raw).toBe(0.3);
    expect(totals([line('2.675', '1')]).items).toEqual([2.68]);
    expect(totals([line('1.015', '1')]).items).toEqual([1.02]);
    expect(totals([line('0.125', '1')]).items).toEqual([0.13]);
  });

  it('leaves line nets unrounded and rounds the sums once', () => {
    const t = totals([line('1.005', '1'), line('0.05', '1'), line('0.05', '1')], '10');
    expect(t.raw).toBe(1);
    expect(t.net).toBe(1);
  });

  it("groups tax by rate, one entry per distinct rate, rounded over the rate's nets", () => {
    const t = totals([line('0.03', '1', '20'), line('0.03', '1', '20'), line('0.03', '1', '20'), line('10', '1', '0')]);
    // 0.09 x 20% = 0.018 -> 0.02 (rounding each line's 0.006 would give 0.03).
    expect(t.tax).toEqual([
      [0, 0],
      [20, 0.02],
    ]);
    expect(t.net).toBe(10.11);
  });

  it("uses the currency's own minor unit", () => {
    expect(totals([line('100.5', '1')], '0', 'JPY').items).toEqual([101]);
    expect(totals([line('1.2345', '1')], '0', 'BHD').items).toEqual([1.235]);
    expect(totals([line('1.2345', '1')], '0', 'USD').items).toEqual([1.23]);
  });

  it('handles large amounts and quantities without losing a cent', () => {
    const t = totals([line('999999999.99', '1000', '20')]);
    expect(t.raw).toBe(999999999990);
    expect(t.net).toBe(1199999999988);
    expect(totals([line('0.01', '0.5')]).items).toEqual([0.01]);
  });

  it('keeps credit lines (negative amounts) exact', () => {
    const t = totals([line('100', '1', '20'), line('-30.555', '1', '20')]);
    expect(t.items).toEqual([100, -30.56]);
    expect(t.raw).toBe(69.44);
    expect(t.tax).toEqual([[20, 13.89]]);
  });

  it("takes the general discount per VAT rate (the amended rule; acceptance case 09's figures)", () => {
    const t = computeTotals({
      Items: [line('60', '1', '20'), line('13.35', '3', '20'), line('22.28', '1', '5.5', '10')],
      General: { GeneralDiscount: '10', Currency: 'EUR' } as never,
    });
    expect(t.TOTALTAX.map((x) => [toNumber(x.VATPercentage), toNumber(x.VATBase), toNumber(x.VATValue)])).toEqual([
      [5.5, 18.04, 0.99],
      [20, 90.04, 18.01],
    ]);
    expect(toNumber(t.TOTALRAW)).toBe(108.08);
    expect(toNumber(t.TotalDiscount)).toBe(12.02);
    expect(toNumber(t.TotalNET)).toBe(127.08);
  });

  it('owes TotalNET less payments and credits, never below zero', () => {
    const doc = { Items: [line('100', '1', '20')], General: { GeneralDiscount: '0', Currency: 'EUR' } as never };
    const paid = (amounts: string[], credited = '0') =>
      computeTotals({
        ...doc,
        payments: amounts.map((amount, i) => ({
          paymentId: i + 1,
          amount,
          date: '2026-01-01',
        })),
        credits: [{ number: 'CN-0001', net: credited, bases: {} }],
      });
    expect(toNumber(paid(['20.1', '0.2']).TotalDue)).toBe(99.7);
    expect(toNumber(paid(['20'], '100').TotalDue)).toBe(0);
    expect(toNumber(paid([], '30').TotalCredited)).toBe(30);
  });
});
