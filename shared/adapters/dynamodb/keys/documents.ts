import { delimited, instant } from './parts.ts';

/** The keys of the documents feature's items (docs/data-model.md). */
export const documentsKeys = {
  /** Whether a sort key is a soft delete's tombstone (a document's or a category's moved copy). */
  isTombstone: (sk: string): boolean => sk.startsWith('DOCDEL#') || sk.startsWith('CATDEL#'),
  document: (accountId: string, type: string, number: string) => ({
    PK: `A#${accountId}`,
    SK: `DOC#${type}#${number}`,
  }),
  /** A deleted document moves here, freeing its Number. */
  deletedDocument: (accountId: string, type: string, number: string, deletedAt: number) => ({
    PK: `A#${accountId}`,
    SK: `DOCDEL#${type}#${number}#${deletedAt}`,
  }),
  /** GSI1: the documents of one type and folder, newest DateIssue first (then newest created). */
  documentList: (accountId: string, type: string, folder: string, dateIssue: string, createdAt: number) => ({
    GSI1PK: `A#${accountId}#DOCS#${type}#${folder}`,
    GSI1SK: `${dateIssue}#${instant(createdAt)}`,
  }),
  /** GSI2: the same, for one client's documents. */
  clientDocumentList: (
    accountId: string,
    type: string,
    folder: string,
    clientId: number,
    dateIssue: string,
    createdAt: number,
  ) => ({
    GSI2PK: `A#${accountId}#DOCS#${type}#${folder}#C${clientId}`,
    GSI2SK: `${dateIssue}#${instant(createdAt)}`,
  }),
  /**
   * GSI3 (sparse): an account's open invoices (sent or partial, with a DueDate) of one folder,
   * by DueDate: the overdue ones are those due before today, one Query away.
   */
  openInvoice: (accountId: string, folder: string, dueDate: string, createdAt: number) => ({
    GSI3PK: `A#${accountId}#OPEN#${folder}`,
    GSI3SK: `${dueDate}#${instant(createdAt)}`,
  }),
  /** A document's history: by the document's creation (a reused Number starts anew), then time. */
  history: (
    type: string,
    number: string,
    documentCreatedAt: number,
    at: number,
    unique: string,
    accountId: string,
  ) => ({
    PK: `A#${accountId}`,
    SK: `${documentsKeys.historyPrefix(type, number, documentCreatedAt)}${instant(at)}#${unique}`,
  }),
  historyPrefix: (type: string, number: string, documentCreatedAt: number) =>
    `HIST#${type}#${delimited(number)}#${instant(documentCreatedAt)}#`,
  /** Where history was written before Numbers were delimited: read, filtered to the very document, never written. */
  legacyHistoryPrefix: (type: string, number: string, documentCreatedAt: number) =>
    `HIST#${type}#${number}#${instant(documentCreatedAt)}#`,
  /** An invoice's PaymentReference, pointing at the invoice: makes references unique, and finds an invoice by one. */
  paymentReference: (accountId: string, reference: string) => ({ PK: `A#${accountId}`, SK: `PAYREF#${reference}` }),
};
