/**
 * The reports feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { date, dateTime, number, text } from '../../kernel/answers.ts';
import { vatCategory } from '../documents/answers.ts';

const buckets = {
  Current: z.number(),
  Days1To30: z.number(),
  Days31To60: z.number(),
  Days61To90: z.number(),
  Over90: z.number(),
  Total: z.number(),
};

/** What clients owe, aged by days past DueDate (docs/api.md §16). */
export const receivablesReport = z.object({
  AsOf: date,
  /** Changes made before the report are not in its figures yet (the stream is behind): ask again. */
  Pending: z.boolean(),
  /** Every change made before this instant is in the figures (the time asked, or the earliest change still missing). */
  FreshAsOf: dateTime,
  Currencies: z.array(
    z.object({
      Currency: text,
      Clients: z.array(z.object({ client_id: z.nullable(z.int()), Name: text, ...buckets })),
      Totals: z.object(buckets),
    }),
  ),
});

/** What the business owes its suppliers, aged by days past DueDate (docs/api.md §18). */
export const payablesReport = z.object({
  AsOf: date,
  Pending: z.boolean(),
  /** Every change made before this instant is in the figures (the time asked, or the earliest change still missing). */
  FreshAsOf: dateTime,
  Currencies: z.array(
    z.object({
      Currency: text,
      Suppliers: z.array(z.object({ supplier_id: z.int(), Name: text, ...buckets })),
      Totals: z.object(buckets),
    }),
  ),
});

const month = z.string().check(z.regex(/^\d{4}-\d{2}$/));

/** VAT per currency, category and rate (docs/api.md §16). */
export const vatReport = z.object({
  From: month,
  To: month,
  Basis: z.enum(['invoices', 'payments']),
  Pending: z.boolean(),
  /** Every change made before this instant is in the figures (the time asked, or the earliest change still missing). */
  FreshAsOf: dateTime,
  Currencies: z.array(
    z.object({
      Currency: text,
      Rates: z.array(z.object({ VATCategory: vatCategory, VATPercentage: number, Base: number, VAT: number })),
      TotalBase: number,
      TotalVAT: number,
      /** VAT paid on purchases and expenses (docs/api.md §18), per rate. */
      Deductible: z.array(z.object({ VATCategory: vatCategory, VATPercentage: number, Base: number, VAT: number })),
      DeductibleVAT: number,
      /** Collected less deductible. */
      VATDue: number,
    }),
  ),
});

/** Revenue per currency and month or client (docs/api.md §16). */
export const revenueReport = z.object({
  From: month,
  To: month,
  Group: z.enum(['month', 'client']),
  Pending: z.boolean(),
  /** Every change made before this instant is in the figures (the time asked, or the earliest change still missing). */
  FreshAsOf: dateTime,
  Currencies: z.array(
    z.object({
      Currency: text,
      Groups: z.array(
        z.object({
          Month: z.optional(month),
          client_id: z.optional(z.nullable(z.int())),
          TotalHT: number,
          TotalVAT: number,
          TotalNET: number,
          Invoices: z.int(),
          CreditNotes: z.int(),
        }),
      ),
    }),
  ),
});
