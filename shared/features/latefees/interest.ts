import { addDays, daysBetween } from '../../kernel/dates.ts';
import { type Decimal, decimal, ZERO } from '../../kernel/money.ts';

/** What reduced the amount due of an invoice, and from which date: a payment, or a credit note. */
export interface Settlement {
  /** `YYYY-MM-DD`; counted at the end of that day. */
  date: string;
  /** Decimal text. */
  amount: string;
}

/** What late-payment interest is computed over (docs/api.md §14). */
export interface InterestBasis {
  /** The invoice's TotalNET, decimal text. */
  total: string;
  settlements: Settlement[];
  dueDate: string;
  /** The last day counted. */
  date: string;
  /** Annual percent, decimal text. */
  rate: string;
  /** Digits after the point of the currency's minor unit. */
  places: number;
}

/** The interest, and whether anything was due on any day after DueDate up to the date. */
export interface Interest {
  amount: Decimal;
  overdue: boolean;
  /** The days counted, DueDate + 1 to the date. */
  days: number;
}

/**
 * Late-payment interest, French commercial code L441-10: the sum over each day from DueDate + 1
 * to `date` of the amount due at the end of that day (the total less the settlements dated on or
 * before it) times rate / 100 / 365, rounded once, half up, to the currency's minor unit. Summed
 * over the runs of days with the same amount due, in exact decimals: the cost is the number of
 * settlements, not of days.
 */
export function lateInterest(basis: InterestBasis): Interest {
  const settlements = [...basis.settlements].sort((a, b) => a.date.localeCompare(b.date));
  const first = addDays(basis.dueDate, 1);
  let owedDays = ZERO; // the sum of the amount due of each day
  let overdue = false;
  let settled = ZERO;
  let next = 0;
  // One run of days per settlement and one after the last: a bound the dates cannot raise.
  for (let day = first, runs = 0; day <= basis.date; runs += 1) {
    if (runs > settlements.length) throw new RangeError(`the days from ${first} to ${basis.date} did not end`);
    while (next < settlements.length && settlements[next]!.date <= day) {
      settled = settled.plus(settlements[next]!.amount);
      next += 1;
    }
    // The amount due stays the same until the day before the next settlement.
    const until = next < settlements.length ? addDays(settlements[next]!.date, -1) : basis.date;
    const last = until < basis.date ? until : basis.date;
    const owed = decimal(basis.total).minus(settled);
    if (owed.gt(0)) {
      overdue = true;
      owedDays = owedDays.plus(owed.times(daysBetween(day, last) + 1));
    }
    day = addDays(last, 1);
  }
  // Rounded once: amounts and rates have at most 6 decimals, so the exact quotient differs from a
  // rounding boundary by at least 1 / (36,500 x 10^12) or not at all, far above big.js's 20
  // decimal places of division.
  const amount = owedDays.times(basis.rate).div(36_500).round(basis.places, 1);
  return { amount, overdue, days: Math.max(0, daysBetween(basis.dueDate, basis.date)) };
}
