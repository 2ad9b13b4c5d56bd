import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../kernel/dates.ts';
import { lateInterest, type Settlement } from './interest.ts';

/** A decimal text as a rational: numerator and a power of ten. */
function rational(text: string): [bigint, bigint] {
  const [int, frac = ''] = text.split('.');
  const negative = int!.startsWith('-');
  const digits = BigInt(`${int!.replace('-', '')}${frac}` || '0');
  return [negative ? -digits : digits, 10n ** BigInt(frac.length)];
}

/** The oracle: day by day, in rationals, rounded half up once at the end. */
function oracle(total: string, settlements: Settlement[], dueDate: string, date: string, rate: string, places: number) {
  let num = 0n;
  let den = 1n;
  const add = ([n, d]: [bigint, bigint]) => {
    num = num * d + n * den;
    den *= d;
  };
  for (let day = addDays(dueDate, 1); day <= date; day = addDays(day, 1)) {
    let [on, od] = rational(total);
    for (const s of settlements.filter((x) => x.date <= day)) {
      const [sn, sd] = rational(s.amount);
      on = on * sd - sn * od;
      od *= sd;
    }
    if (on > 0n) add([on, od]);
  }
  const [rn, rd] = rational(rate);
  const n = num * rn * 10n ** BigInt(places);
  const d = den * rd * 36_500n;
  const rounded = (2n * n + d) / (2n * d);
  const text = rounded.toString().padStart(places + 1, '0');
  return places ? `${text.slice(0, -places)}.${text.slice(-places)}` : text;
}

const cents = (max: number) => fc.integer({ min: 1, max }).map((c) => (c / 100).toFixed(2));
const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));

describe('late-payment interest', () => {
  it('counts each day at the amount due at its end, rounded once (contract 14 example)', () => {
    const interest = lateInterest({
      total: '1234.56',
      settlements: [{ date: '2026-02-20', amount: '400' }],
      dueDate: '2026-01-31',
      date: '2026-03-31',
      rate: '12.15',
      places: 2,
    });
    // 19 days at 1234.56, 40 at 834.56: 56,839.04 x 12.15 / 36,500 = 18.9203...
    expect(interest.amount.toFixed(2)).toBe('18.92');
    expect(interest.overdue).toBe(true);
  });

  it('is nothing, and not overdue, up to DueDate or once all is paid on time', () => {
    const basis = { total: '100', settlements: [], dueDate: '2026-01-31', rate: '10', places: 2 };
    expect(lateInterest({ ...basis, date: '2026-01-31' })).toMatchObject({ overdue: false });
    expect(lateInterest({ ...basis, date: '2026-01-15' }).amount.toFixed(2)).toBe('0.00');
    const paid = lateInterest({ ...basis, date: '2026-03-01', settlements: [{ date: '2026-01-30', amount: '100' }] });
    expect(paid).toMatchObject({ overdue: false });
  });

  it('equals the day-by-day rational oracle over random payment histories', () => {
    fc.assert(
      fc.property(
        cents(5_000_000),
        fc.array(fc.record({ date: day, amount: cents(2_000_000) }), { maxLength: 8 }),
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 100_000_000 }).map((r) => (r / 1_000_000).toFixed(6)),
        fc.constantFrom(0, 2, 3),
        (total, settlements, dueDate, span, rate, places) => {
          const date = addDays(dueDate, span);
          const got = lateInterest({ total, settlements, dueDate, date, rate, places });
          expect(got.amount.toFixed(places)).toBe(oracle(total, settlements, dueDate, date, rate, places));
        },
      ),
      { numRuns: 300 },
    );
  });
});
