/**
 * The documents feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, date, dateTime, folder, maybeText, number, text } from '../../kernel/answers.ts';
import { lifecycleStatuses } from './lifecycle.ts';
import { vatCategories } from './model.ts';

/** A document's Type as answered: `deposit` is a deposit invoice (docs/api.md §17). */
const documentType = z.enum(['invoice', 'estimate', 'creditnote', 'deposit']);

/** A VAT category of EN 16931 (UNCL5305), as answered. */
export const vatCategory = z.enum(vatCategories);

const paymentLine = z.object({
  payment_id: number,
  Amount: number,
  Date: date,
  Method: text,
  Reference: text,
});

const owed = {
  TotalPaid: number,
  TotalCredited: z.optional(number),
  TotalDue: z.optional(number),
};

/** What a document's record (in General) and its list summary both start with. */
const documentHeading = {
  Type: documentType,
  Status: text,
  Number: text,
  PONumber: text,
  DateIssue: date,
  DueDate: z.optional(date),
};

/** `GET /api/document.svc/get/{type}/{id}`. */
export const documentRecord = component(
  'DocumentRecord',
  z.object({
    client_id: z.optional(number),
    Folder: folder,
    General: z.object({
      ...documentHeading,
      Validity: z.optional(date),
      GeneralDiscount: number,
      Description: text,
      Currency: text,
      VATExemptionReason: z.optional(text),
      DraftNumber: z.optional(text),
      Invoice: z.optional(text),
      Estimate: z.optional(text),
      Recurring: z.optional(text),
      Overdue: z.optional(z.boolean()),
      ViewedAt: z.optional(dateTime),
      /** Invoices: whether automatic reminders go (docs/api.md §14). */
      Reminders: z.optional(z.boolean()),
      LastReminder: z.optional(text),
      Missing: z.optional(z.array(z.object({ field: text, why: text }))),
      EInvoiceCheck: z.optional(z.object({ Valid: z.boolean(), Rules: z.array(text) })),
      LateFeeFor: z.optional(text),
      PaymentReference: z.optional(text),
      BuyerReference: z.optional(text),
      OrderReference: z.optional(text),
      OperationCategory: z.optional(z.enum(['goods', 'services', 'mixed'])),
      VATOnDebits: z.optional(z.boolean()),
      PaymentMethod: z.optional(
        z.enum(['bank_transfer', 'card', 'cash', 'check', 'direct_debit', 'sepa_debit', 'other']),
      ),
      DeliveryDate: z.optional(date),
      ExchangeRate: z.optional(number),
      /** A final invoice: the deposit invoices it deducts. */
      Deposits: z.optional(z.array(text)),
      /** The latest lifecycle status of its e-invoice. */
      Lifecycle: z.optional(z.enum(lifecycleStatuses)),
    }),
    Delivery: z.optional(
      z.object({ Address1: text, Address2: text, City: text, ZIPCode: text, State: text, Country: text }),
    ),
    Client: z.object({
      Reference: maybeText,
      ClientName: text,
      ContactName: maybeText,
      ContactEmail: maybeText,
      ContactAddress: maybeText,
      ContactPhoneLine: maybeText,
      ContactPhoneCell: maybeText,
      ContactPhoneFax: maybeText,
    }),
    Items: z.array(
      z.object({
        Position: number,
        Reference: maybeText,
        Description: text,
        UnitRate: number,
        UnitType: text,
        Quantity: number,
        Discount: number,
        VAT: number,
        VATCategory: vatCategory,
        TotalItem: number,
      }),
    ),
    Total: z.object({
      TOTALRAW: number,
      TOTALTAX: z.array(
        z.object({ VATPercentage: number, VATValue: number, VATBase: number, VATCategory: vatCategory }),
      ),
      TotalNET: number,
      TotalDiscount: number,
      ...owed,
      TotalDeposits: z.optional(number),
      Deposits: z.optional(
        z.array(
          z.object({
            Number: text,
            DateIssue: date,
            Amount: number,
            TOTALTAX: z.array(
              z.object({ VATPercentage: number, VATCategory: vatCategory, VATBase: number, VATValue: number }),
            ),
          }),
        ),
      ),
    }),
    Comments: z.object({
      PaymentCondition: z.optional(text),
      PaymentEndOfMonth: z.optional(z.boolean()),
      Legal: z.optional(text),
      Notes: z.optional(text),
    }),
    Payments: z.object({ Payment: z.optional(z.array(paymentLine)) }),
  }),
);

/** An element of `GET /api/document.svc/list/{type}`. */
export const documentSummary = component(
  'DocumentSummary',
  z.object({
    client_id: z.optional(number),
    ...documentHeading,
    Description: text,
    GeneralDiscount: number,
    TOTALRAW: number,
    TotalNET: number,
    ...owed,
    ClientName: text,
    ContactName: text,
    Currency: text,
  }),
);

/** An entry of `GET /api/document.svc/history/{type}/{id}`, oldest first. */
export const historyEntry = z.object({
  at: dateTime,
  user_id: number,
  action: text,
  changes: z.record(z.string(), z.unknown()),
});

/** `GET /api/document.svc/history/{type}/{id}`. */
export const historyList = component('History', z.array(historyEntry));
