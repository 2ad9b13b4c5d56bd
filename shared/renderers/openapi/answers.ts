import * as z from 'zod/mini';
import { lifecycleStatuses } from '../../features/documents/lifecycle.ts';
import { vatCategories } from '../../features/documents/model.ts';
import { emptyProfile } from '../../features/profile/model.ts';

/**
 * The answers of the API as schemas, for its description (docs/openapi): what each presenter
 * (`shared/*\/present.ts`) gives. The integration tests check every JSON answer they receive
 * against these, so a presenter and its schema cannot drift apart.
 */
const text = z.string();
const maybeText = z.nullable(z.string());
const number = z.number();
/** A document's Type as answered: `deposit` is a deposit invoice (docs/api.md §17). */
const documentType = z.enum(['invoice', 'estimate', 'creditnote', 'deposit']);
const folder = z.enum(['active', 'archived']);
const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** The spec's `/Date(<epoch ms>+0000)/` dates of client records. */
const msDate = z.string().check(z.regex(/^\/Date\(\d+[+-]\d{4}\)\/$/));
const dateTime = z.iso.datetime();

const company = z.object({
  CompanyName: text,
  CompanyTradeName: z.optional(text),
  WebSite: text,
  Phone: z.optional(text),
  Mobile: z.optional(text),
  Fax: z.optional(text),
  VATIntra: z.optional(text),
});
const contact = z.object({
  Principal: z.boolean(),
  id: z.optional(maybeText),
  Title: z.optional(text),
  FirstName: z.optional(text),
  MiddleName: z.optional(text),
  LastName: z.optional(text),
  Suffix: z.optional(text),
  JobTitle: z.optional(text),
  Email: z.optional(text),
  IM: z.optional(text),
  IMType: z.optional(text),
  SkypeNB: z.optional(text),
  Phone: z.optional(text),
  Mobile: z.optional(text),
  Fax: z.optional(text),
  DueDate: z.optional(z.nullable(number)),
  DueDate_EndOfMonth: z.optional(z.boolean()),
  Validity: z.optional(z.nullable(number)),
  General_Discount: z.optional(z.nullable(number)),
});
const address = z.object({
  Principal: z.boolean(),
  id: z.optional(maybeText),
  Name: z.optional(text),
  TradeName: z.optional(text),
  Address1: z.optional(text),
  Address2: z.optional(text),
  City: z.optional(text),
  State: z.optional(text),
  ZIPCode: z.optional(text),
  Country: z.optional(text),
  Target_Invoice: z.optional(z.boolean()),
  Target_Order: z.optional(z.boolean()),
});
const clientIdentity = {
  client_id: number,
  CreateDate: msDate,
  Type: z.union([z.literal(0), z.literal(1)]),
  isPrivate: z.boolean(),
  Reference: text,
};

/** `GET /api/client/get/{id}`. */
export const clientRecord = z.object({
  ...clientIdentity,
  Folder: folder,
  Company: company,
  Contacts: z.array(contact),
  Addresses: z.array(address),
  Culture: text,
  Currency: text,
  Kind: z.enum(['business', 'consumer']),
  RegistrationId: text,
  RegistrationScheme: text,
  ElectronicAddress: text,
  ElectronicAddressScheme: text,
  SendDocByEmail: z.boolean(),
  SendDocBySnailMail: z.boolean(),
  Notes: text,
});

/** An element of `GET /api/Clients.svc/list`. */
export const clientSummary = z.object({
  ...clientIdentity,
  Company: z.object({ CompanyName: text, WebSite: text }),
  Contacts: z.array(contact),
  Addresses: z.array(address),
  SendDocByEmail: z.boolean(),
  SendDocBySnailMail: z.boolean(),
});

const vatCategory = z.enum(vatCategories);
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
export const documentRecord = z.object({
  client_id: z.optional(number),
  Folder: folder,
  General: z.object({
    ...documentHeading,
    Validity: z.optional(date),
    GeneralDiscount: number,
    Description: text,
    Currency: text,
    VATExemptionReason: z.optional(text),
    Invoice: z.optional(text),
    Estimate: z.optional(text),
    Recurring: z.optional(text),
    Overdue: z.optional(z.boolean()),
    ViewedAt: z.optional(dateTime),
    /** Invoices: whether automatic reminders go (docs/api.md §14). */
    Reminders: z.optional(z.boolean()),
    LastReminder: z.optional(text),
    Missing: z.optional(z.array(z.object({ field: text, why: text }))),
    LateFeeFor: z.optional(text),
    PaymentReference: z.optional(text),
    BuyerReference: z.optional(text),
    OrderReference: z.optional(text),
    OperationCategory: z.optional(z.enum(['goods', 'services', 'mixed'])),
    VATOnDebits: z.optional(z.boolean()),
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
    TOTALTAX: z.array(z.object({ VATPercentage: number, VATValue: number, VATBase: number, VATCategory: vatCategory })),
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
});

/** An element of `GET /api/document.svc/list/{type}`. */
export const documentSummary = z.object({
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
});

/** An entry of `GET /api/document.svc/history/{type}/{id}`, oldest first. */
export const historyEntry = z.object({
  at: dateTime,
  user_id: number,
  action: text,
  changes: z.record(z.string(), z.unknown()),
});

/** `GET /api/document.svc/history/{type}/{id}`. */
export const historyList = z.array(historyEntry);

/** A category of the catalog (get and list). */
export const category = z.object({
  Name: text,
  Description: text,
  CategoryName: text,
  Price: z.optional(number),
  Currency: text,
  Quantity: z.optional(number),
  Unit: z.optional(number),
  VAT: z.optional(number),
  isInventory: z.optional(z.literal(true)),
  StockQuantity: z.optional(number),
  Barcode: text,
  isExpense: z.boolean(),
});

/** A payment (get and list, docs/api.md §8). */
export const payment = z.object({
  payment_id: number,
  Invoice: text,
  client_id: z.optional(number),
  Amount: number,
  Currency: text,
  Date: date,
  Method: text,
  Reference: text,
  Notes: text,
  CreateDate: dateTime,
  Folder: z.enum(['active', 'deleted']),
});

const tabs = z.record(z.string(), z.boolean());
/** A staff user (list, update). */
export const staffUser = z.object({ user_id: number, Email: text, Tabs: tabs, Clients: z.array(number) });
/** `POST /api/staff/create`: the new user and its token, shown once. */
export const staffCreated = z.object({ user_id: number, token: text });

/** The seller profile (docs/api.md §10). */
export const profile = z.object({
  ...Object.fromEntries(
    Object.keys(emptyProfile)
      .filter(
        (field) => !['LatePaymentRate', 'RecoveryIndemnity', 'Accounts', 'VATOnDebits', 'VATFranchise'].includes(field),
      )
      .map((field) => [field, text]),
  ),
  VATOnDebits: z.boolean(),
  VATFranchise: z.boolean(),
  Accounts: z.object({ Clients: text, Sales: text, VAT: text, Bank: text }),
  LatePaymentRate: z.nullable(z.number()),
  RecoveryIndemnity: z.nullable(z.number()),
});

/** What the seller profile lacks for its country (docs/api.md §10, what an invoice states). */
export const profileCheck = z.object({
  Country: text,
  Missing: z.array(z.object({ field: text, why: text })),
});

/** The seller's logo, as the profile keeps it (docs/api.md §10). */
export const logo = z.object({
  Type: z.enum(['image/png', 'image/jpeg']),
  Width: z.int(),
  Height: z.int(),
  Bytes: z.int(),
  Hash: text,
});

/** A recurring profile (docs/api.md §13). */
export const recurringRecord = z.object({
  recurring_id: text,
  client_id: z.int(),
  Client: z.object({ Reference: text }),
  Name: text,
  Frequency: z.enum(['weekly', 'monthly', 'quarterly', 'yearly']),
  Interval: z.int(),
  StartDate: text,
  EndDate: z.optional(text),
  Occurrences: z.optional(z.int()),
  DueDays: z.int(),
  Send: z.enum(['draft', 'email']),
  Currency: z.optional(text),
  GeneralDiscount: z.optional(z.number()),
  Comments: z.record(z.string(), z.unknown()),
  Items: z.array(z.record(z.string(), z.unknown())),
  Status: z.enum(['active', 'paused', 'finished']),
  NextDate: z.nullable(text),
  Count: z.int(),
  LastInvoice: z.nullable(text),
});

/** A client's statement of account (docs/api.md §14). */
export const statement = z.object({
  client_id: z.int(),
  From: text,
  To: text,
  Currencies: z.array(
    z.object({
      Currency: text,
      OpeningBalance: z.number(),
      Lines: z.array(
        z.object({
          Date: text,
          Type: z.enum(['invoice', 'creditnote', 'payment']),
          Number: z.optional(text),
          payment_id: z.optional(z.int()),
          Debit: z.number(),
          Credit: z.number(),
          Balance: z.number(),
        }),
      ),
      ClosingBalance: z.number(),
    }),
  ),
});

/** `GET` and `PUT /api/account/reminders` (docs/api.md §14). */
export const reminderSettings = z.object({ Enabled: z.boolean(), Days: z.array(z.int()) });

/** `GET` and `PUT /api/account/clock` (docs/api.md §13). */
export const accountClock = z.object({ now: dateTime, simulated: z.boolean() });

/** `PUT .../action/share/{type}/{id}` (docs/api.md §12). */
export const shareLink = z.object({ url: z.url(), expires: dateTime });

/** The error answer of every failure (docs/api.md §6). */
export const errorAnswer = z.object({
  error: z.object({
    code: text,
    message: text,
    details: z.optional(z.array(z.object({ field: z.optional(text), rule: z.optional(text), message: text }))),
  }),
});

/** An imported bank statement (docs/api.md §15). */
export const bankStatement = z.object({
  statement_id: z.int(),
  Status: z.enum(['processing', 'done']),
  Format: text,
  IBAN: text,
  Entries: z.int(),
  Credits: z.int(),
  Matched: z.int(),
  Unmatched: z.int(),
  Duplicates: z.int(),
  Ignored: z.int(),
  CreatedAt: text,
});

/** A bank entry: a booked credit of a statement, and what became of it (docs/api.md §15). */
export const bankEntry = z.object({
  entry_id: z.int(),
  statement_id: z.int(),
  Date: text,
  Amount: z.number(),
  Currency: text,
  Name: text,
  Reference: text,
  BankRef: text,
  Status: z.enum(['matched', 'unmatched', 'ignored']),
  Reason: z.nullable(
    z.enum(['no_reference', 'overpayment', 'already_paid', 'cancelled', 'currency', 'not_issued', 'payment_deleted']),
  ),
  payment_id: z.nullable(z.int()),
  Invoice: z.nullable(text),
});

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
  Currencies: z.array(
    z.object({
      Currency: text,
      Clients: z.array(z.object({ client_id: z.nullable(z.int()), Name: text, ...buckets })),
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
  Currencies: z.array(
    z.object({
      Currency: text,
      Rates: z.array(z.object({ VATCategory: vatCategory, VATPercentage: number, Base: number, VAT: number })),
      TotalBase: number,
      TotalVAT: number,
    }),
  ),
});

/** Revenue per currency and month or client (docs/api.md §16). */
export const revenueReport = z.object({
  From: month,
  To: month,
  Group: z.enum(['month', 'client']),
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

/** An export job (docs/api.md §16). */
export const exportJob = z.object({
  export_id: z.int(),
  Kind: z.enum(['fec', 'invoices_csv', 'payments_csv']),
  From: date,
  To: date,
  Status: z.enum(['running', 'done', 'failed']),
  Rows: z.int(),
  Skipped: z.int(),
  FileName: text,
  Url: z.nullable(z.url()),
  CreatedAt: dateTime,
});
