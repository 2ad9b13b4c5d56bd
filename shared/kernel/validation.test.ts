import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { calendarDate, creditorIdHolds, filterDate, ibanHolds, parse } from './validation.ts';

describe('the details of a refused body', () => {
  /** The details `parse` answers for `input`. */
  const details = (schema: z.ZodMiniType, input: unknown) => {
    try {
      parse(schema, input);
    } catch (error) {
      return (error as { details: unknown }).details;
    }
    throw new Error('parsed');
  };

  it('say what a field must be where its check has no message of its own, and keep those that have one', () => {
    const schema = z.strictObject({
      Date: z.string(),
      Amount: z.number(),
      Method: z.enum(['card', 'cash']),
      Kind: z.literal('sale'),
      Lines: z.array(z.string()),
      Paid: z.boolean(),
      Quantity: z.union([z.string(), z.number()]),
      Name: z.string().check(z.minLength(1)),
      Code: z.string().check(z.maxLength(2, 'is a two-letter code')),
    });
    expect(
      details(schema, {
        Amount: '12',
        Method: 'cheque',
        Kind: 'buy',
        Lines: 'a',
        Paid: 1,
        Quantity: true,
        Name: '',
        Code: 'FRA',
      }),
    ).toEqual([
      { field: 'Date', message: 'is required' },
      { field: 'Amount', message: 'must be a number' },
      { field: 'Method', message: 'must be one of card, cash' },
      { field: 'Kind', message: 'must be sale' },
      { field: 'Lines', message: 'must be a list' },
      { field: 'Paid', message: 'must be true or false' },
      { field: 'Quantity', message: 'must be text or a number' },
      { field: 'Name', message: 'must not be empty' },
      { field: 'Code', message: 'is a two-letter code' },
    ]);
    expect(details(schema, null)).toEqual([{ message: 'must be an object' }]);
  });

  it('say a date is written YYYY-MM-DD where a number of days or null came, and that a date left out is required', () => {
    for (const date of [calendarDate, filterDate]) {
      const schema = z.strictObject({ From: date, To: date, On: date, Day: date });
      expect(details(schema, { From: 30, To: null, On: '2026-1-5' })).toEqual([
        { field: 'From', message: 'must be a date YYYY-MM-DD' },
        { field: 'To', message: 'must be a date YYYY-MM-DD' },
        { field: 'On', message: 'must be a date YYYY-MM-DD' },
        { field: 'Day', message: 'is required' },
      ]);
    }
  });
});

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
