/**
 * The offsets from UTC the service knows without asking ICU, whose first use costs a cold function
 * 12-15 ms (docs/performance.md, Cold starts): UTC's, and those of the zones that keep the
 * European Union's summer time (Directive 2000/84/EC), where most accounts are. Any other zone,
 * and any instant outside the years the rule is checked for, is left to ICU.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The names of UTC a profile takes (`isTimeZone`): no offset, ever. */
const UTC_NAMES = new Set(['UTC', 'Etc/UTC']);

/**
 * The zones on the European Union's summer time since before 2000, by their standard offset in
 * hours: mainland France and its neighbours, the rest of the Union, and the countries that keep the
 * same clock changes (the United Kingdom, Switzerland, Norway); not the Baltic states, which kept
 * no summer time in some of the years from 2000 to 2002. Their offsets since 2000 are the
 * rule's; shared/kernel/time-zones.test.ts holds each to ICU's at every change from 2000 to 2099,
 * so a change of the rule in the runtime's time-zone data fails the test before it misdates.
 */
const EUROPEAN_SUMMER_TIME = new Map<string, number>([
  ...['Europe/London', 'Europe/Dublin', 'Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Canary'].map(
    (zone) => [zone, 0] as const,
  ),
  ...[
    'Europe/Paris',
    'Europe/Monaco',
    'Europe/Andorra',
    'Europe/Brussels',
    'Europe/Luxembourg',
    'Europe/Amsterdam',
    'Europe/Berlin',
    'Europe/Zurich',
    'Europe/Madrid',
    'Europe/Rome',
    'Europe/Vienna',
    'Europe/Copenhagen',
    'Europe/Oslo',
    'Europe/Stockholm',
    'Europe/Prague',
    'Europe/Bratislava',
    'Europe/Warsaw',
    'Europe/Budapest',
    'Europe/Ljubljana',
    'Europe/Zagreb',
    'Europe/Malta',
  ].map((zone) => [zone, 1] as const),
  ...['Europe/Athens', 'Europe/Helsinki', 'Europe/Bucharest', 'Europe/Sofia', 'Asia/Nicosia'].map(
    (zone) => [zone, 2] as const,
  ),
]);

/** The zones whose offsets `knownOffset` gives, for the test that holds them to ICU's. */
export const ZONES_KNOWN = [...UTC_NAMES, ...EUROPEAN_SUMMER_TIME.keys()];

/** Whether `knownOffset` knows a zone: a name the runtime knows too, without asking ICU (the test holds it so). */
export const isZoneKnown = (name: string): boolean => UTC_NAMES.has(name) || EUROPEAN_SUMMER_TIME.has(name);

/** The first and last years the summer-time rule is checked for: the service's dates (FIRST_DATE, LAST_DATE). */
export const RULE_YEARS = { first: 2000, last: 2099 } as const;

/** 01:00 UTC on the last Sunday of a month (0-based): when the Union's clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/**
 * How far a zone's wall clock is ahead of UTC at an instant, in ms, where known without ICU:
 * UTC, or a zone of the Union's summer time (from the last Sunday of March to the last Sunday of
 * October, at 01:00 UTC, an hour ahead of its standard time); otherwise undefined.
 */
export function knownOffset(epochMs: number, timeZone: string): number | undefined {
  if (UTC_NAMES.has(timeZone)) return 0;
  const standard = EUROPEAN_SUMMER_TIME.get(timeZone);
  if (standard === undefined || !Number.isFinite(epochMs)) return undefined;
  const year = new Date(epochMs).getUTCFullYear();
  if (year < RULE_YEARS.first || year > RULE_YEARS.last) return undefined;
  const summer = epochMs >= lastSundayAtOne(year, 2) && epochMs < lastSundayAtOne(year, 9);
  return (standard + (summer ? 1 : 0)) * HOUR_MS;
}
