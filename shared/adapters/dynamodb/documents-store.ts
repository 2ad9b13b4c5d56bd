import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentEvents } from '../../features/audit/events.ts';
import { depositClaimNumbers } from '../../features/documents/deposits.ts';
import type { Document, DocumentFilters, DocumentType, Folder, HistoryEntry } from '../../features/documents/model.ts';
import { storedNumber } from '../../features/documents/numbering.ts';
import type { DocumentWrite, ReadAhead } from '../../features/documents/port.ts';
import { todayUtc } from '../../features/documents/rules.ts';
import { linesPerEntry } from '../../features/documents/stock-lines.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { batchGetAll } from './batch-get.ts';
import { entriesNamed } from './catalog-store.ts';
import { documentItem, documentOf } from './document-item.ts';
import { depositClaimKey, depositClaims, documentPuts, historyPut } from './document-writes.ts';
import { draftReferenceItems } from './draft-references.ts';
import { db, table } from './dynamo.ts';
import { transactJournaled } from './journal-store.ts';
import { keys } from './keys.ts';
import { type Condition, datedPage, queryAllUnder, queryPage } from './query.ts';
import { stockItems } from './stock-store.ts';
import { changed, conditional, guardedAsChanged, moveToTombstone, nameClaim, transact } from './transactions.ts';

/** Documents in DynamoDB, one item each, with list indexes. */
export const documentsStore = {
  /**
   * Writes documents and their history entries in one transaction: a new document (no
   * `before`) only if its Number is free (Conflict `taken`), any other only if still at the
   * version read (Conflict `changed`).
   */
  async write(
    writes: DocumentWrite[],
    history: HistoryEntry[],
    claims: string[] = [],
    ahead?: ReadAhead,
  ): Promise<void> {
    const accountId = writes[0]?.after.accountId ?? '';
    const claimPuts = claims.map((name) => nameClaim(accountId, name));
    // The two reads of an issue, at once: its entries' stock and what names its draft.
    const [stock, references] = await Promise.all([stockItems(writes, ahead), draftReferenceItems(writes)]);
    await transactJournaled(accountId, documentEvents(writes), [
      ...claimPuts,
      ...writes.flatMap(documentPuts),
      ...stock,
      ...references,
      ...guardedAsChanged(history.map(historyPut)),
    ]);
  },

  readAhead(issued: Document): ReadAhead {
    const names = issued.type === 'invoice' ? [...linesPerEntry(issued).keys()] : [];
    return {
      names,
      entries: names.length ? entriesNamed(issued.accountId, names).catch(() => undefined) : Promise.resolve([]),
    };
  },

  /**
   * The live invoices whose PaymentReference is one of `references`: their pointers in one
   * `BatchGetItem` (a hundred a call), then the invoices in another; a pointer left by an invoice
   * deleted and made again under its Number names none.
   */
  async byPaymentReferences(accountId: string, references: readonly string[]): Promise<Map<string, Document>> {
    const found = new Map<string, Document>();
    const distinct = [...new Set(references)];
    if (!distinct.length) return found;
    const pointers = await batchGetAll(distinct.map((reference) => keys.paymentReference(accountId, reference)));
    const invoices = await this.many(
      accountId,
      pointers.map((pointer) => ({ type: 'invoice' as const, number: String(pointer.number) })),
    );
    // A pointer names the invoice by its Number when it was made: a draft's provisional one where
    // the profile numbers at issue (the invoice has an issued one since), else its Number.
    const byNumber = new Map(
      invoices.flatMap((invoice) => [
        [invoice.General.Number, invoice] as const,
        [storedNumber(invoice), invoice] as const,
      ]),
    );
    const prefix = keys.paymentReference(accountId, '').SK;
    for (const pointer of pointers) {
      const invoice = byNumber.get(String(pointer.number));
      if (invoice && invoice.createdAt === pointer.createdAt)
        found.set(String(pointer.SK).slice(prefix.length), invoice);
    }
    return found;
  },

  async depositHolder(deposit: Pick<Document, 'accountId' | 'General'>): Promise<string | undefined> {
    const claims = await batchGetAll(depositClaimNumbers(deposit).map((n) => depositClaimKey(deposit.accountId, n)));
    return claims.map((claim) => claim.holder as string | undefined).find((holder) => holder !== undefined);
  },

  async get(accountId: string, type: DocumentType, number: string): Promise<Document | undefined> {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.document(accountId, type, number), ConsistentRead: true }),
    );
    // An issued Number given at issue points to the draft Number the document is stored under.
    if (out.Item?.kind === 'numberPointer') {
      const doc = await this.get(accountId, type, String(out.Item.storedAs));
      return doc?.General.Number === number ? doc : undefined;
    }
    // A retired Number (a deleted invoice's) is no document.
    return out.Item?.kind === 'document' ? documentOf(out.Item) : undefined;
  },

  async many(accountId: string, refs: readonly { type: DocumentType; number: string }[]): Promise<Document[]> {
    // BatchGetItem refuses a key asked twice.
    const distinct = [...new Map(refs.map((ref) => [`${ref.type}/${ref.number}`, ref])).values()];
    const items = await batchGetAll(distinct.map((ref) => keys.document(accountId, ref.type, ref.number)));
    const documents = items.filter((item) => item.kind === 'document').map(documentOf);
    // An issued Number given at issue points to the draft Number the document is stored under.
    const pointers = items.filter((item) => item.kind === 'numberPointer');
    if (!pointers.length) return documents;
    const named = new Set(distinct.map((ref) => `${ref.type}/${ref.number}`));
    const stored = await batchGetAll(
      pointers.map((item) => keys.document(accountId, item.type as DocumentType, String(item.storedAs))),
    );
    return [
      ...documents,
      ...stored
        .filter((item) => item.kind === 'document')
        .map(documentOf)
        .filter((doc) => named.has(`${doc.type}/${doc.General.Number}`)),
    ];
  },

  /**
   * Soft delete: the document moves aside (listed under folder=deleted). An estimate's Number is
   * free again; an invoice's or credit note's stays claimed by a retired marker at its key, so
   * it is never used twice (docs/api.md §9).
   */
  async remove(before: Document, deletedAt: number): Promise<void> {
    const live = keys.document(before.accountId, before.type, storedNumber(before));
    const tombstone = {
      ...documentItem({ ...before, folder: 'deleted', version: before.version + 1 }, deletedAt),
      deletedAt,
    };
    if (before.type === 'estimate') return moveToTombstone(live, before.version, tombstone);
    const released = depositClaims(before, { ...before, folder: 'deleted' }).map((claim) => claim.item);
    await conditional(
      () =>
        transact([
          ...released,
          {
            Put: {
              TableName: table(),
              Item: {
                ...live,
                kind: 'retiredNumber',
                accountId: before.accountId,
                type: before.type,
                number: before.General.Number,
              },
              ConditionExpression: 'version = :v',
              ExpressionAttributeValues: { ':v': before.version },
            },
          },
          { Put: { TableName: table(), Item: tombstone } },
        ]),
      changed,
    );
  },

  /** A document's history, oldest first: what was kept before Numbers were delimited, then the rest. */
  async history(accountId: string, type: DocumentType, number: string, createdAt: number): Promise<HistoryEntry[]> {
    const partition = keys.account(accountId).PK;
    const entryOf = (item: Record<string, unknown>) => item.entry as HistoryEntry;
    const [legacy, current] = await Promise.all([
      queryAllUnder(partition, keys.legacyHistoryPrefix(type, number, createdAt), entryOf),
      queryAllUnder(partition, keys.historyPrefix(type, number, createdAt), entryOf),
    ]);
    // The old prefix also held the entries of Numbers that start with this one and a `#`.
    const mine = (e: HistoryEntry) => e.type === type && e.number === number && e.documentCreatedAt === createdAt;
    return [...legacy.filter(mine), ...current];
  },

  /** One page of a type's documents in a folder, newest DateIssue first. */
  list(
    accountId: string,
    type: DocumentType,
    folder: Folder,
    filters: DocumentFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Document>> {
    if (filters.status === 'overdue') return this.overdue(accountId, folder, filters, limit, start);
    const byClient = filters.clientId !== undefined;
    const partition = byClient
      ? {
          attribute: 'GSI2PK',
          value: keys.clientDocumentList(accountId, type, folder, filters.clientId!, '', 0).GSI2PK,
        }
      : { attribute: 'GSI1PK', value: keys.documentList(accountId, type, folder, '', 0).GSI1PK };
    const conditions: Condition[] = [];
    if (filters.status !== undefined) conditions.push({ kind: '=', attribute: 'status', value: filters.status });
    if (filters.recurring !== undefined)
      conditions.push({ kind: '=', attribute: 'recurring', value: filters.recurring });
    if (filters.clientIds) conditions.push({ kind: 'in', attribute: 'clientId', values: filters.clientIds });
    // Sort keys start with DateIssue.
    const dates = { from: filters.dateFrom, to: filters.dateTo };
    const page = { limit, start, ascending: filters.oldestFirst === true };
    return datedPage(byClient ? 'GSI2' : 'GSI1', partition, dates, conditions, page, documentOf);
  },

  /**
   * One page of a folder's overdue invoices (docs/api.md §8): the open-invoice index read up
   * to today, so the page costs what it holds whatever the account's size. Latest DueDate first.
   */
  overdue(
    accountId: string,
    folder: Folder,
    filters: DocumentFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Document>> {
    const conditions: Condition[] = [];
    if (filters.clientId !== undefined) conditions.push({ kind: '=', attribute: 'clientId', value: filters.clientId });
    if (filters.clientIds) conditions.push({ kind: 'in', attribute: 'clientId', values: filters.clientIds });
    // GSI1SK starts with DateIssue: the date filters read it.
    if (filters.dateFrom) conditions.push({ kind: '>=', attribute: 'GSI1SK', value: filters.dateFrom });
    if (filters.dateTo) conditions.push({ kind: '<=', attribute: 'GSI1SK', value: `${filters.dateTo}#~` });
    if (filters.recurring !== undefined)
      conditions.push({ kind: '=', attribute: 'recurring', value: filters.recurring });
    return queryPage(
      {
        index: 'GSI3',
        partition: { attribute: 'GSI3PK', value: keys.openInvoice(accountId, folder, '', 0).GSI3PK },
        // Due before today: every key of today's date sorts after the bare date.
        sort: { attribute: 'GSI3SK', to: filters.today ?? todayUtc() },
        filters: conditions,
        limit,
        start,
      },
      documentOf,
    );
  },

  openByDueDate(accountId: string, folder: Folder, from: string, to: string, limit: number, start?: StartKey) {
    return queryPage(
      {
        index: 'GSI3',
        partition: { attribute: 'GSI3PK', value: keys.openInvoice(accountId, folder, '', 0).GSI3PK },
        sort: { attribute: 'GSI3SK', from, to: `${to}#~` },
        filters: [],
        limit,
        start,
        ascending: true,
      },
      documentOf,
    );
  },
};
