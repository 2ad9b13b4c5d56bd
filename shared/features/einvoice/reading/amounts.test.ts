import { describe, expect, it } from 'vitest';
import { allowancesLessCharges, sumOfAmounts } from './amounts.ts';

describe("a received file's amounts", () => {
  it('sums allowances less charges exactly, with the currency’s decimals', () => {
    const of = (...amounts: [string, boolean][]) => amounts.map(([amount, charge]) => ({ amount, charge }));
    // In binary floating point 0.1 + 0.2 is 0.30000000000000004, and fils were cut to cents.
    expect(allowancesLessCharges(of(['0.1', false], ['0.2', false]), 'EUR')).toBe('0.30');
    expect(allowancesLessCharges(of(['1.005', false], ['2.001', false], ['0.5', true]), 'KWD')).toBe('2.506');
    expect(allowancesLessCharges(of(['10', true]), 'JPY')).toBe('-10');
    expect(allowancesLessCharges([], 'EUR')).toBe('0.00');
    // What is no number counts 0 here; the checks name it.
    expect(allowancesLessCharges(of(['ten', false], ['1', false]), 'EUR')).toBe('1.00');
    expect(sumOfAmounts(['1.10', 'x', '2.205']).toString()).toBe('3.305');
  });
});
