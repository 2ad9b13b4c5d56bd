/**
 * The expenses feature's answers as schemas, for the API description: what its presenters give.
 * The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, date, dateTime, number, text } from '../../kernel/answers.ts';

/** One rate's base and VAT (expenses, purchases). */
export const rateTotal = z.object({
  VATCategory: z.optional(text),
  VATPercentage: number,
  Base: number,
  VATValue: number,
});

/** An expense (create, get, list). */
export const expense = component(
  'Expense',
  z.object({
    expense_id: number,
    Date: date,
    Category: text,
    Description: text,
    supplier_id: z.nullable(number),
    Currency: text,
    Amount: z.optional(number),
    Lines: z.array(z.object({ Description: text, Base: number, VATPercentage: number })),
    TotalHT: number,
    TotalVAT: number,
    TOTALTAX: z.array(rateTotal),
    TotalNET: number,
    Receipt: z.nullable(z.object({ Type: text, Size: number })),
    CreatedBy: number,
    CreateDate: dateTime,
  }),
);

/** What a receipt upload answers: the receipt kept. */
export const receipt = component('Receipt', z.object({ Type: text, Size: number }));
