import { API_TIMEOUT_SECONDS } from '../../kernel/operation.ts';
import type { RuleCheck } from '../einvoice/reading/checks.ts';
import type { ReadSyntax } from '../einvoice/reading/index.ts';
import type { RateTotal } from '../expenses/model.ts';

/** The types a supplier's file may be sent as, and its largest size: 5 MiB. */
export const purchaseFileTypes = ['application/xml', 'text/xml', 'application/pdf'] as const;
/** A type a supplier's file may be sent as. */
export type PurchaseFileType = (typeof purchaseFileTypes)[number];
/** A supplier's file's largest size. */
export const MAX_PURCHASE_FILE_BYTES = 5 * 1024 * 1024;
/** The bounds a supplier's file is held to, in a body or sent by link. */
export const purchaseFileBounds = { types: purchaseFileTypes, maxBytes: MAX_PURCHASE_FILE_BYTES };

/** The statuses of a purchase (docs/api.md §18): the buyer's decisions, then its payment. */
export const purchaseStatuses = [
  'received',
  'approved',
  'partly_approved',
  'disputed',
  'suspended',
  'refused',
  'payment_sent',
  'paid',
] as const;
/** A purchase's status. */
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** One line of a received invoice, as the supplier stated it, and the category the buyer files it in. */
export interface PurchaseLine {
  Position: number;
  Description: string;
  Quantity: string;
  UnitCode: string;
  NetPrice: string;
  LineNet: string;
  VATCategory: string;
  VATPercentage: string;
  /** An expense category's Name: the supplier's DefaultCategory on import, else none until set. */
  Category?: string;
}

/** The Method of a payment that is a credit note set off against an invoice: no money moved. */
export const setOffMethod = 'credit_note';
/** The Method of a payment a transfer records (a transfer file's, or one made at the bank), and of one given back. */
export const transferMethod = 'bank_transfer';

/** A payment to the supplier of a purchase. */
export interface PurchasePayment {
  paymentId: number;
  Date: string;
  Amount: string;
  Method: string;
  Reference?: string;
  /** The bank statement line that recorded it (its account and bank reference): recorded once. */
  bankRef?: string;
  /** The purchase it was set off against: the credit note an invoice's share was settled by, or the invoice a credit note's. */
  settles?: number;
  /**
   * A transfer the supplier's bank gave back (docs/api.md §18): this payment is the other's amount
   * negated, on the return's booking date, with the bank's return reason.
   */
  returns?: { paymentId: number; reason: string };
  createdAt: number;
}

/** A change of the buyer's status, with the lifecycle message it makes (docs/api.md §18). */
export interface PurchaseStatusChange {
  Status: PurchaseStatus;
  Reason?: string;
  Comment?: string;
  At: number;
  By: number;
  /** The reform's status code it is (205, 206, 207, 208, 210, 211), and its CDAR message's id. */
  Code?: string;
  MessageId?: string;
}

/** The validation of the supplier's file (EN 16931, and BR-FR for a French supplier). */
export interface PurchaseValidation extends RuleCheck {
  RuleSet: string;
  France?: RuleCheck & { RuleSet: string };
}

/**
 * An invoice (or credit note) the business received from a supplier (docs/api.md §18): its
 * figures as the supplier's file states them, never changed; the buyer's status, categories,
 * notes and payments beside them.
 */
export interface Purchase {
  accountId: string;
  purchaseId: number;
  createdAt: number;
  createdBy: number;
  updatedBy: number;
  version: number;
  supplierId: number;
  /** Where it came from: uploaded through the API, or delivered by the account's platform. */
  source: 'upload' | 'platform';
  /** The file as it came, kept in the stage's bucket. */
  file: { key: string; type: string; syntax: ReadSyntax; size: number; sha256: string };
  docType: 'invoice' | 'creditnote';
  TypeCode: string;
  Number: string;
  DateIssue: string;
  DueDate?: string;
  Currency: string;
  Lines: PurchaseLine[];
  rates: RateTotal[];
  TotalHT: string;
  TotalVAT: string;
  TotalNET: string;
  /** What the supplier asks to be paid (BT-115): TotalNET less what was paid before. */
  Payable: string;
  IBAN?: string;
  BIC?: string;
  /** The supplier's payment reference (BT-83), used as the transfer's remittance. */
  PaymentReference?: string;
  /**
   * The invoices the file names (BG-3: the one a credit note corrects, the deposits a final
   * invoice deducts), each with the purchase that imported it when there is one.
   */
  preceding?: { number: string; date?: string; purchaseId?: number }[];
  /** The supplier's identifiers as the file states them (for the lifecycle messages). */
  sellerSiren?: string;
  sellerEndpoint?: { id: string; scheme: string };
  Validation: PurchaseValidation;
  Status: PurchaseStatus;
  Reason?: string;
  Comment?: string;
  Notes?: string;
  history: PurchaseStatusChange[];
  payments: PurchasePayment[];
  TotalPaid: string;
  /** The last transfer file that named it. */
  transferId?: number;
}

/** A SEPA credit transfer file made for purchases (docs/api.md §18). */
export interface Transfer {
  accountId: string;
  transferId: number;
  createdAt: number;
  createdBy: number;
  ExecutionDate: string;
  purchases: { purchaseId: number; amount: string }[];
  Total: string;
  /** The file in the stage's bucket. */
  key: string;
  /** When it was cancelled (epoch ms) and by whom: its file is no longer handed out, its unpaid purchases owe again. */
  cancelledAt?: number;
  cancelledBy?: number;
  /** The purchases taken out of it before it was paid (their transactions rejected by the bank): they owe again. */
  withdrawn?: number[];
  /** The bank's reason code for refusing the whole file (its status report's group reason). */
  cancelReason?: string;
  /** The bank's reason code for each purchase withdrawn with one, by purchase id. */
  rejections?: Record<number, string>;
}

/** How many purchases' transfer claims one write takes (DynamoDB's transaction holds 100 items). */
export const TRANSFER_CLAIMS_PER_WRITE = 100;

/**
 * How long a transfer's claim holds a purchase it has not marked yet against every other change:
 * past the longest an API request runs (four times over), its request is gone, and the claim is
 * one the next transfer may take over (its transfer never written), or the sweep's to mark.
 */
export const TRANSFER_CLAIM_HOLDS_MS = 4 * API_TIMEOUT_SECONDS * 1000;

/**
 * A purchase's place in a transfer file (docs/api.md §18): taken once, by the first transfer to
 * name it, so that no two files pay it; `at` when it was taken (epoch ms).
 */
export interface TransferClaim {
  accountId: string;
  purchaseId: number;
  transferId: number;
  at: number;
}

/** What a list of supplier payments may be narrowed to: a supplier, a purchase, a range of Dates (inclusive). */
export interface PurchasePaymentFilters {
  supplierId?: number;
  purchaseId?: number;
  from?: string;
  to?: string;
}

/** The purchase list's filters. */
export interface PurchaseFilters {
  status?: PurchaseStatus;
  supplierId?: number;
  from?: string;
  to?: string;
}
