import { describe, expect, it } from 'vitest';
import { dateIn, instantDate, msDate, parseInstant, startOfDay } from './dates.ts';

describe('dates', () => {
  it("writes the spec's /Date(ms+hhmm)/ form in UTC", () => {
    expect(msDate(1700000000000)).toBe('/Date(1700000000000+0000)/');
  });

  it('reads ISO dates as whole UTC days, inclusive at either end', () => {
    expect(parseInstant('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
    expect(parseInstant('2026-03-01', true)).toBe(Date.UTC(2026, 2, 2) - 1);
  });

  it('reads date-times with a zone, and without one as UTC', () => {
    expect(parseInstant('2026-03-01T10:00:00Z')).toBe(Date.UTC(2026, 2, 1, 10));
    expect(parseInstant('2026-03-01T10:00:00+02:00')).toBe(Date.UTC(2026, 2, 1, 8));
    expect(parseInstant('2026-03-01T10:00')).toBe(Date.UTC(2026, 2, 1, 10));
    expect(parseInstant('2026-03-01T10:00:00.123Z')).toBe(Date.UTC(2026, 2, 1, 10, 0, 0, 123));
  });

  it('refuses what is not a real date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '01/03/2026', 'yesterday', '2026-03-01T25:00:00Z', '']) {
      expect(parseInstant(bad)).toBeUndefined();
    }
  });

  it('refuses a date-time of no real date or past 23 hours, which V8 would move into the next day', () => {
    for (const bad of [
      '2026-02-31T10:00:00Z',
      '2026-02-29T00:00Z',
      '2026-04-31T10:00',
      '2026-02-28T24:00:00Z',
      '2026-02-28T24:00',
      '2026-02-28T23:60:00Z',
      '2026-02-28T10:00+24:00',
    ]) {
      expect(parseInstant(bad), bad).toBeUndefined();
      expect(instantDate(bad), bad).toBeUndefined();
    }
    expect(parseInstant('2028-02-29T23:59:59.999+01:00')).toBe(Date.UTC(2028, 1, 29, 22, 59, 59, 999));
  });

  it("dates an instant in UTC without ICU as ICU dates it, at each day's edges and the calendar's", () => {
    const icu = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const edges = ['2000-01-01', '2028-02-29', '2026-12-31', '2099-12-31', '1900-01-01', '9999-12-31'].flatMap(
      (day) => {
        const midnight = Date.parse(`${day}T00:00:00Z`);
        return [midnight - 1, midnight, midnight + 86_399_999];
      },
    );
    for (const ms of [...edges, 0, 1_764_000_000_123]) {
      for (const zone of ['UTC', 'Etc/UTC']) expect(dateIn(ms, zone), `${ms} ${zone}`).toBe(icu.format(ms));
    }
    expect(startOfDay('2026-03-29', 'UTC')).toBe(Date.UTC(2026, 2, 29));
    expect(startOfDay('2026-03-29', 'Europe/Paris')).toBe(Date.UTC(2026, 2, 28, 23));
  });
});
