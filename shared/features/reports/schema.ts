import * as z from 'zod/mini';
import { calendarMonth } from '../../kernel/validation.ts';
import { revenueGroups, vatBases } from './model.ts';

const month = calendarMonth;

const fromNotAfterTo = () =>
  z.refine<{ from: string; to: string }>((q) => q.from <= q.to, { message: 'is after to', path: ['from'] });

/** `GET /api/report/vat`. */
export const vatQuery = z
  .strictObject({
    from: month,
    to: month,
    basis: z.enum(vatBases, `must be one of ${vatBases.join(', ')}`),
  })
  .check(fromNotAfterTo());

/** `GET /api/report/revenue`. */
export const revenueQuery = z
  .strictObject({
    from: month,
    to: month,
    group: z.enum(revenueGroups, `must be one of ${revenueGroups.join(', ')}`),
  })
  .check(fromNotAfterTo());

/** `GET /api/report/receivables`: no parameters. */
export const receivablesQuery = z.strictObject({});
