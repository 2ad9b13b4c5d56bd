import Big from 'big.js';
import * as z from 'zod/mini';
import {
  amount,
  before,
  calendarDate,
  currencyCode,
  emailList,
  isCountryCode,
  line,
  paragraph,
  percent,
  text,
} from '../../kernel/validation.ts';
import { documentTypes, operationCategories, paymentMethods, vatCategories } from './model.ts';

const optional = z.optional;

/** Numbers name documents in paths: letters, digits and a few separators, never `/`. */
export const documentNumber = z.pipe(
  z.string().check(z.trim()),
  z
    .string()
    .check(
      z.minLength(1, 'must not be empty'),
      z.maxLength(40, 'is longer than 40 characters'),
      z.regex(/^[\p{L}\p{N}][\p{L}\p{N} ._#-]*$/u, 'may hold letters, digits, spaces and . _ # - only'),
    ),
);

const phone = z.nullable(text(50));

/** One line of a document body. */
export const itemInput = z.strictObject({
  Position: optional(z.int().check(z.gte(1), z.lte(100_000))),
  Reference: optional(z.nullable(text(100))),
  Description: paragraph(4000).check(z.refine((s: string) => s.trim() !== '', 'is required')),
  UnitRate: amount,
  UnitType: optional(line(50)),
  Quantity: amount,
  Discount: optional(percent),
  VAT: optional(percent),
  VATCategory: optional(z.enum(vatCategories, `must be one of ${vatCategories.join(', ')}`)),
  /** Computed; sent back from a get record, it is ignored. */
  TotalItem: optional(z.unknown()),
});

/** The comments group of a document body. */
export const commentsInput = z.strictObject({
  PaymentCondition: optional(paragraph(1000)),
  PaymentEndOfMonth: optional(z.nullable(z.boolean())),
  Legal: optional(paragraph(5000)),
  Notes: optional(paragraph(5000)),
});

/** The most deposits a final invoice may deduct (each is an item of its write's transaction). */
export const MAX_DEPOSITS = 20;

/** The most lines a document may hold. */
export const MAX_ITEMS = 1000;

/** A document's create or update body (update: every group merges field by field; Items replace). */
export const documentInput = z.strictObject({
  DefaultValueUse: optional(z.boolean()),
  Folder: optional(z.enum(['active', 'archived'])),
  General: optional(
    z.strictObject({
      /** `deposit` makes an invoice a deposit invoice (docs/api.md §17). */
      Type: optional(z.enum([...documentTypes, 'deposit'])),
      Status: optional(z.string().check(z.maxLength(20))),
      Number: optional(documentNumber),
      PONumber: optional(line(100)),
      DateIssue: optional(calendarDate),
      DueDate: optional(z.nullable(calendarDate)),
      Validity: optional(z.nullable(calendarDate)),
      GeneralDiscount: optional(percent),
      Description: optional(paragraph(4000)),
      VATExemptionReason: optional(z.nullable(paragraph(1000))),
      Currency: optional(currencyCode),
      /** A credit note's invoice (required on create, fixed after); on other types set by the actions, and ignored. */
      Invoice: optional(documentNumber),
      /** Set by action/invoice on the invoice it makes; sent back from a get record, it is ignored. */
      Estimate: optional(z.unknown()),
      /** Set on the invoices a recurring profile makes; sent back from a get record, it is ignored. */
      Recurring: optional(z.unknown()),
      /** Computed; sent back from a get record, it is ignored. */
      Overdue: optional(z.unknown()),
      /** Set by the client's first view of the document's page; sent back from a get record, it is ignored. */
      ViewedAt: optional(z.unknown()),
      /** An invoice's automatic reminders: false stops them (docs/api.md §14); the one field an issued invoice may change. */
      Reminders: optional(z.boolean('must be true or false')),
      /** Set by each reminder; sent back from a get record, it is ignored. */
      LastReminder: optional(z.unknown()),
      Missing: optional(z.unknown()),
      EInvoiceCheck: optional(z.unknown()),
      /** Set by action/latefee on the invoice it makes; sent back from a get record, it is ignored. */
      LateFeeFor: optional(z.unknown()),
      /** Given by the service at creation, never changed: sent back as it is (or on a create) it is ignored, another one is 400. */
      PaymentReference: optional(z.string().check(z.maxLength(35))),
      BuyerReference: optional(line(200)),
      OrderReference: optional(line(200)),
      OperationCategory: optional(z.enum(operationCategories, 'must be goods, services or mixed')),
      VATOnDebits: optional(z.boolean('must be true or false')),
      /** How the invoice is to be paid: `direct_debit` collects it under the client's active SEPA mandate (docs/api.md §19). */
      PaymentMethod: optional(z.enum(paymentMethods, `must be one of ${paymentMethods.join(', ')}`)),
      /** null clears it. */
      DeliveryDate: optional(z.nullable(calendarDate)),
      /** The account currency per unit of the document's; null clears it. */
      ExchangeRate: optional(
        z.nullable(
          amount.check(
            z.refine(
              (v: string) => new Big(v).gt(0) && new Big(v).lt(1_000_000),
              'must be a rate above 0 (account currency per unit)',
            ),
          ),
        ),
      ),
      /** Set by the platform's statuses and the lifecycle PUT; sent back from a get record, it is ignored. */
      Lifecycle: optional(z.unknown()),
      /** A final invoice's deposit invoices, by Number; null or [] clears them. */
      Deposits: optional(
        z.nullable(
          z.array(documentNumber).check(
            z.maxLength(MAX_DEPOSITS, `names more than ${MAX_DEPOSITS} deposits`),
            z.refine((numbers: string[]) => new Set(numbers).size === numbers.length, 'names a deposit twice'),
          ),
        ),
      ),
    }),
  ),
  /** The deliver-to address (BG-15); null clears it. */
  Delivery: optional(
    z.nullable(
      z.strictObject({
        Address1: optional(line(200)),
        Address2: optional(line(200)),
        City: optional(line(100)),
        ZIPCode: optional(line(20)),
        State: optional(line(100)),
        Country: optional(
          z.string().check(z.refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code (FR, DE...)')),
        ),
      }),
    ),
  ),
  Client: optional(
    z.strictObject({
      Reference: optional(z.nullable(z.string().check(z.maxLength(64)))),
      ClientName: optional(line(200)),
      ContactName: optional(line(200)),
      ContactEmail: optional(emailList()),
      ContactAddress: optional(paragraph(1000)),
      ContactPhoneLine: optional(phone),
      ContactPhoneCell: optional(phone),
      ContactPhoneFax: optional(phone),
    }),
  ),
  Items: optional(z.array(itemInput).check(z.maxLength(MAX_ITEMS, `holds more than ${MAX_ITEMS} lines`))),
  Comments: optional(z.nullable(commentsInput)),
  /** Links the client as `Client.Reference` does (both sent: they must name the same client); null unlinks. */
  client_id: optional(z.nullable(z.int().check(z.gte(1)))),
  // Parts of a get record that a caller may send back; they are computed, so ignored.
  Total: optional(z.unknown()),
  Payments: optional(z.unknown()),
});

/** A document's create or update body, parsed. */
export type DocumentInput = z.output<typeof documentInput>;
/** One line as parsed. */
export type ItemInput = z.output<typeof itemInput>;

/** Recipients: e-mail addresses separated by `;` (or `,`), 50 at most. */
const recipients = before(
  (v) => (typeof v === 'string' ? v.replace(/,/g, ';') : v),
  emailList(2000).check(
    z.refine((s: string) => s.split(';').filter((a) => a.trim()).length <= 50, 'names more than 50 addresses'),
  ),
);

/** The send-by-e-mail body; every field optional. */
export const sendInput = optional(
  z.strictObject({
    Email_TO: optional(recipients),
    Email_CC: optional(recipients),
    Email_BCC: optional(recipients),
    Subject: optional(line(500)),
    Body: optional(paragraph(20_000)),
    AttachInvoicePDF: optional(z.boolean()),
    AttachSalesTerms: optional(z.boolean()),
    /** Adds the UBL file of the e-invoice, when it can be made (docs/api.md §10). */
    AttachUBL: optional(z.boolean()),
    /** Adds a link to the document's page (docs/api.md §12); true unless sent false. */
    IncludeLink: optional(z.boolean()),
  }),
);

/** The send-by-e-mail body, parsed. */
export type SendInput = z.output<typeof sendInput>;
