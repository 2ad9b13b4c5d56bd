/** Estimates and invoices as the domain keeps them. Amounts are decimal strings. */
export const documentTypes = ['invoice', 'estimate'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const statuses = {
  invoice: ['draft', 'sent', 'paid', 'cancelled'],
  estimate: ['draft', 'sent', 'accepted', 'declined'],
} as const;
export type Status = (typeof statuses)[DocumentType][number];

/**
 * Which Status may follow which (a Status may always stay as it is). Sending by e-mail moves
 * a draft to `sent`; a cancelled invoice is final; a declined estimate may be sent again.
 */
export const transitions: Record<DocumentType, Record<string, readonly string[]>> = {
  invoice: { draft: ['sent', 'paid', 'cancelled'], sent: ['paid', 'cancelled'], paid: ['sent'], cancelled: [] },
  estimate: { draft: ['sent', 'accepted', 'declined'], sent: ['accepted', 'declined'], accepted: [], declined: ['sent'] },
};

export type Folder = 'active' | 'archived' | 'deleted';

export interface General {
  Status: Status;
  Number: string;
  PONumber: string;
  /** `YYYY-MM-DD`, a calendar date with no zone (the issuer's date). */
  DateIssue: string;
  DueDate?: string;
  /** Estimates: the last day the estimate holds, `YYYY-MM-DD`. */
  Validity?: string;
  GeneralDiscount: string;
  Description: string;
  Currency: string;
}

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

export interface Item {
  Position: number;
  Reference: string | null;
  Description: string;
  UnitRate: string;
  UnitType: string;
  Quantity: string;
  Discount: string;
  VAT: string;
}

export interface Comments {
  PaymentCondition?: string;
  PaymentEndOfMonth?: boolean;
  Legal?: string;
  Notes?: string;
}

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
  General: General;
  Client: DocumentClient;
  Items: Item[];
  Comments: Comments;
}

/** The document list's filters (contract section 5). */
export interface DocumentFilters {
  clientId?: number;
  /** Staff: only documents of these clients. */
  clientIds?: number[];
  dateFrom?: string;
  dateTo?: string;
  status?: string;
}
