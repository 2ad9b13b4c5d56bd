import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { amount, calendarDate, line, listOf, paragraph, positiveAmount } from '../../kernel/validation.ts';
import { uploadRequest, uploadTaken } from '../stored-files/uploads.ts';
import { MAX_PURCHASE_FILE_BYTES, purchaseFileTypes, purchaseStatuses } from './model.ts';
import { type BuyerAction, buyerActions } from './rules.ts';

const optional = z.optional;
const id = (what: string) =>
  z.union([
    z.int().check(z.gte(1), z.lte(999_999_999_999)),
    z.pipe(z.string().check(z.regex(/^\d{1,12}$/, `must be a ${what}`)), z.transform(Number)),
  ]);
const pathId = (what: string) =>
  z.pipe(z.string().check(z.regex(/^\d{1,12}$/, `must be a ${what}`)), z.transform(Number));

/** The path of an operation on one purchase. */
export const purchaseParams = z.strictObject({ id: pathId('purchase_id') });

/** The path of an operation on one supplier payment. */
export const purchasePaymentParams = z.strictObject({ id: pathId('payment_id') });

/** The path of a buyer's action: the action and the purchase. */
export const purchaseActionParams = z.strictObject({
  action: z.enum(Object.keys(buyerActions) as [BuyerAction, ...BuyerAction[]]),
  id: pathId('purchase_id'),
});

const reasonCodes = [...new Set(Object.values(buyerActions).flatMap((a) => [...a.reasons]))] as [string, ...string[]];

/** A buyer's action's body: the reason (a code of the reform's list) and a comment. */
export const purchaseActionBody = z.optional(
  z.nullable(
    z.strictObject({
      Reason: optional(z.enum(reasonCodes)),
      Comment: optional(line(500)),
    }),
  ),
);

/** What an update may change: the lines' categories and the notes, never the supplier's figures. */
export const purchaseUpdate = z.strictObject({
  Lines: optional(
    listOf(
      z.strictObject({
        Position: optional(z.int()),
        id: optional(z.unknown()),
        Category: optional(z.nullable(line(100))),
      }),
      10_000,
    ),
  ),
  Notes: optional(paragraph(5000)),
});

/** The purchase list's query: paging and filters. */
export const purchaseListQuery = z.strictObject({
  limit: limitParam,
  cursor: optional(z.string()),
  status: optional(z.enum(purchaseStatuses)),
  supplier_id: optional(pathId('supplier_id')),
  from: optional(calendarDate),
  to: optional(calendarDate),
});

/** The query of the supplier payments' list: its filters (a range of Dates, inclusive) and paging. */
export const purchasePaymentListQuery = z.strictObject({
  limit: limitParam,
  cursor: optional(z.string()),
  supplier_id: optional(pathId('supplier_id')),
  purchase_id: optional(pathId('purchase_id')),
  from: optional(calendarDate),
  to: optional(calendarDate),
});

/** The query of the transfers' list: paging only. */
export const transferListQuery = z.strictObject({ limit: limitParam, cursor: optional(z.string()) });

/** How a supplier was paid. */
export const supplierPaymentMethods = ['bank_transfer', 'cash', 'check', 'card', 'direct_debit', 'other'] as const;

/** A supplier payment's body (as docs/api.md §8 for invoices). */
export const purchasePaymentCreate = z.strictObject({
  Purchase: id('purchase_id'),
  Amount: amount,
  Date: calendarDate,
  Method: z._default(z.enum(supplierPaymentMethods), 'bank_transfer'),
  Reference: optional(line(140)),
});

/** A credit note set off against an invoice of its supplier (by default the one it names): by default all the one still owes of the other. */
export const purchaseSettle = z.strictObject({
  CreditNote: id('purchase_id'),
  Invoice: optional(id('purchase_id')),
  Amount: optional(positiveAmount),
  Date: calendarDate,
});

/** A transfer file's body: the purchases it pays, and when. */
export const transferCreate = z.strictObject({
  Purchases: listOf(id('purchase_id'), 500).check(z.minLength(1, 'must name at least one purchase')),
  ExecutionDate: calendarDate,
});

/** A transfer's cancel: whole, or only the purchases whose transactions the bank rejected. */
export const transferCancel = z.strictObject({
  Purchases: z.optional(listOf(id('purchase_id'), 500).check(z.minLength(1, 'must name at least one purchase'))),
});

/** The path of a transfer file. */
export const transferParams = z.strictObject({ id: pathId('transfer_id') });

/** An import upload's body: the supplier's file to come, its type and exact size (docs/api.md §18). */
export const purchaseUpload = uploadRequest(purchaseFileTypes, MAX_PURCHASE_FILE_BYTES);

/** An import attach's body: the `Upload` an import upload answered. */
export const purchaseUploadTaken = uploadTaken('import-upload');
