import type { Client } from '../clients/model.ts';
import type { Profile } from '../profile/model.ts';
import type { LifecycleStatus, Transmission } from './lifecycle.ts';

/** Estimates and invoices as the domain keeps them. Amounts are decimal strings. */
export const documentTypes = ['invoice', 'estimate', 'creditnote'] as const;
/** A document type, as the path names it. */
export type DocumentType = (typeof documentTypes)[number];

/** How a message names a document of a type, with its article: `an invoice`, `an estimate`, `a credit note`. */
export const documentNoun = {
  invoice: { a: 'an invoice', the: 'invoice' },
  estimate: { a: 'an estimate', the: 'estimate' },
  creditnote: { a: 'a credit note', the: 'credit note' },
} as const satisfies Record<DocumentType, { a: string; the: string }>;

/** The Statuses each type of document may have. */
export const statuses = {
  invoice: ['draft', 'sent', 'partial', 'paid', 'cancelled'],
  estimate: ['draft', 'sent', 'accepted', 'declined'],
  // A credit note is issued by action/issue or by send by e-mail, never by an update.
  creditnote: ['draft', 'sent'],
} as const;
/** A document's Status. */
export type Status = (typeof statuses)[DocumentType][number];

/**
 * Which Status may follow which (a Status may always stay as it is). Sending by e-mail moves
 * a draft to `sent`; a cancelled invoice is final; a declined estimate may be sent again.
 */
export const transitions: Record<DocumentType, Record<string, readonly string[]>> = {
  // An invoice is issued once (docs/api.md §9); after that its Status follows the money.
  invoice: { draft: ['sent'], sent: [], partial: [], paid: [], cancelled: [] },
  estimate: {
    draft: ['sent', 'accepted', 'declined'],
    sent: ['accepted', 'declined'],
    accepted: [],
    declined: ['sent'],
  },
  creditnote: { draft: [], sent: [] },
};

/** Where a document is: the default list, the archive, or deleted. */
export type Folder = 'active' | 'archived' | 'deleted';

/** The General group of a document. */
export interface General {
  Status: Status;
  Number: string;
  /**
   * Numbered at issue (docs/api.md §22): the provisional Number (`DRAFT-<n>`) it held as a draft,
   * which still finds it, and its key in the store.
   */
  DraftNumber?: string;
  PONumber: string;
  /** `YYYY-MM-DD`, a calendar date with no zone (the issuer's date). */
  DateIssue: string;
  DueDate?: string;
  /** Estimates: the last day the estimate holds, `YYYY-MM-DD`. */
  Validity?: string;
  GeneralDiscount: string;
  Description: string;
  Currency: string;
  /** Why lines of category E, AE, K, G or O bear no VAT (EN 16931 BT-120). */
  VATExemptionReason?: string;
  /** A credit note: the Number of the invoice it credits. An estimate: the invoice made of it. */
  Invoice?: string;
  /** An invoice made of an estimate: the estimate's Number. */
  Estimate?: string;
  /** The recurring profile that made the invoice (docs/api.md §13). */
  Recurring?: string;
  /** When the client first opened the document's page (ISO 8601 UTC); later views leave it. */
  ViewedAt?: string;
  /** An invoice: `false` stops its automatic reminders (docs/api.md §14); may change once issued. */
  Reminders?: boolean;
  /** An invoice: the day of its latest reminder (`YYYY-MM-DD`, DueDate + its days). */
  LastReminder?: string;
  /** Issued: the mandatory mentions it lacked when it was issued (docs/api.md §10), none when it lacked none. */
  Missing?: { field: string; why: string }[];
  /**
   * Issued by a seller on the reform's network: what the rule sets its e-invoice is held to found
   * at issue (docs/api.md §20): `Valid`, and the rules it fails (none when valid).
   */
  EInvoiceCheck?: EInvoiceCheck;
  /** A late-fee invoice: the Number of the invoice it charges for (docs/api.md §14). */
  LateFeeFor?: string;
  /**
   * An invoice: its ISO 11649 creditor reference (`RF...`), given at creation, unique in the
   * account and never changed; bank transfers quote it (docs/api.md §15).
   */
  PaymentReference?: string;
  /** BT-10: the buyer's reference (a French public buyer's service code, a Peppol buyer's routing). */
  BuyerReference?: string;
  /** BT-13: the buyer's purchase order (PONumber when absent). */
  OrderReference?: string;
  /** What is sold: goods, services or both (the French business process, BT-23). */
  OperationCategory?: OperationCategory;
  /** VAT on debits (BT-8); the profile's VATOnDebits when absent. */
  VATOnDebits?: boolean;
  /** How the invoice is to be paid (docs/api.md §19): `direct_debit` under the client's mandate. */
  PaymentMethod?: PaymentMethod;
  /** BT-72: when the goods or services were delivered; an intra-community supply's defaults to DateIssue. */
  DeliveryDate?: string;
  /** The account currency per unit of the document's (decimal text): its VAT in the account currency (BT-6, BT-111). */
  ExchangeRate?: string;
  /** An invoice that is a deposit invoice (facture d'acompte, UNTDID 1001 `386`): `General.Type` `deposit`. */
  Deposit?: boolean;
  /** A final invoice: the Numbers of the deposit invoices it deducts, each deducted once (docs/api.md §17). */
  Deposits?: string[];
  /** The latest lifecycle status of its e-invoice, from the platform or a lifecycle PUT (docs/api.md §17). */
  Lifecycle?: LifecycleStatus;
}

/** What a document sells. */
export const operationCategories = ['goods', 'services', 'mixed'] as const;
/** A document's operation category. */
export type OperationCategory = (typeof operationCategories)[number];

/** Where the goods or services go (BG-15), when not the buyer's address. */
export interface DeliveryAddress {
  Address1: string;
  Address2: string;
  City: string;
  ZIPCode: string;
  State: string;
  /** ISO 3166-1 alpha-2. */
  Country: string;
}

/** The Client group of a document: the client as the document names it. */
export interface DocumentClient {
  Reference: string;
  ClientName: string;
  ContactName: string;
  ContactEmail: string;
  ContactAddress: string;
  ContactPhoneLine: string | null;
  ContactPhoneCell: string | null;
  ContactPhoneFax: string | null;
}

/** One line of a document; amounts are decimal text. */
export interface Item {
  Position: number;
  Reference: string | null;
  Description: string;
  UnitRate: string;
  UnitType: string;
  Quantity: string;
  Discount: string;
  VAT: string;
  /** EN 16931 VAT category (docs/api.md §10): `S` when VAT > 0, `Z` when 0, unless sent; absent on lines stored before categories, read as that default. */
  VATCategory?: VATCategory;
}

/** The Comments group of a document. */
export interface Comments {
  PaymentCondition?: string;
  PaymentEndOfMonth?: boolean;
  Legal?: string;
  Notes?: string;
}

/** The result of the e-invoice's rules on a document (docs/api.md §20). */
export interface EInvoiceCheck {
  Valid: boolean;
  /** The ids of the rules it fails (`BR-FR-11`, `PEPPOL-EN16931-R010`...). */
  Rules: string[];
}

/** A document as the domain keeps it. */
export interface Document {
  accountId: string;
  type: DocumentType;
  /** Epoch milliseconds. */
  createdAt: number;
  folder: Folder;
  version: number;
  /** The user whose request wrote this version (webhooks name them). */
  updatedBy: number;
  /** The linked client (through Client.Reference), when there is one. */
  clientId?: number;
  /** Epoch ms of the last send by e-mail, and how many there were. */
  lastSentAt?: number;
  sentCount: number;
  /** How many reminders went out (each is an `invoice.reminder` event), and for which days from DueDate. */
  reminderCount?: number;
  remindedDays?: number[];
  /**
   * What the client did last on the document's page (its first view, an estimate's accept or
   * decline) and how many such acts there were: the stream tells these events by the count.
   */
  clientAct?: ClientAct;
  clientActs?: number;
  General: General;
  Client: DocumentClient;
  /** The deliver-to address (BG-15), when it is not the buyer's. */
  Delivery?: DeliveryAddress;
  Items: Item[];
  Comments: Comments;
  /** Invoices: the live payments (at most MAX_PAYMENTS), in the order they were recorded (docs/api.md §8). */
  payments?: PaymentEntry[];
  /** Invoices: their issued credit notes (docs/api.md §9). */
  credits?: CreditEntry[];
  /** A final invoice: its deposits as read when it last changed, deducted from what it is owed. */
  deposits?: DepositEntry[];
  /** Its hand-off to the e-invoicing platform, once transmitted. */
  transmission?: Transmission;
  /** A direct-debit invoice: the mandate it is collected under (docs/api.md §19). */
  directDebit?: { mandateId: number; RUM: string };
  /** A direct-debit invoice in a batch sent to the bank: `collection_pending` until its payment is recorded. */
  collection?: { batchId: number; date: string };
  /** How many lifecycle statuses were recorded: each new one is an event. */
  lifecycleCount?: number;
  /** When `General.Lifecycle` happened (ISO 8601): a status of an earlier time is recorded, not made the latest. */
  lifecycleAt?: string;
  /** Invoices: cancelled by action/cancel, so nothing is due whatever cent rounding left. */
  cancelled?: boolean;
  /** Invoices: what its credit notes and its cancel gave back to stock, per catalog entry Name (docs/api.md §21). */
  stockReturned?: Record<string, string>;
  /**
   * Invoices and credit notes: the parties as they stood at the issue, which its PDF, page and
   * e-invoice state ever after (docs/api.md §20: the e-invoice written at issue never changes).
   * Absent on documents issued before it was kept: those read the parties live.
   */
  issuedWith?: IssuedParties;
  /**
   * Numbered at issue: its place in the account's invoice series (its Number's digits). A write
   * that gives it takes the series' next place, conditional on the place before (docs/api.md §22).
   */
  seriesSeq?: number;
}

/** The seller and the buyer as an issued document states them (docs/api.md §20). */
export interface IssuedParties {
  /** The seller profile, its defaults applied. */
  profile: Profile;
  /** The account's company name (the seller's name when the profile has no legal name). */
  company: string;
  /** The account's currency. */
  currency: string;
  /** The linked client, when there was one. */
  client?: Client;
  /** A credit note's invoice's DateIssue (BT-26). */
  creditedInvoiceDate?: string;
}

/** What a client does on a document's page that becomes an event (docs/api.md §12). */
export type ClientAct = 'view' | 'accept' | 'decline';

/** An issued credit note as its invoice keeps it. */
export interface CreditEntry {
  number: string;
  /** Its DateIssue; absent on entries kept before dates were (read as crediting from the start). */
  date?: string;
  /** Its TotalNET, decimal text. */
  net: string;
  /** Its taxable base per VAT rate (rate as decimal text to base), for a cancel's last credit note. */
  bases: Record<string, string>;
}

/** A deposit invoice as the final invoice that deducts it keeps it. */
export interface DepositEntry {
  /** Its Number: the one its issue gave it where the profile numbers at issue. */
  number: string;
  /** Its draft Number, where its issue gave it another (docs/api.md §22). */
  draftNumber?: string;
  /** Its DateIssue. */
  date: string;
  /** Its TotalNET, decimal text: what the final invoice deducts. */
  net: string;
  /** What it deducts per VAT rate: the deposit's base and tax of that rate, decimal text. */
  rates: { category: VATCategory; rate: string; base: string; tax: string }[];
}

/** What one change of a document recorded in its history (docs/api.md §9). */
export type HistoryAction =
  | 'create'
  | 'update'
  | 'send'
  | 'payment'
  | 'payment_reversed'
  | 'credit'
  | 'status'
  | 'share'
  | 'view'
  | 'accept'
  | 'decline'
  | 'reminder'
  | 'transmit'
  | 'lifecycle'
  | 'collection'
  /** An operator's repair of what an earlier version stored (`npm run admin -- documents check --repair`). */
  | 'repair';

/** One entry of a document's history, written in the same transaction as the change it records. */
export interface HistoryEntry {
  accountId: string;
  type: DocumentType;
  number: string;
  /** The document's createdAt: a Number used again (an estimate's) starts a history of its own. */
  documentCreatedAt: number;
  /** Epoch ms. */
  at: number;
  userId: number;
  action: HistoryAction;
  changes: Record<string, unknown>;
}

/** EN 16931 VAT category codes (UNTDID 5305 subset): standard, zero, exempt, reverse charge, intra-community, export, outside scope, Canary IGIC, Ceuta/Melilla IPSI. */
export const vatCategories = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'] as const;
/** One of the VAT categories. */
export type VATCategory = (typeof vatCategories)[number];

/** The most live payments one invoice holds (docs/api.md §8): the store keeps room for them in every invoice. */
export const MAX_PAYMENTS = 1000;

/** How a payment was made (docs/api.md §8). */
export const paymentMethods = [
  'bank_transfer',
  'card',
  'cash',
  'check',
  'direct_debit',
  'sepa_debit',
  'other',
] as const;
/** One of the payment methods. */
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * A payment as its invoice keeps it: what its totals, Status, reports, statements and late fees
 * read. The rest (Method, Reference, Notes) stays on the payment's own item, so an invoice's
 * 1000 payments fit beside the largest content it may hold (docs/data-model.md).
 */
export interface PaymentEntry {
  paymentId: number;
  /** Decimal text, in the invoice's currency. */
  amount: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** The document list's filters (docs/api.md §5). */
export interface DocumentFilters {
  clientId?: number;
  /** Staff: only documents of these clients. */
  clientIds?: number[];
  dateFrom?: string;
  dateTo?: string;
  status?: string;
  /** The profile that made them (`recurring=`). */
  recurring?: string;
  /** The account's date: `overdue` means due before it. */
  today?: string;
  /** Oldest DateIssue first (an export's order) rather than newest. */
  oldestFirst?: boolean;
}
