/** Key builders: every item of an account lives under its partition `A#<accountId>`. */
const pad = (n: number) => String(n).padStart(12, '0');

/**
 * A text that says where it ends (`7:INV#001`), for a key part that a prefix query stops after:
 * Numbers may hold `#`, so `V1#...` would otherwise sort under `V1`'s prefix. No other text makes
 * a key that starts with it.
 */
export const delimited = (text: string): string => `${text.length}:${text}`;

const AGGREGATE_PENDING = 'AGGPEND#';

/** Every key of the single table (docs/data-model.md). */
export const keys = {
  account: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'ACCOUNT' }),
  companyName: (company: string) => ({ PK: `COMPANY#${company.toLowerCase()}`, SK: 'COMPANY' }),
  sequence: (accountId: string, kind: string) => ({ PK: `A#${accountId}`, SK: `SEQ#${kind}` }),
  user: (accountId: string, userId: number) => ({ PK: `A#${accountId}`, SK: `USER#${pad(userId)}` }),
  token: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  client: (accountId: string, clientId: number) => ({ PK: `A#${accountId}`, SK: `CLIENT#${pad(clientId)}` }),
  clientReference: (accountId: string, reference: string) => ({ PK: `A#${accountId}`, SK: `CLIENTREF#${reference}` }),
  /** GSI1: the clients of one folder, newest client_id first. */
  clientList: (accountId: string, folder: string, clientId: number) => ({
    GSI1PK: `A#${accountId}#CLIENTS#${folder}`,
    GSI1SK: pad(clientId),
  }),
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
    GSI1SK: `${dateIssue}#${String(createdAt).padStart(13, '0')}`,
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
    GSI2SK: `${dateIssue}#${String(createdAt).padStart(13, '0')}`,
  }),
  /**
   * GSI3 (sparse): an account's open invoices (sent or partial, with a DueDate) of one folder,
   * by DueDate: the overdue ones are those due before today, one Query away.
   */
  openInvoice: (accountId: string, folder: string, dueDate: string, createdAt: number) => ({
    GSI3PK: `A#${accountId}#OPEN#${folder}`,
    GSI3SK: `${dueDate}#${String(createdAt).padStart(13, '0')}`,
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
    SK: `${keys.historyPrefix(type, number, documentCreatedAt)}${String(at).padStart(13, '0')}#${unique}`,
  }),
  historyPrefix: (type: string, number: string, documentCreatedAt: number) =>
    `HIST#${type}#${delimited(number)}#${String(documentCreatedAt).padStart(13, '0')}#`,
  /** Where history was written before Numbers were delimited: read, filtered to the very document, never written. */
  legacyHistoryPrefix: (type: string, number: string, documentCreatedAt: number) =>
    `HIST#${type}#${number}#${String(documentCreatedAt).padStart(13, '0')}#`,
  /** A share link, found by its token's hash alone (the page has no account to start from). */
  shareToken: (tokenHash: string) => ({ PK: `SHARE#${tokenHash}`, SK: 'SHARE' }),
  /** The same link under its document, so unshare finds every link of a document with one Query. */
  documentShare: (accountId: string, type: string, number: string, tokenHash: string) => ({
    PK: `A#${accountId}`,
    SK: `${keys.documentSharePrefix(type, number)}${tokenHash}`,
  }),
  documentSharePrefix: (type: string, number: string) => `SHARELINK#${type}#${delimited(number)}#`,
  /** Where a document's links were kept before Numbers were delimited (links live 365 days at most). */
  legacyDocumentShare: (accountId: string, type: string, number: string, tokenHash: string) => ({
    PK: `A#${accountId}`,
    SK: `${keys.legacyDocumentSharePrefix(type, number)}${tokenHash}`,
  }),
  legacyDocumentSharePrefix: (type: string, number: string) => `SHARELINK#${type}#${number}#`,
  /** An invoice's PaymentReference, pointing at the invoice: makes references unique, and finds an invoice by one. */
  paymentReference: (accountId: string, reference: string) => ({ PK: `A#${accountId}`, SK: `PAYREF#${reference}` }),
  /** A part of an account's logo image (each under DynamoDB's item size), named by the image's hash. */
  logoPart: (accountId: string, hash: string, part: number) => ({ PK: `A#${accountId}`, SK: `LOGO#${hash}#${part}` }),
  /** A bank statement an account imported (docs/api.md §15). */
  bankStatement: (accountId: string, statementId: number) => ({
    PK: `A#${accountId}`,
    SK: `BANKSTMT#${pad(statementId)}`,
  }),
  /** A bank entry: its key sorts by entry_id, and a statement's entries are one range of ids. */
  bankEntry: (accountId: string, entryId: number) => ({
    PK: `A#${accountId}`,
    SK: `${keys.bankEntryPrefix}${pad(entryId)}`,
  }),
  bankEntryPrefix: 'BANKENTRY#',
  /** A name an account may use once, ever (a late fee's invoice and date), taken in the write that uses it. */
  claim: (accountId: string, name: string) => ({ PK: `A#${accountId}`, SK: `CLAIM#${name}` }),
  /** An export job (docs/exports.md). */
  exportJob: (accountId: string, exportId: number) => ({ PK: `A#${accountId}`, SK: `EXPORT#${pad(exportId)}` }),
  /** A maintained total of the reports (docs/reports.md), by its aggregate id. */
  aggregate: (accountId: string, id: string) => ({ PK: `A#${accountId}`, SK: `AGG#${id}` }),
  /**
   * A document change the reports' totals do not hold yet: written with the change, deleted by
   * the stream worker in the write that adds it, so a report waits until none is left.
   */
  aggregatePending: (accountId: string, type: string, number: string, version: number) => ({
    PK: `A#${accountId}`,
    SK: `${AGGREGATE_PENDING}${type}#${delimited(number)}#${pad(version)}`,
  }),
  /** The sort-key prefix of every pending mark of an account. */
  aggregatePendingPrefix: AGGREGATE_PENDING,
  /** That a stream change was added to the totals: kept while the stream may deliver it again. */
  aggregateApplied: (accountId: string, changeId: string) => ({ PK: `A#${accountId}`, SK: `AGGDONE#${changeId}` }),
  /** A usage counter of one account, kind and window (TTL removes it). */
  limit: (accountId: string, kind: string, windowStart: number) => ({
    PK: `A#${accountId}`,
    SK: `LIMIT#${kind}#${windowStart}`,
  }),
  payment: (accountId: string, paymentId: number) => ({ PK: `A#${accountId}`, SK: `PAY#${pad(paymentId)}` }),
  /** GSI1: the payments of one folder, newest Date first (then newest payment_id). */
  paymentList: (accountId: string, folder: string, date: string, paymentId: number) => ({
    GSI1PK: `A#${accountId}#PAYS#${folder}`,
    GSI1SK: `${date}#${pad(paymentId)}`,
  }),
  /** GSI2: the same, for one invoice's payments. */
  invoicePaymentList: (accountId: string, folder: string, invoice: string, date: string, paymentId: number) => ({
    GSI2PK: `A#${accountId}#PAYS#${folder}#I${invoice}`,
    GSI2SK: `${date}#${pad(paymentId)}`,
  }),
  category: (accountId: string, name: string) => ({ PK: `A#${accountId}`, SK: `CAT#${name}` }),
  recurring: (accountId: string, recurringId: string) => ({ PK: `A#${accountId}`, SK: `REC#${recurringId}` }),
  /** GSI1: an account's live profiles, by recurring_id. */
  recurringList: (accountId: string, recurringId: string) => ({
    GSI1PK: `A#${accountId}#RECS`,
    GSI1SK: recurringId,
  }),
  /** GSI2 (sparse): an account's active profiles by their next date: what a clock move runs. */
  recurringDue: (accountId: string, nextDate: string, recurringId: string) => ({
    GSI2PK: `A#${accountId}#RECDUE`,
    GSI2SK: `${nextDate}#${recurringId}`,
  }),
  /** GSI3 (sparse): every account's active profiles by next date, in 8 shards: what the scheduled run reads. */
  recurringDueEverywhere: (accountId: string, nextDate: string, recurringId: string) => ({
    GSI3PK: `RECDUE#${shardOf(`${accountId}/${recurringId}`)}`,
    GSI3SK: `${nextDate}#${accountId}#${recurringId}`,
  }),
  /** GSI3 (sparse): the accounts whose reminders are on, by when (UTC) their next date starts, in 8 shards: what the scheduled run reads. */
  remindersDue: (accountId: string, dueAt: number) => ({
    GSI3PK: `REMDUE#${shardOf(accountId)}`,
    GSI3SK: `${new Date(dueAt).toISOString()}#${accountId}`,
  }),
  /** A deleted category moves here, freeing its Name. */
  deletedCategory: (accountId: string, name: string, deletedAt: number) => ({
    PK: `A#${accountId}`,
    SK: `CATDEL#${name}#${deletedAt}`,
  }),
  /** GSI1: the categories of one folder, by Name. */
  categoryList: (accountId: string, folder: string, name: string) => ({
    GSI1PK: `A#${accountId}#CATS#${folder}`,
    GSI1SK: name,
  }),
  userPrefix: 'USER#',
  callback: (accountId: string, callbackId: number) => ({ PK: `A#${accountId}`, SK: `CB#${pad(callbackId)}` }),
  callbackPrefix: 'CB#',
  /** How many callbacks an account holds: the cap is checked in the same write as each insert. */
  callbackCount: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'CBCOUNT' }),
  /** A delivery of one message to one callback: sorted by callback, then time. */
  delivery: (accountId: string, callbackId: number, at: number, messageId: string) => ({
    PK: `A#${accountId}`,
    SK: `DLV#${pad(callbackId)}#${String(at).padStart(13, '0')}#${messageId}`,
  }),
  deliveryPrefix: (callbackId: number) => `DLV#${pad(callbackId)}#`,
  /** GSI3 (sparse): deliveries still pending, spread over shards, by when they are next due. */
  pendingDelivery: (messageId: string, dueAt: number) => ({
    GSI3PK: keys.pendingShard(parseInt(messageId.slice(-2), 16) % PENDING_SHARDS),
    GSI3SK: `${keys.pendingDue(dueAt)}#${messageId}`,
  }),
  pendingShard: (shard: number) => `PENDING#${shard}`,
  /** Due times sort as text: 13 digits of epoch ms. */
  pendingDue: (dueAt: number) => String(dueAt).padStart(13, '0'),
};

/** How many partitions the pending-delivery index spreads over. */
export const PENDING_SHARDS = 8;

/** The shards of the every-account due indexes (recurring profiles, reminders). */
export const DUE_SHARDS = 8;

/** A stable shard of a key (FNV-1a): the same profile or account always in the same shard. */
function shardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % DUE_SHARDS;
}
