import { intlFormatter } from './formats.ts';
import { isZoneKnown, knownOffset } from './time-zones.ts';
/**
 * The calendar dates the service takes, keeps and counts over: those of the reform's files
 * (2000-01-01 to 2099-12-31, as BR-FR and Chorus Pro bound them). Every date of an input is
 * checked against them, so every loop over dates has a bound that no input can raise, and every
 * date written `YYYY-MM-DD` sorts as text in the order of time.
 */
export const FIRST_DATE = '2000-01-01';
/** The last calendar date the service takes (see FIRST_DATE). */
export const LAST_DATE = '2099-12-31';

const DAY_MS = 86_400_000;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a calendar date written `YYYY-MM-DD` that exists (no 02-31), whatever its year. */
export function isRealDate(text: string): boolean {
  if (!YMD.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** Whether text is a real calendar date within FIRST_DATE to LAST_DATE: the service's date type. */
export const isCalendarDate = (text: string): boolean => isRealDate(text) && text >= FIRST_DATE && text <= LAST_DATE;

/**
 * A real date brought within the range, for the bounds of a filter: `to=2999-12-31` means "up to
 * the last date there is" and `from=1900-01-01` "from the first", which no stored date is outside.
 */
export const clampDate = (date: string): string =>
  date < FIRST_DATE ? FIRST_DATE : date > LAST_DATE ? LAST_DATE : date;

/** The UTC calendar date of an ISO 8601 date-time (as `parseInstant` reads it), or undefined when it names no instant. */
export function instantDate(text: string): string | undefined {
  const ms = parseInstant(text);
  return ms === undefined ? undefined : new Date(ms).toISOString().slice(0, 10);
}

/** `/Date(1700000000000+0000)/`: the spec's timestamp form, always in UTC and saying so. */
export const msDate = (epochMs: number): string => `/Date(${epochMs}+0000)/`;

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An ISO date (`2026-03-01`, read as UTC) or date-time with or without a zone (without one,
 * UTC) as epoch ms; `end` makes a bare date mean the last millisecond of that day. A date-time's
 * date must be a real one and its hour below 24: V8 reads 31 February as 3 March and 24:00 as the
 * next midnight, which no one wrote.
 */
export function parseInstant(value: string, end = false): number | undefined {
  if (YMD.test(value)) {
    if (!isRealDate(value)) return undefined;
    const ms = Date.parse(`${value}T00:00:00Z`);
    return end ? ms + DAY_MS - 1 : ms;
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime || !isRealDate(dateTime[1]!) || Number(dateTime[2]) > 23) return undefined;
  const ms = Date.parse(dateTime[3] ? value : `${value}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Whether a name is an IANA time zone this runtime knows (`Europe/Paris`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (isZoneKnown(name)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function dateIn(epochMs: number, timeZone = 'UTC'): string {
  const known = knownOffset(epochMs, timeZone);
  if (known !== undefined) {
    const iso = new Date(epochMs + known).toISOString();
    if (/^\d{4}-/.test(iso)) return iso.slice(0, 10);
  }
  const parts = intlFormatter(
    `calendar date ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).formatToParts(new Date(epochMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A date as text again, refusing any that would not sort as text (a year past 9999 or before 0000). */
function written(ms: number): string {
  const text = Number.isNaN(ms) ? '' : new Date(ms).toISOString();
  if (!/^\d{4}-/.test(text)) throw new RangeError(`a date out of the calendar's range (${ms} ms)`);
  return text.slice(0, 10);
}

/** A calendar date (`YYYY-MM-DD`) plus `days` days (negative: before). */
export const addDays = (date: string, days: number): string => written(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

/** The last day of a calendar date's month. */
export const endOfMonth = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  return written(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
};

/** How many days from calendar date `from` to `to` (negative when `to` is before). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** How far a zone's wall clock is ahead of UTC at an instant, in ms: from the rule where known, else ICU's. */
const offsetAt = (epochMs: number, timeZone: string): number =>
  knownOffset(epochMs, timeZone) ?? icuOffsetAt(epochMs, timeZone);

/** How far a zone's wall clock is ahead of UTC at an instant, in ms, as ICU tells it (to the second). */
export function icuOffsetAt(epochMs: number, timeZone: string): number {
  const parts = intlFormatter(
    `wall clock ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  ).formatToParts(new Date(epochMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant (epoch ms) a calendar date starts in a zone: its midnight, or the first instant of
 * the date where a change to summer time skips midnight.
 */
export function startOfDay(date: string, timeZone = 'UTC'): number {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  let start = midnight - offsetAt(midnight, timeZone);
  start = midnight - offsetAt(start, timeZone);
  // Midnight did not exist that day: the date starts when the clocks jumped.
  // Zones have moved their clocks by at most a day: 96 quarter-hours bound either walk.
  for (let step = 0; step < 96 && dateIn(start, timeZone) < date; step += 1) start += 15 * 60_000;
  for (let step = 0; step < 96 && dateIn(start - 1, timeZone) === date; step += 1) start -= 15 * 60_000;
  return start;
}
