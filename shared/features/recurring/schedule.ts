/**
 * The schedule of a recurring profile (docs/api.md §13), as pure functions of dates
 * (`YYYY-MM-DD`, calendar dates with no zone): the n-th date is StartDate plus n times Interval
 * periods, always counted from StartDate, so a monthly profile started on the 31st runs on the
 * last day of shorter months and on the 31st again where it exists.
 */

import { addDays, daysBetween } from '../../kernel/dates.ts';
import type { Recurring } from './model.ts';

/** How often a profile runs. */
export const frequencies = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
/** A profile's period. */
export type Frequency = (typeof frequencies)[number];

/** What the schedule depends on. */
export interface Plan {
  StartDate: string;
  Frequency: Frequency;
  Interval: number;
  /** Inclusive: a date equal to it is made. */
  EndDate?: string;
  Occurrences?: number;
}

const monthsPer: Record<Exclude<Frequency, 'weekly'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `date` plus `months` months, its day kept, or the month's last day when the month is shorter. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (year < 0 || year > 9999) throw new RangeError(`${date} plus ${months} months is out of the calendar's range`);
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, lastDayOf(year, month)))}`;
}

/** The n-th scheduled date (n = 0 is StartDate), limits aside. */
export function nthDate(plan: Pick<Plan, 'StartDate' | 'Frequency' | 'Interval'>, n: number): string {
  if (plan.Frequency === 'weekly') return addDays(plan.StartDate, 7 * plan.Interval * n);
  return addMonths(plan.StartDate, monthsPer[plan.Frequency] * plan.Interval * n);
}

/** The n-th date when the profile still runs then (within Occurrences and EndDate), else undefined. */
export function dateAt(plan: Plan, n: number): string | undefined {
  if (plan.Occurrences !== undefined && n >= plan.Occurrences) return undefined;
  const date = nthDate(plan, n);
  return plan.EndDate !== undefined && date > plan.EndDate ? undefined : date;
}

const monthsBetween = (a: string, b: string) => {
  const [ya, ma] = parts(a);
  const [yb, mb] = parts(b);
  return (yb - ya) * 12 + (mb - ma);
};

/**
 * The first index from `from` on whose date is not before `date`: where a resumed profile
 * picks up. Undefined when the profile has no such date (it is finished by then).
 */
export function firstIndexOnOrAfter(plan: Plan, date: string, from = 0): number | undefined {
  // An estimate from the calendar, never past the answer; then step to it.
  const span =
    plan.Frequency === 'weekly'
      ? Math.floor(daysBetween(plan.StartDate, date) / (7 * plan.Interval))
      : Math.floor(monthsBetween(plan.StartDate, date) / (monthsPer[plan.Frequency] * plan.Interval)) - 1;
  // The estimate is at most two periods short (a month's end moves a date back), so a few steps
  // reach the answer whatever the dates: the walk is bounded, not left to the input.
  const first = Math.max(from, span);
  for (let n = first; n < first + 4; n += 1) {
    const at = dateAt(plan, n);
    if (at === undefined) return undefined;
    if (at >= date) return n;
  }
  throw new RangeError(`no date of the schedule from ${plan.StartDate} reaches ${date} where it should`);
}

/** Where the schedule stands after `nextIndex` dates: the next date, or finished. */
export const placed = (profile: Recurring, nextIndex: number): Recurring => {
  const nextDate = dateAt(profile, nextIndex);
  const { nextDate: _old, ...rest } = profile;
  return nextDate === undefined
    ? { ...rest, nextIndex, status: 'finished' }
    : { ...rest, nextIndex, nextDate, status: profile.status === 'finished' ? 'active' : profile.status };
};
