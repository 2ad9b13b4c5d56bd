import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lateInterest } from '../features/latefees/interest.ts';
import { addMonths, dateAt, firstIndexOnOrAfter, frequencies } from '../features/recurring/schedule.ts';
import {
  addDays,
  clampDate,
  daysBetween,
  endOfMonth,
  FIRST_DATE,
  isCalendarDate,
  isRealDate,
  LAST_DATE,
  startOfDay,
} from './dates.ts';
import { calendarDate, calendarMonth, filterDate, parse } from './validation.ts';

/** Every date of the service's range, and a few past either end. */
const inRange = fc.integer({ min: 0, max: daysBetween(FIRST_DATE, LAST_DATE) }).map((n) => addDays(FIRST_DATE, n));
const refuses = (schema: Parameters<typeof parse>[0], value: unknown) => expect(() => parse(schema, value)).toThrow();

describe('the date type (2000-01-01 to 2099-12-31, strict)', () => {
  it('takes every real date of the range and refuses the rest, written or not', () => {
    expect(parse(calendarDate, FIRST_DATE)).toBe(FIRST_DATE);
    expect(parse(calendarDate, LAST_DATE)).toBe(LAST_DATE);
    for (const bad of [
      '1999-12-31',
      '2100-01-01',
      '9999-12-31',
      '0000-01-01',
      '2026-02-31',
      '2026-02-29',
      '2026-13-01',
    ])
      refuses(calendarDate, bad);
    for (const bad of ['+010000-01-01', '2026-1-01', '20260101', '2026-01-01T00:00:00Z', ''])
      refuses(calendarDate, bad);
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it("reads a filter's bounds within the range, so that 2999 means the last date and 0000 the first", () => {
    expect(parse(filterDate, '2999-12-31')).toBe(LAST_DATE);
    expect(parse(filterDate, '0000-01-01')).toBe(FIRST_DATE);
    expect(parse(filterDate, '2026-05-04')).toBe('2026-05-04');
    refuses(filterDate, '2026-02-31');
    expect(parse(calendarMonth, '2099-12')).toBe('2099-12');
    refuses(calendarMonth, '0000-01');
    refuses(calendarMonth, '9999-12');
    expect(clampDate('1900-06-01')).toBe(FIRST_DATE);
  });

  it('round-trips every date function at the ends of the range', () => {
    fc.assert(
      fc.property(inRange, fc.integer({ min: -40_000, max: 40_000 }), (date, days) => {
        const later = addDays(date, days);
        expect(daysBetween(date, later)).toBe(days);
        expect(addDays(later, -days)).toBe(date);
        expect(later > date).toBe(days > 0);
        expect(isRealDate(endOfMonth(date))).toBe(true);
        const back = addMonths(addMonths(date, 12), -12);
        expect(back.slice(0, 7)).toBe(date.slice(0, 7));
        expect(startOfDay(date, 'Pacific/Kiritimati')).toBeLessThan(startOfDay(date, 'Pacific/Niue'));
      }),
    );
    expect(addDays(LAST_DATE, 1)).toBe('2100-01-01');
    expect(addDays(FIRST_DATE, -1)).toBe('1999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addMonths('9999-12-31', 1)).toThrow(RangeError);
  });

  it('ends the interest loop at the range ends, whatever the settlements', () => {
    fc.assert(
      fc.property(inRange, fc.array(inRange, { maxLength: 20 }), (dueDate, dates) => {
        const settlements = dates.map((date) => ({ date, amount: '1.00' }));
        const interest = lateInterest({ total: '100', settlements, dueDate, date: LAST_DATE, rate: '10', places: 2 });
        expect(interest.days).toBe(daysBetween(dueDate, LAST_DATE));
      }),
    );
    // The loop that never ended before: up to the range's last day, then one past it.
    const far = lateInterest({
      total: '100',
      settlements: [],
      dueDate: FIRST_DATE,
      date: LAST_DATE,
      rate: '10',
      places: 2,
    });
    expect(far.amount.gt(0)).toBe(true);
  });

  it('finds the next schedule date in a bounded number of steps, at the ends of the range', () => {
    fc.assert(
      fc.property(
        inRange,
        inRange,
        fc.constantFrom(...frequencies),
        fc.integer({ min: 1, max: 12 }),
        (start, date, Frequency, Interval) => {
          const [StartDate, target] = start <= date ? [start, date] : [date, start];
          const plan = { StartDate, Frequency, Interval };
          const n = firstIndexOnOrAfter(plan, target);
          expect(n).toBeDefined();
          expect(dateAt(plan, n!)! >= target).toBe(true);
          if (n! > 0) expect(dateAt(plan, n! - 1)! < target).toBe(true);
        },
      ),
    );
  });
});
