import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateAt, firstIndexOnOrAfter, frequencies, nthDate, type Plan } from './schedule.ts';

/** The model: a day-by-day calendar walk, with nothing clever in it. */
function modelDate(start: string, frequency: Plan['Frequency'], interval: number, n: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  if (frequency === 'weekly') {
    const t = new Date(Date.UTC(y, m - 1, d));
    for (let i = 0; i < 7 * interval * n; i += 1) t.setUTCDate(t.getUTCDate() + 1);
    return t.toISOString().slice(0, 10);
  }
  const step = { monthly: 1, quarterly: 3, yearly: 12 }[frequency] * interval * n;
  let year = y;
  let month = m;
  for (let i = 0; i < step; i += 1) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  let day = d;
  while (new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1) day -= 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const date = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const plan = fc.record({
  StartDate: date,
  Frequency: fc.constantFrom(...frequencies),
  Interval: fc.integer({ min: 1, max: 12 }),
});

describe('the recurring schedule', () => {
  it('gives the dates a calendar walk gives: month ends, leap years, intervals', () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 0, max: 40 }), (p, n) => {
        expect(nthDate(p, n)).toBe(modelDate(p.StartDate, p.Frequency, p.Interval, n));
      }),
    );
  });

  it('runs monthly from the 31st on each month end, and on the 31st again where it exists', () => {
    const p = { StartDate: '2028-01-31', Frequency: 'monthly' as const, Interval: 1 };
    expect([0, 1, 2, 3, 4].map((n) => nthDate(p, n))).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
    expect(nthDate({ StartDate: '2028-02-29', Frequency: 'yearly', Interval: 1 }, 1)).toBe('2029-02-28');
    expect(nthDate({ StartDate: '2028-02-29', Frequency: 'yearly', Interval: 1 }, 4)).toBe('2032-02-29');
  });

  it('dates strictly increase, and stop at Occurrences or after EndDate (inclusive)', () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 1, max: 30 }), date, (p, occurrences, end) => {
        const counted = { ...p, Occurrences: occurrences };
        const dates = Array.from({ length: occurrences + 2 }, (_, n) => dateAt(counted, n));
        expect(dates.filter(Boolean)).toHaveLength(occurrences);
        for (let n = 1; n < occurrences; n += 1) expect(dates[n]! > dates[n - 1]!).toBe(true);
        const ended = { ...p, EndDate: end };
        for (let n = 0; n < 30; n += 1) {
          const at = dateAt(ended, n);
          expect(at === undefined ? nthDate(p, n) > end : at <= end).toBe(true);
        }
      }),
    );
  });

  it('finds the first date on or after a day as a search from the start would', () => {
    fc.assert(
      fc.property(plan, date, fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }), (p, day, occ) => {
        const q = { ...p, ...(occ ? { Occurrences: occ } : {}) };
        let expected: number | undefined;
        for (let n = 0; n < 2000; n += 1) {
          const at = dateAt(q, n);
          if (at === undefined) break;
          if (at >= day) {
            expected = n;
            break;
          }
        }
        expect(firstIndexOnOrAfter(q, day)).toBe(expected);
      }),
    );
  });
});
