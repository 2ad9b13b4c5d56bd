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
