/**
 * The purchases feature's answers as schemas, for the API description: what its presenters give.
 * The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, date, dateTime, maybeText, number, text } from '../../kernel/answers.ts';
import { rateTotal } from '../expenses/answers.ts';

const check = z.object({ Valid: z.boolean(), Rules: z.array(text), RuleSet: text });

/** A supplier payment as its purchase shows it. */
const payment = z.object({
  payment_id: number,
  Date: date,
  Amount: number,
  Method: text,
  Reference: text,
  Settles: z.nullable(number),
  Returns: z.nullable(z.object({ payment_id: number, Reason: text })),
});

/** A supplier payment in the account's list, with the purchase it pays. */
export const listedPayment = component(
  'ListedPurchasePayment',
  z.object({
    ...payment.shape,
    purchase_id: number,
    supplier_id: number,
    Number: text,
    Type: z.enum(['invoice', 'creditnote']),
    Currency: text,
  }),
);

/** A purchase: a supplier's invoice the business received (get, list). */
export const purchase = component(
  'Purchase',
  z.object({
    purchase_id: number,
    supplier_id: number,
    Source: z.enum(['upload', 'platform']),
    Syntax: text,
    Type: z.enum(['invoice', 'creditnote']),
    TypeCode: text,
    Number: text,
    DateIssue: date,
    DueDate: z.nullable(date),
    Currency: text,
    Lines: z.array(
      z.object({
        Position: number,
        Description: text,
        Quantity: number,
        UnitCode: text,
        NetPrice: number,
        LineNet: number,
        VATCategory: text,
        VATPercentage: number,
        Category: maybeText,
      }),
    ),
    TotalHT: number,
    TotalVAT: number,
    TOTALTAX: z.array(rateTotal),
    TotalNET: number,
    Payable: number,
    TotalPaid: number,
    TotalDue: number,
    IBAN: text,
    BIC: text,
    PaymentReference: text,
    Preceding: z.array(z.object({ Number: text, DateIssue: z.nullable(date), purchase_id: z.nullable(number) })),
    Validation: z.object({ ...check.shape, France: z.optional(check) }),
    Status: text,
    Reason: maybeText,
    Comment: maybeText,
    Notes: text,
    History: z.array(
      z.object({
        Status: text,
        Reason: maybeText,
        Comment: maybeText,
        At: dateTime,
        Code: maybeText,
        Message: maybeText,
      }),
    ),
    Payments: z.array(payment),
    transfer_id: z.nullable(number),
    CreateDate: dateTime,
  }),
);

/** A SEPA transfer file made for purchases. */
export const transfer = component(
  'Transfer',
  z.object({ transfer_id: number, Url: text, ExecutionDate: date, Count: number, Total: number }),
);

/** A transfer file in the account's list: as made, whether cancelled, and each purchase it pays, withdrawn or not. */
export const listedTransfer = component(
  'ListedTransfer',
  z.object({
    transfer_id: number,
    Url: text,
    ExecutionDate: date,
    Count: number,
    Total: number,
    CreateDate: dateTime,
    CancelledAt: z.nullable(dateTime),
    CancelReason: z.nullable(text),
    Purchases: z.array(
      z.object({ purchase_id: number, Amount: number, Withdrawn: z.boolean(), Reason: z.nullable(text) }),
    ),
  }),
);

/** A transfer file cancelled, or some of its purchases withdrawn: when it was cancelled, and where each purchase taken out of it is now. */
export const cancelledTransfer = component(
  'CancelledTransfer',
  z.object({
    transfer_id: number,
    ExecutionDate: date,
    Count: number,
    Total: number,
    CancelledAt: z.nullable(dateTime),
    Purchases: z.array(z.object({ purchase_id: number, Status: text, transfer_id: z.nullable(number) })),
  }),
);
