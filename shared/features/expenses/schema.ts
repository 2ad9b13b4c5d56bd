import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { amount, calendarDate, currencyCode, line, listOf, paragraph, percent } from '../../kernel/validation.ts';
import { uploadRequest, uploadTaken } from '../stored-files/uploads.ts';
import { MAX_RECEIPT_BYTES, RECEIPT_TYPES } from './model.ts';

const optional = z.optional;

const expenseLine = z.strictObject({
  Description: optional(line(500)),
  Base: amount,
  VATPercentage: percent,
});

const id = z.union([z.int().check(z.gte(1)), z.pipe(z.string().check(z.regex(/^\d{1,12}$/)), z.transform(Number))]);

const fields = {
  Date: calendarDate,
  Category: line(100).check(z.minLength(1, 'must not be empty')),
  Description: optional(paragraph(2000)),
  /** The supplier_id of a supplier of the account. */
  Supplier: optional(z.nullable(id)),
  /** Default: the supplier's, else the account's currency. */
  Currency: optional(currencyCode),
  /** All taxes included, with `VAT` its rate; or `Lines`. */
  Amount: optional(amount),
  VAT: optional(percent),
  Lines: optional(listOf(expenseLine, 200)),
};

const oneWay = (e: { Amount?: string; VAT?: string; Lines?: unknown[] }) =>
  !(e.Amount !== undefined && e.Lines !== undefined) && (e.Amount === undefined || e.VAT !== undefined);
const amountsMessage = 'give either Amount with VAT (its rate), or Lines, not both';

/** An expense's create body (docs/api.md §18): its amounts as `Amount` with `VAT`, or as `Lines`. */
export const expenseCreate = z.strictObject(fields).check(
  z.refine((e) => oneWay(e) && (e.Amount !== undefined || e.Lines !== undefined), {
    message: amountsMessage,
    path: ['Amount'],
  }),
);

/** An expense's update body: any subset; amounts sent replace the amounts kept. */
export const expenseUpdate = z
  .strictObject({
    Date: optional(fields.Date),
    Category: optional(fields.Category),
    Description: fields.Description,
    Supplier: fields.Supplier,
    Currency: fields.Currency,
    Amount: fields.Amount,
    VAT: fields.VAT,
    Lines: fields.Lines,
  })
  .check(z.refine(oneWay, { message: amountsMessage, path: ['Amount'] }));

/** An expense's create or update body, parsed. */
export type ExpenseInput = z.output<typeof expenseUpdate>;

/** The path of an operation on one expense. */
export const expenseParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^\d{1,12}$/, 'must be an expense_id')), z.transform(Number)),
});

/** The expense list's query: paging and filters (dates inclusive). */
export const expenseListQuery = z.strictObject({
  limit: limitParam,
  cursor: optional(z.string()),
  category: optional(z.string().check(z.maxLength(100))),
  supplier_id: optional(z.pipe(z.string().check(z.regex(/^\d{1,12}$/, 'must be a supplier_id')), z.transform(Number))),
  from: optional(calendarDate),
  to: optional(calendarDate),
});

/** A receipt upload's body: the file to come, its type and exact size (docs/api.md §18). */
export const receiptUpload = uploadRequest(RECEIPT_TYPES, MAX_RECEIPT_BYTES);

/** A receipt attach's body: the `Upload` a receipt upload answered. */
export const receiptAttach = uploadTaken('receipt-upload');
