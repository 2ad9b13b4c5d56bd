import { describe, expect, it } from 'vitest';
import { creditorIdHolds, ibanHolds } from './validation.ts';

describe('bank identifiers', () => {
  it('an IBAN holds by its check digits', () => {
    expect(ibanHolds('FR7630006000011234567890189')).toBe(true);
    expect(ibanHolds('FR7630006000011234567890188')).toBe(false);
  });

  it('a SEPA creditor identifier (ICS) holds by its country, check digits over the national id, and shape', () => {
    expect(creditorIdHolds('FR72ZZZ123456')).toBe(true);
    expect(creditorIdHolds('DE13ZZZ0000012345')).toBe(true);
    // The business code is left out of the check digits: any 3 letters or digits.
    expect(creditorIdHolds('FR72ABC123456')).toBe(true);
    expect(creditorIdHolds('FR73ZZZ123456')).toBe(false);
    expect(creditorIdHolds('FR72ZZ123456')).toBe(false);
    expect(creditorIdHolds('XX72ZZZ123456')).toBe(false);
    expect(creditorIdHolds('FR72ZZZ')).toBe(false);
    // A French national identifier has 6 characters.
    expect(creditorIdHolds('FR72ZZZ1234567')).toBe(false);
  });
});
