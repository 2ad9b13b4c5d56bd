/** `/Date(1700000000000+0000)/`: the spec's timestamp form, always in UTC and saying so. */
export const msDate = (epochMs: number): string => `/Date(${epochMs}+0000)/`;

/**
 * An ISO date (`2026-03-01`, read as UTC) or date-time with or without a zone (without one,
 * UTC) as epoch ms; `end` makes a bare date mean the last millisecond of that day.
 */
export function parseInstant(value: string, end = false): number | undefined {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) {
    const ms = Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
    if (new Date(ms).toISOString().slice(0, 10) !== value) return undefined;
    return end ? ms + 86_400_000 - 1 : ms;
  }
  const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  if (!dateTime) return undefined;
  const ms = Date.parse(dateTime[1] ? value : `${value}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Whether a name is an IANA time zone this runtime knows (`Europe/Paris`, `UTC`). */
export function isTimeZone(name: string): boolean {
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
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(epochMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const DAY_MS = 86_400_000;

/** A calendar date (`YYYY-MM-DD`) plus `days` days (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days from calendar date `from` to `to` (negative when `to` is before). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** How far a zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(epochMs));
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
  while (dateIn(start, timeZone) < date) start += 15 * 60_000;
  while (dateIn(start - 1, timeZone) === date) start -= 15 * 60_000;
  return start;
}
