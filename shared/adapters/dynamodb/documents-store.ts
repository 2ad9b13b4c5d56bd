import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentEvents } from '../../features/audit/events.ts';
import { depositClaimChanges, depositDeducted, draftClaimsToCheck } from '../../features/documents/deposits.ts';
import {
  type ClientAct,
  type Document,
  type DocumentFilters,
  type DocumentType,
  type Folder,
  type HistoryEntry,
  MAX_PAYMENTS,
  type PaymentEntry,
} from '../../features/documents/model.ts';
import { ISSUE_SERIES, storedNumber, takesSeriesPlace } from '../../features/documents/numbering.ts';
import type { DocumentWrite, ReadAhead } from '../../features/documents/port.ts';
import { todayUtc } from '../../features/documents/rules.ts';
import { addsToTotals, isOpen } from '../../features/documents/settlement.ts';
import { linesPerEntry } from '../../features/documents/stock-lines.ts';
import { Conflict } from '../../kernel/errors.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { batchGetAll } from './batch-get.ts';
import { entriesNamed } from './catalog-store.ts';
import { draftReferenceItems } from './draft-references.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { transactJournaled } from './journal-store.ts';
import { keys } from './keys.ts';
import { pendingTotalsMark } from './pending-totals.ts';
import { type Condition, datedPage, queryAllUnder, queryPage } from './query.ts';
import { seriesStep } from './sequences.ts';
import { stockItems } from './stock-store.ts';
import {
  changed,
  conditional,
  type Guarded,
  guardedAsChanged,
  moveToTombstone,
  taken,
  transact,
} from './transactions.ts';

/**
 * The document's fields stored at the item's top level beside its record: what the keys, the
 * write conditions, the counters' updates and the stream worker read.
 */
const TOP_LEVEL = [
  'accountId',
  'type',
  'createdAt',
  'folder',
  'version',
  'updatedBy',
  'clientId',
  'lastSentAt',
  'sentCount',
  'reminderCount',
  'clientAct',
  'clientActs',
  'lifecycleCount',
] as const satisfies readonly (keyof Document)[];
type TopLevel = Pick<Document, (typeof TOP_LEVEL)[number]>;
type Stored = Omit<Document, (typeof TOP_LEVEL)[number]>;

const topLevel = new Set<string>(TOP_LEVEL);

/** A document split into its top-level fields and the record stored beside them. */
function splitDocument(doc: Document): { top: TopLevel; record: Stored } {
  const top: Record<string, unknown> = {};
  const record: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(doc)) (topLevel.has(field) ? top : record)[field] = value;
  return { top: top as unknown as TopLevel, record: record as unknown as Stored };
}

/** The transaction item that writes a document: new only if its Number is free, else only over the version read. */
const documentPut = ({ before, after }: DocumentWrite) => ({
  Put: {
    TableName: table(),
    Item: documentItem(after),
    ...(before
      ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } }
      : { ConditionExpression: 'attribute_not_exists(PK)' }),
  },
});

/**
 * The mark of a change that the reports' totals do not hold yet (docs/reports.md), made only where
 * the change can move a total: a draft written or deleted, or an estimate, adds to none, and a
 * report need not wait for it.
 */
const pendingTotals = ({ before, after }: DocumentWrite) =>
  addsToTotals(before) || addsToTotals(after)
    ? [pendingTotalsMark(after.accountId, after.type, after.General.Number, after.version)]
    : [];

/** The claim item of a deposit invoice: held by the one final invoice that deducts it (docs/api.md §17). */
const depositClaim = (accountId: string, deposit: string) => keys.claim(accountId, `deposit#${deposit}`);

/** The claims a write of a final invoice takes (each only if free) and releases, as transaction items. */
export function depositClaims(before: Document | undefined, after: Document): Guarded[] {
  const { taken, released } = depositClaimChanges(before, after);
  const { accountId } = after;
  return [
    ...taken.map((deposit) => ({
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...depositClaim(accountId, deposit),
            kind: 'claim',
            accountId,
            holder: after.General.Number,
            at: Date.now(),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: (): never => {
        throw depositDeducted(deposit);
      },
    })),
    ...draftClaimsToCheck(before, after).map(({ deposit, draft }) => ({
      item: {
        ConditionCheck: {
          TableName: table(),
          Key: depositClaim(accountId, draft),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: (): never => {
        throw depositDeducted(deposit);
      },
    })),
    ...guardedAsChanged(
      released.map((deposit) => ({ Delete: { TableName: table(), Key: depositClaim(accountId, deposit) } })),
    ),
  ];
}

/**
 * The transaction items of a document write, with what their failed conditions mean: the
 * document (Number taken, or changed since read), the mark the reports wait on, the claims of
 * a final invoice's deposits, and for a new invoice the pointer of its PaymentReference (new
 * only if the reference is free in the account).
 */
export function documentPuts(write: DocumentWrite): Guarded[] {
  const { before, after } = write;
  const document: Guarded = {
    item: documentPut(write),
    refused: before ? changed : taken(`The ${after.type} Number "${after.General.Number}"`),
  };
  const alongside = [
    ...guardedAsChanged(pendingTotals(write)),
    ...depositClaims(before, after),
    ...seriesPlace(before, after),
  ];
  const reference = after.General.PaymentReference;
  if (before || !reference) return [document, ...alongside];
  const { accountId, type, createdAt } = after;
  return [
    document,
    ...alongside,
    {
      refused: taken(`The PaymentReference "${reference}"`),
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...keys.paymentReference(accountId, reference),
            kind: 'paymentReference',
            accountId,
            type,
            number: write.after.General.Number,
            createdAt,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
  ];
}

/**
 * An issue numbered at issue (docs/api.md §22): the series' head moved to the document's place,
 * only from the place before, and its issued Number made a pointer to the draft Number it is
 * stored under. Another issue that took the place first refuses the write (`changed`), which
 * runs again from fresh reads and takes the next place.
 */
function seriesPlace(before: Document | undefined, after: Document): Guarded[] {
  if (!takesSeriesPlace(before, after)) return [];
  const { accountId, type } = after;
  return [
    { item: seriesStep(accountId, ISSUE_SERIES, after.seriesSeq!, after.General.DateIssue), refused: changed },
    {
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...keys.document(accountId, type, after.General.Number),
            kind: 'numberPointer',
            accountId,
            type,
            storedAs: storedNumber(after),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: changed,
    },
  ];
}

let historySequence = 0;

/** The transaction item that records a history entry (its key sorts by time, then by write). */
export const historyPut = (entry: HistoryEntry) => {
  historySequence = (historySequence + 1) % 1_000_000;
  const unique = `${String(historySequence).padStart(6, '0')}${randomBytes(3).toString('hex')}`;
  return {
    Put: {
      TableName: table(),
      Item: {
        ...keys.history(entry.type, entry.number, entry.documentCreatedAt, entry.at, unique, entry.accountId),
        kind: 'history',
        entry,
      },
    },
  };
};

/** The stored item of a document (exported for bulk loads: the benchmarks). */
export function documentItem(doc: Document, deletedAt?: number) {
  const { top, record } = splitDocument(doc);
  const { accountId, type, createdAt, folder, clientId } = top;
  const number = storedNumber(doc);
  const item = {
    ...(deletedAt === undefined
      ? keys.document(accountId, type, number)
      : keys.deletedDocument(accountId, type, number, deletedAt)),
    ...keys.documentList(accountId, type, folder, doc.General.DateIssue, createdAt),
    ...(clientId !== undefined
      ? keys.clientDocumentList(accountId, type, folder, clientId, doc.General.DateIssue, createdAt)
      : {}),
    ...(isOpen(doc) && deletedAt === undefined
      ? keys.openInvoice(accountId, folder, doc.General.DueDate!, createdAt)
      : {}),
    kind: 'document',
    ...top,
    number,
    // Top-level, so the stream worker sees a transmitted invoice take a payment (its `cashed`, docs/api.md §19).
    ...(doc.transmission
      ? {
          transmissionKey: doc.transmission.key,
          lastPaymentId: Math.max(0, ...(doc.payments ?? []).map((p) => p.paymentId)),
          livePayments: (doc.payments ?? []).length,
        }
      : {}),
    status: doc.General.Status,
    // A top-level copy, so `recurring=` filters in DynamoDB.
    ...(doc.General.Recurring ? { recurring: doc.General.Recurring } : {}),
    record,
  };
  return sized(item, 'document (split it into several)', paymentRoom(doc));
}

/** The most one payment entry takes in an invoice's item: the largest payment_id, Amount and Date. */
const PAYMENT_ENTRY_BYTES =
  Buffer.byteLength(JSON.stringify({ paymentId: 999_999_999_999, amount: '999999999999.999', date: '9999-12-31' })) + 1;

/**
 * A draft invoice keeps room for the payments it may still take, so any invoice that can be
 * written takes MAX_PAYMENTS. Once issued its content is fixed: what it holds then fitted with
 * that room, so only the absolute limit applies (and an invoice stored larger before the room was
 * kept still takes what fits).
 */
const paymentRoom = (doc: Document) =>
  doc.type === 'invoice' && doc.General.Status === 'draft'
    ? { bytes: (MAX_PAYMENTS - (doc.payments?.length ?? 0)) * PAYMENT_ENTRY_BYTES, for: `${MAX_PAYMENTS} payments` }
    : undefined;

/** An entry as the domain reads it: items written before entries were cut down also held Method and Reference. */
const paymentEntryOf = ({ paymentId, amount, date }: PaymentEntry): PaymentEntry => ({ paymentId, amount, date });

/** The document a stored item holds (a stream image's too). */
export function documentOf(item: Record<string, unknown>): Document {
  const record = item.record as Stored;
  return {
    accountId: item.accountId as string,
    type: item.type as DocumentType,
    createdAt: item.createdAt as number,
    folder: item.folder as Folder,
    version: item.version as number,
    updatedBy: (item.updatedBy as number | undefined) ?? 0,
    sentCount: (item.sentCount as number | undefined) ?? 0,
    ...(item.clientId !== undefined ? { clientId: item.clientId as number } : {}),
    ...(item.lastSentAt !== undefined ? { lastSentAt: item.lastSentAt as number } : {}),
    ...(item.reminderCount !== undefined ? { reminderCount: item.reminderCount as number } : {}),
    ...(item.lifecycleCount !== undefined ? { lifecycleCount: item.lifecycleCount as number } : {}),
    ...(item.clientAct !== undefined
      ? { clientAct: item.clientAct as ClientAct, clientActs: item.clientActs as number }
      : {}),
    ...record,
    ...(record.payments ? { payments: record.payments.map(paymentEntryOf) } : {}),
  };
}

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
    const claimPuts: Guarded[] = claims.map((name) => ({
      item: {
        Put: {
          TableName: table(),
          Item: { ...keys.claim(accountId, name), kind: 'claim', accountId, at: Date.now() },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: () => {
        throw new Conflict('claimed', `"${name}" was claimed already.`);
      },
    }));
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
    const byNumber = new Map(invoices.map((invoice) => [invoice.General.Number, invoice] as const));
    const prefix = keys.paymentReference(accountId, '').SK;
    for (const pointer of pointers) {
      const invoice = byNumber.get(String(pointer.number));
      if (invoice && invoice.createdAt === pointer.createdAt)
        found.set(String(pointer.SK).slice(prefix.length), invoice);
    }
    return found;
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
