import { describe, expect, it } from 'vitest';
import { inMinorUnits, minorUnit } from './money.ts';

describe("a currency's minor unit", () => {
  it('is the ISO 4217 exception where there is one, else 2, whatever name a file gives', () => {
    expect(minorUnit('EUR')).toBe(2);
    expect(minorUnit('JPY')).toBe(0);
    // Names of Object.prototype's members, read from a supplier's file: no exception of theirs.
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(minorUnit(name)).toBe(2);
    expect(inMinorUnits('1.25', 'toString')).toBe(true);
  });
});
