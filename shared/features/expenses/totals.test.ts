import { describe, expect, it } from 'vitest';
import { totalsOfAmount, totalsOfLines } from './totals.ts';

describe('the totals of an expense', () => {
  it('takes the VAT out of an amount paid all taxes included, the base what is left', () => {
    expect(totalsOfAmount('64.90', '10', 'Repas', 'EUR')).toMatchObject({
      TotalHT: '59.00',
      TotalVAT: '5.90',
      TotalNET: '64.90',
    });
    // 100 x 5.5 / 105.5 = 5.2132...: the three still add up.
    expect(totalsOfAmount('100', '5.5', '', 'EUR')).toMatchObject({
      TotalHT: '94.79',
      TotalVAT: '5.21',
      TotalNET: '100.00',
    });
    expect(totalsOfAmount('3.30', '0', '', 'EUR')).toMatchObject({ TotalHT: '3.30', TotalVAT: '0.00' });
  });

  it('rounds each rate once on the sum of its bases (docs/api.md §4), not line by line', () => {
    const t = totalsOfLines(
      [
        { Description: 'a', Base: '0.05', VATPercentage: '20' },
        { Description: 'b', Base: '0.05', VATPercentage: '20' },
        { Description: 'c', Base: '33.33', VATPercentage: '5.5' },
      ],
      'EUR',
    );
    // Line by line 0.01 + 0.01; on the sum 0.10 x 20 % = 0.02 exactly, and 33.33 x 5.5 % = 1.83315 -> 1.83.
    expect(t.rates).toEqual([
      { VATPercentage: '20', Base: '0.10', VATValue: '0.02' },
      { VATPercentage: '5.5', Base: '33.33', VATValue: '1.83' },
    ]);
    expect([t.TotalHT, t.TotalVAT, t.TotalNET]).toEqual(['33.43', '1.85', '35.28']);
  });

  it("keeps the currency's own decimals: a KWD ticket its fils, a JPY one whole yen", () => {
    // 10.125 x 5 / 105 = 0.48214...: 0.482, the base 9.643; the three add up to the fils.
    expect(totalsOfAmount('10.125', '5', '', 'KWD')).toMatchObject({
      Lines: [{ Base: '9.643' }],
      TotalHT: '9.643',
      TotalVAT: '0.482',
      TotalNET: '10.125',
    });
    const kwd = totalsOfLines([{ Description: '', Base: '10.125', VATPercentage: '5' }], 'KWD');
    expect(kwd.rates).toEqual([{ VATPercentage: '5', Base: '10.125', VATValue: '0.506' }]);
    expect(kwd.TotalNET).toBe('10.631');
    expect(totalsOfAmount('1200', '10', '', 'JPY')).toMatchObject({
      TotalHT: '1091',
      TotalVAT: '109',
      TotalNET: '1200',
    });
  });
});
