import { mayReachClient, requireDocumentTab } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { startedAhead } from '../../kernel/concurrency.ts';
import { Failure, forbidden, invalid, notFound, refused } from '../../kernel/errors.ts';
import { retryContended, retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Client } from '../clients/model.ts';
import { accountClock } from '../clock/service.ts';
import type { Stores } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import { asCreditNoteOf, creditedInvoice } from './credit-notes.ts';
import { withDeposits } from './deposits.ts';
import { withMandate } from './direct-debit.ts';
import { historyEntry, statusChange, updateChanges } from './history.ts';
import { issueChecks, requireIssuable, withMissing, withSeriesPlace } from './issuing.ts';
import { refusedFields, refusedOnceIssued } from './locking.ts';
import type { Document, DocumentFilters, DocumentType, Folder, HistoryEntry } from './model.ts';
import { insertNumbered } from './new-numbers.ts';
import { refuseChosenNumber, storedNumber } from './numbering.ts';
import type { ReadAhead } from './port.ts';
import type { PaymentDetails } from './present.ts';
import { applyDocumentInput, type Link, newDocument } from './rules.ts';
import type { DocumentInput } from './schema.ts';
import { isIssued, typeOf } from './settlement.ts';

const label = (type: DocumentType, number: string) => `The ${type} ${number}`;

/**
 * The client a sent `Client.Reference` or `client_id` names: undefined when neither is sent,
 * null when cleared. Both sent must name the same client.
 */
async function linkOf(deps: Pick<Stores, 'clients'>, principal: Principal, input: DocumentInput): Promise<Link> {
  const reference = input.Client?.Reference;
  const clientId = input.client_id;
  const byReference = await linkedBy(principal, 'Client.Reference', reference, (r) =>
    deps.clients.byReference(principal.accountId, r),
  );
  const byId = await linkedBy(principal, 'client_id', clientId, (id) => deps.clients.get(principal.accountId, id));
  if (byReference === undefined) return byId === undefined ? {} : { client: byId };
  if (byId !== undefined && byId?.clientId !== byReference?.clientId) {
    throw invalid('client_id and Client.Reference name different clients.', [
      { field: 'client_id', message: 'names another client than Client.Reference' },
    ]);
  }
  return { client: byReference };
}

/** The client one of the two link fields names: undefined when not sent, null when cleared, else the client or 400. */
async function linkedBy<K extends string | number>(
  principal: Principal,
  field: string,
  key: K | null | undefined,
  find: (key: K) => Promise<Client | undefined>,
): Promise<Client | null | undefined> {
  if (key === undefined) return undefined;
  if (key === null || key === '') return null;
  const client = await find(key);
  // Staff: a client not assigned to them answers exactly as one that does not exist (docs/api.md §2).
  if (!client || client.folder === 'deleted' || !mayReachClient(principal, client.clientId)) {
    throw invalid(`${field} "${key}" names no client of this account.`, [{ field, message: 'names no client' }]);
  }
  return client;
}

async function withCurrency(
  deps: Pick<Stores, 'accounts'>,
  principal: Principal,
  input: DocumentInput,
  link: Link,
): Promise<Link> {
  if (input.General?.Currency || link.client?.Currency) return link;
  const account = await deps.accounts.account(principal.accountId);
  return { ...link, accountCurrency: account?.currency };
}

/** Creates a document with the next Number of its type (a chosen Number that is taken is 409). */
export async function createDocument(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'mandates' | 'sequences'>,
  principal: Principal,
  pathType: DocumentType,
  input: DocumentInput,
): Promise<Document> {
  const sentType = input.General?.Type;
  const deposit = sentType === 'deposit';
  const type = sentType === 'deposit' ? 'invoice' : (sentType ?? pathType);
  requireDocumentTab(principal, type);
  refuseMoneyStatus(type, 'draft', input);
  // The account's date (and with it the profile: one item) read beside the client or the credited invoice.
  const clock = startedAhead(accountClock(deps, principal.accountId));
  const credited = type === 'creditnote' ? await creditedInvoice(deps, principal, input) : undefined;
  const link = credited ? {} : await withCurrency(deps, principal, input, await linkOf(deps, principal, input));
  if (principal.role === 'staff' && !credited && !link.client)
    throw forbidden('Staff create documents for their assigned clients only (send Client.Reference).');
  const { today } = await clock;
  const chosen = input.General?.Number;
  if (chosen !== undefined && type !== 'estimate') refuseChosenNumber(await getProfile(deps, principal), type);
  const fresh = newDocument(principal.accountId, type, Date.now(), principal.userId, today);
  // The content is held to its rules before a Number is taken: a create refused for what it says
  // leaves the account's sequence as it was.
  const applied = applyDocumentInput(
    deposit ? { ...fresh, General: { ...fresh.General, Deposit: true } } : fresh,
    input,
    link,
    true,
  );
  const shaped = credited ? asCreditNoteOf(applied, credited) : applied;
  // So is what it names (its deposits, its mandate) and, created as issued, what every issue is
  // held to, keeping what it lacks (docs/api.md §9, §20), the stock it moves read meanwhile: a
  // Number numbered at creation is taken by a create that is then written, leaving no gap.
  const made = credited ? shaped : await withMandate(deps, principal, await withDeposits(deps, principal, shaped));
  const issued = isIssued(made);
  let ahead = issued ? deps.documents.readAhead(made) : undefined;
  const checked = issued ? await issueChecks(deps, principal.accountId, made, link.client) : undefined;
  // A Number the caller chose is theirs to change.
  return insertNumbered(
    deps,
    principal,
    type,
    chosen,
    async (number) => {
      const numbered = { ...made, General: { ...made.General, Number: number } };
      const doc = checked
        ? withMissing(numbered, await withSeriesPlace(deps, principal.accountId, numbered, checked))
        : numbered;
      const reads = ahead ?? (issued ? deps.documents.readAhead(doc) : undefined);
      ahead = undefined;
      await deps.documents.write([{ after: doc }], [historyEntry(principal, doc, 'create')], undefined, reads);
      return doc;
    },
    `The ${type} Number "${chosen}" is taken.`,
  );
}

/** A live document the principal may reach, or 404 (another account's, a deleted one, an unassigned client's). */
export async function getDocument(
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  type: DocumentType,
  number: string,
): Promise<Document> {
  requireDocumentTab(principal, type);
  const doc = await deps.documents.get(principal.accountId, type, number);
  if (!doc || !mayReachClient(principal, doc.clientId)) throw notFound(label(type, number));
  return doc;
}

/**
 * Reads, changes and writes a document, again from the start if another write came first: the
 * document, or a catalog entry whose stock its issue moves (twenty issues racing for one entry's
 * last units each get their answer, never a 503). A change that issues the document says so
 * (`issuing`) before its own reads, so that what the write reads (the stock) is read beside them.
 */
export const rewriteDocument = (
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  type: DocumentType,
  number: string,
  change: (doc: Document, issuing: (issued: Document) => void) => Promise<Document> | Document,
  recorded: (before: Document, after: Document) => HistoryEntry[] = (before, after) => [
    historyEntry(principal, after, 'update', updateChanges(before, after)),
  ],
): Promise<Document> =>
  retryContended(async () => {
    const before = await getDocument(deps, principal, type, number);
    let ahead: ReadAhead | undefined;
    const changed = await change(before, (issued) => {
      ahead = deps.documents.readAhead(issued);
    });
    const after = { ...changed, version: before.version + 1, updatedBy: principal.userId };
    await deps.documents.write([{ before, after }], recorded(before, after), undefined, ahead);
    return after;
  });

/**
 * Notes in a document's history what the service did not do to it and why (an invoice a run could
 * not send, an online payment it no longer owed), where the business reads it; the document is
 * unchanged but for its version. One gone since, or out of reach: nothing.
 */
export const noteInHistory = (
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  type: DocumentType,
  number: string,
  action: HistoryEntry['action'],
  changes: Record<string, unknown>,
): Promise<void> =>
  rewriteDocument(
    deps,
    principal,
    type,
    number,
    (doc) => doc,
    (_before, after) => [historyEntry(principal, after, action, changes)],
  ).then(
    () => undefined,
    (error: unknown) => {
      if (!(error instanceof Failure)) throw error;
    },
  );

/** Updates a document: groups merge field by field, a sent Items list replaces. */
export async function updateDocument(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'mandates' | 'sequences'>,
  principal: Principal,
  type: DocumentType,
  number: string,
  input: DocumentInput,
): Promise<Document> {
  const link = type === 'creditnote' ? {} : await linkOf(deps, principal, input);
  if (principal.role === 'staff' && link.client === null)
    throw forbidden('Staff cannot unlink a document from its client.');
  return rewriteDocument(deps, principal, type, number, async (doc, issuing) => {
    const sentType = input.General?.Type;
    if (sentType !== undefined && sentType !== typeOf(doc)) {
      throw invalid("A document's Type cannot be changed.", [{ field: 'General.Type', message: 'cannot be changed' }]);
    }
    const credit =
      type === 'creditnote'
        ? await deps.documents.get(principal.accountId, 'invoice', doc.General.Invoice ?? '')
        : undefined;
    if (
      type === 'creditnote' &&
      input.General?.Invoice !== undefined &&
      input.General.Invoice !== doc.General.Invoice
    ) {
      throw invalid("A credit note's Invoice cannot be changed.", [
        { field: 'General.Invoice', message: 'cannot be changed' },
      ]);
    }
    refuseMoneyStatus(type, doc.General.Status, input);
    if (!isIssued(doc)) {
      const updated = await withMandate(
        deps,
        principal,
        await withDeposits(
          deps,
          principal,
          applyDocumentInput(doc, credit ? { ...input, Client: undefined } : input, credit ? {} : link, false),
        ),
      );
      // Updated to `sent`: the invoice is issued, if it may be, keeping what it lacks.
      const issues = updated.General.Status !== 'draft';
      if (issues) issuing(updated);
      const applied = issues
        ? withMissing(updated, await requireIssuable(deps, principal.accountId, updated, link.client))
        : updated;
      // A draft credit note keeps its invoice's client and currency, and its invoice's VAT rates.
      return credit
        ? asCreditNoteOf({ ...applied, General: { ...applied.General, Currency: doc.General.Currency } }, credit)
        : applied;
    }
    // Issued: only Folder and Reminders may change. Status is compared apart (an issued invoice has no transition to check).
    const { Status, ...general } = input.General ?? {};
    const after = applyDocumentInput(doc, { ...input, General: general }, link, false);
    const fields = [
      ...(Status !== undefined && Status !== doc.General.Status ? ['General.Status'] : []),
      ...refusedOnceIssued(doc, after),
    ];
    if (fields.length) {
      throw refused(
        'invoice_issued',
        `The ${type} ${number} is issued: only its Folder and Reminders may change (${fields.join(', ')}).`,
        refusedFields(fields),
      );
    }
    return after;
  });
}

/**
 * Issues a draft as it stands (Status `sent`), held to what every issue is, and numbered by its
 * issue where the profile numbers at issue: a send issues such a draft before the mail goes, so
 * the mail, its PDF and its page state the Number it took (docs/api.md §22).
 */
export const issueDraft = (
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'sequences'>,
  principal: Principal,
  type: DocumentType,
  number: string,
  /** The linked client, read already in this request. */
  linked?: Client,
) =>
  rewriteDocument(
    deps,
    principal,
    type,
    number,
    async (doc, issuing) => {
      if (doc.General.Status !== 'draft') return doc;
      const issued: Document = { ...doc, General: { ...doc.General, Status: 'sent' } };
      issuing(issued);
      return withMissing(issued, await requireIssuable(deps, principal.accountId, doc, linked));
    },
    (before, after) => [historyEntry(principal, after, 'status', statusChange(before, after))],
  );

/** Statuses an invoice takes from its money, never from an update (docs/api.md §8). */
const moneyStatuses = ['paid', 'partial', 'cancelled'];

/**
 * Setting a Status the money decides (sending the current one is no change), at create or update,
 * is 409 `status_follows_payments` (docs/api.md §8), checked first.
 */
function refuseMoneyStatus(type: DocumentType, current: string, input: DocumentInput): void {
  const status = input.General?.Status;
  if (type === 'invoice' && status && status !== current && moneyStatuses.includes(status)) {
    throw refused(
      'status_follows_payments',
      `An invoice's Status becomes ${status} by its payments and credit notes: record a payment, or issue a credit note.`,
      [{ field: 'General.Status', message: 'follows payments and credit notes' }],
    );
  }
}

/** Soft delete: the document moves to the deleted folder. */
export const deleteDocument = (
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  type: DocumentType,
  number: string,
): Promise<void> =>
  retryOnConflict(async () => {
    const before = await getDocument(deps, principal, type, number);
    if (isIssued(before)) {
      throw refused(
        'invoice_issued',
        `The ${type} ${number} is issued and cannot be deleted${type === 'invoice' ? '; cancel it with a credit note' : ''}.`,
      );
    }
    await deps.documents.remove({ ...before, updatedBy: principal.userId }, Date.now());
  });

/** One page of a type's documents; staff see only their assigned clients' ones. */
export async function listDocuments(
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  type: DocumentType,
  folder: Folder,
  filters: DocumentFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<Document>> {
  requireDocumentTab(principal, type);
  if (principal.role === 'staff') {
    const assigned =
      filters.clientId === undefined ? principal.clients : principal.clients.filter((id) => id === filters.clientId);
    if (!assigned.length) return { items: [] };
    return deps.documents.list(principal.accountId, type, folder, { ...filters, clientIds: assigned }, limit, start);
  }
  return deps.documents.list(principal.accountId, type, folder, filters, limit, start);
}

/** A document's history, oldest first (docs/api.md §9); 404 as for get. */
export async function documentHistory(
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  type: DocumentType,
  number: string,
) {
  const doc = await getDocument(deps, principal, type, number);
  const entries = await deps.documents.history(principal.accountId, type, storedNumber(doc), doc.createdAt);
  return entries.map((e) => ({
    at: new Date(e.at).toISOString(),
    user_id: e.userId,
    action: e.action,
    changes: e.changes,
  }));
}

/** An invoice's live payments as their own items keep them (its record lists their Method and Reference). */
export const paymentDetails = (deps: Pick<Stores, 'payments'>, invoice: Document): Promise<PaymentDetails[]> =>
  invoice.payments?.length
    ? deps.payments.many(
        invoice.accountId,
        invoice.payments.map((p) => p.paymentId),
      )
    : Promise.resolve([]);
