import { describe, expect, it } from 'vitest';
import { dateIn, icuOffsetAt, isTimeZone } from './dates.ts';
import { knownOffset, RULE_YEARS, ZONES_KNOWN } from './time-zones.ts';

const HOUR_MS = 3_600_000;

/** Instants where a zone's offset could change or a date turn: around each hour of 01:00 UTC on each day a last Sunday of March or October may fall on, and each month's first day. */
function instantsOf(year: number): number[] {
  const instants: number[] = [];
  for (const month of [2, 9])
    for (let day = 25; day <= 31; day += 1) {
      const one = Date.UTC(year, month, day, 1);
      instants.push(one - HOUR_MS, one - 1, one, one + 1, one + HOUR_MS - 1);
    }
  for (let month = 0; month < 12; month += 1) {
    const first = Date.UTC(year, month, 1);
    instants.push(first - 2 * HOUR_MS - 1, first - 2 * HOUR_MS, first - HOUR_MS - 1, first - HOUR_MS, first);
  }
  return instants.filter((ms) => new Date(ms).getUTCFullYear() === year);
}

describe('the offsets known without ICU', () => {
  it('are of zones the runtime knows', () => {
    const intlKnows = (zone: string) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    expect(ZONES_KNOWN.filter((zone) => !isTimeZone(zone) || !intlKnows(zone))).toEqual([]);
    expect(['Europe/Atlantis', 'europe/paris ', ''].filter(isTimeZone)).toEqual([]);
  });

  it("are ICU's, and date an instant as ICU does, at every clock change and month's turn of the years they are known for", () => {
    const misdated = new Set<string>(); // `zone year`
    for (const zone of ZONES_KNOWN) {
      const icuDate = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      for (let year = RULE_YEARS.first; year <= RULE_YEARS.last; year += 1)
        for (const ms of instantsOf(year)) {
          if (knownOffset(ms, zone) !== icuOffsetAt(ms, zone) || dateIn(ms, zone) !== icuDate.format(ms))
            misdated.add(`${zone} ${year}`);
        }
    }
    expect([...misdated]).toEqual([]);
  });

  it('leave other zones, and years past the rule, to ICU', () => {
    const summer2026 = Date.UTC(2026, 6, 1);
    expect(knownOffset(summer2026, 'Europe/Paris')).toBe(2 * HOUR_MS);
    expect(knownOffset(Date.UTC(2026, 0, 1), 'Europe/Paris')).toBe(HOUR_MS);
    expect(knownOffset(summer2026, 'America/New_York')).toBeUndefined();
    expect(knownOffset(Date.UTC(1995, 6, 1), 'Europe/Paris')).toBeUndefined();
    expect(knownOffset(Date.UTC(2100, 6, 1), 'Europe/Paris')).toBeUndefined();
    expect(knownOffset(Date.UTC(1995, 6, 1), 'UTC')).toBe(0);
    expect(dateIn(Date.UTC(1995, 6, 1, 23), 'Europe/Paris')).toBe('1995-07-02');
  });
});
