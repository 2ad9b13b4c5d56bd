import type { Principal } from '../../access/principal.ts';
import { addDays, dateIn } from '../../kernel/dates.ts';
import { conflict, isConflict, notFound } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
import { everyPage, type Page, type StartKey } from '../../kernel/pagination.ts';
import { ownSepaParty, sepaMessageId } from '../../kernel/sepa.ts';
import { accountClock } from '../clock/service.ts';
import { historyEntry } from '../documents/history.ts';
import type { Document } from '../documents/model.ts';
import { computeTotals } from '../documents/totals.ts';
import type { Mandate } from '../mandates/model.ts';
import { closeCheckouts } from '../online-payments/checkout.ts';
import type { Ports, Stores } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import { storedFileKey } from '../stored-files/port.ts';
import { finishBatch, forgetBatch, recordBatch } from './batch-record.ts';
import { type Collection, type DirectDebitBatch, MAX_BATCH, NOTICE_DAYS, type SequenceType } from './model.ts';
import { toPain008 } from './pain008.ts';

type DebitDeps<K extends keyof Stores = keyof Stores> = Pick<Stores, K> & Pick<Ports, 'storedFiles'>;
type BatchDeps = DebitDeps<
  'accounts' | 'clients' | 'directDebits' | 'documents' | 'mandates' | 'providerRecords' | 'sequences' | 'work'
> &
  Pick<Ports, 'paymentProvider'>;

/**
 * The day the payer was told of the collection: the invoice's last sending by e-mail, in the
 * account's time (its clock may run ahead, docs/api.md §13), else its DateIssue.
 */
const noticeDate = (doc: Document, clock: { now: number; timeZone: string }) =>
  doc.lastSentAt === undefined
    ? doc.General.DateIssue
    : dateIn(doc.lastSentAt + (clock.now - Date.now()), clock.timeZone);

/** `read`, made once per id however often it is asked (the invoices of a batch share mandates and clients). */
function readOnce<T>(read: (id: number) => Promise<T>): (id: number) => Promise<T> {
  const reads = new Map<number, Promise<T>>();
  return (id) => {
    if (!reads.has(id)) reads.set(id, read(id));
    return reads.get(id)!;
  };
}

/**
 * The invoices a batch on `date` collects (docs/api.md §19): open direct-debit invoices in euros of
 * the active folder, due on or before it, something due, not in a batch already, whose payer was
 * told at least `noticeDays` before, under a mandate still active (a one-off one collects once),
 * of a client not deleted (as a recurring profile of a deleted client bills nobody); the earliest
 * due first, MAX_BATCH at most.
 */
async function gather(
  deps: DebitDeps<'clients' | 'documents' | 'mandates'>,
  accountId: string,
  date: string,
  clock: { now: number; timeZone: string },
  noticeDays: number,
) {
  const open = await everyPage((start) =>
    deps.documents.openByDueDate(accountId, 'active', '0001-01-01', date, 100, start),
  );
  const mandateOf = readOnce((id) => deps.mandates.get(accountId, id));
  const clientOf = readOnce((id) => deps.clients.get(accountId, id));
  const gathered: { doc: Document; mandate: Mandate; amount: string }[] = [];
  for (const doc of open) {
    if (gathered.length >= MAX_BATCH) break;
    if (doc.General.PaymentMethod !== 'direct_debit' || !doc.directDebit || doc.collection) continue;
    if (doc.General.Currency !== 'EUR' || addDays(noticeDate(doc, clock), noticeDays) > date) continue;
    const due = computeTotals(doc).TotalDue;
    if (due.lte(0)) continue;
    const mandate = await mandateOf(doc.directDebit.mandateId);
    if (mandate?.Status !== 'active' || (mandate.Type === 'oneoff' && mandate.collections > 0)) continue;
    if ((await clientOf(mandate.clientId))?.folder === 'deleted') continue;
    gathered.push({ doc, mandate, amount: due.toFixed(2) });
  }
  return gathered;
}

/** A recurring mandate's first collection is FRST, its next ones RCUR; a one-off's OOFF. */
const sequenceOf = (mandate: Mandate, before: number): SequenceType =>
  mandate.Type === 'oneoff' ? 'OOFF' : mandate.collections + before === 0 ? 'FRST' : 'RCUR';

/**
 * Makes a batch of direct debits on `CollectionDate` (docs/api.md §19): the `pain.008` file of the
 * invoices it gathers, kept in the stage's bucket; those invoices become `collection_pending`
 * (in one write, with their history), and each mandate counts its collections. The checkouts that
 * could still pay those invoices online are closed first (and those opened meanwhile, once they
 * are pending); an invoice paid through one and not recorded yet is left for a later batch. The
 * batch is kept, with its work due, before its invoices are pending: a request failing after
 * leaves the rest to the sweep (./batch-record.ts). Nothing to collect, or a profile without its
 * ICS or IBAN, is 409.
 */
export async function createBatch(
  deps: BatchDeps,
  principal: Principal,
  input: { CollectionDate: string },
): Promise<DirectDebitBatch> {
  const profile = await getProfile(deps, principal);
  const missing = [
    ...(profile.CreditorId ? [] : [{ field: 'profile.CreditorId', message: 'is required: the ICS collected under' }]),
    ...(profile.IBAN ? [] : [{ field: 'profile.IBAN', message: 'is required: the account credited' }]),
  ];
  if (missing.length) throw conflict('A direct debit batch needs the profile CreditorId and IBAN.', missing);
  const clock = await accountClock(deps, principal.accountId);
  if (input.CollectionDate <= clock.today)
    throw conflict(`The CollectionDate ${input.CollectionDate} is not after today (${clock.today}).`, [
      { field: 'CollectionDate', message: 'must be after today' },
    ]);
  const noticeDays = profile.DirectDebitNoticeDays || NOTICE_DAYS;
  const candidates = await gather(deps, principal.accountId, input.CollectionDate, clock, noticeDays);
  const closingFrom = Date.now();
  const collectable = await closeCheckouts(
    deps,
    principal.accountId,
    candidates.map(({ doc }) => doc.General.Number),
  );
  const gathered = candidates.filter(({ doc }) => collectable.has(doc.General.Number));
  if (!gathered.length)
    throw conflict(
      `Nothing to collect on ${input.CollectionDate}: no direct-debit invoice due by then, told ${noticeDays} days before, under an active mandate.`,
    );
  const counted = new Map<number, number>();
  const collections: Collection[] = gathered.map(({ doc, mandate, amount }) => {
    const before = counted.get(mandate.mandateId) ?? 0;
    counted.set(mandate.mandateId, before + 1);
    return {
      number: doc.General.Number,
      amount,
      mandateId: mandate.mandateId,
      RUM: mandate.RUM,
      scheme: mandate.Scheme,
      sequence: sequenceOf(mandate, before),
    };
  });
  const batchId = await deps.sequences.next(principal.accountId, 'ddbatch');
  const key = storedFileKey(principal.accountId, 'directdebits', batchId, 'pain.008.xml');
  const xml = toPain008({
    messageId: sepaMessageId('DD', batchId),
    createdAt: new Date(),
    collectionDate: input.CollectionDate,
    creditor: { ...ownSepaParty(profile, principal.company, 'Creditor'), creditorId: profile.CreditorId },
    debits: gathered.map(({ doc, mandate }, i) => ({
      endToEndId: doc.General.PaymentReference || doc.General.Number,
      amount: collections[i]!.amount,
      mandateId: mandate.RUM,
      signedAt: mandate.SignedAt,
      debtorName: mandate.Name,
      debtorIban: mandate.IBAN,
      ...(mandate.BIC ? { debtorBic: mandate.BIC } : {}),
      scheme: mandate.Scheme,
      sequence: collections[i]!.sequence,
      remittance: doc.General.Number,
    })),
  });
  await deps.storedFiles.put(key, { type: 'application/xml', bytes: Buffer.from(xml, 'utf8') });
  const batch: DirectDebitBatch = {
    accountId: principal.accountId,
    batchId,
    createdAt: Date.now(),
    createdBy: principal.userId,
    CollectionDate: input.CollectionDate,
    collections,
    Total: collections.reduce((sum, c) => sum.plus(c.amount), decimal(0)).toFixed(2),
    key,
    closingFrom,
  };
  // Kept before its invoices are pending, with its work due: invoices pending under a batch that
  // answers no file would wait for good (none could be gathered again nor paid online).
  await recordBatch(deps, batch);
  // The invoices become pending in one write: a batch that lost a race to another changes none, and is forgotten.
  const collection = { batchId, date: input.CollectionDate };
  const writes = gathered.map(({ doc }) => ({
    before: doc,
    after: { ...doc, collection, version: doc.version + 1, updatedBy: principal.userId },
  }));
  try {
    await deps.documents.write(
      writes,
      writes.map((w) =>
        historyEntry(principal, w.after, 'collection', { Batch: batchId, CollectionDate: input.CollectionDate }),
      ),
    );
  } catch (error) {
    if (isConflict(error)) await forgetBatch(deps, batch);
    throw error;
  }
  await finishBatch(deps, principal, batch);
  return batch;
}

/** One page of the account's direct debit batches, newest first. */
export const listBatches = (
  deps: Pick<Stores, 'directDebits'>,
  principal: Principal,
  limit: number,
  start?: StartKey,
): Promise<Page<DirectDebitBatch>> => deps.directDebits.listBatches(principal.accountId, limit, start);

/** A batch's file, as it was made, or 404. */
export async function batchFile(deps: DebitDeps<'directDebits'>, principal: Principal, batchId: number) {
  const batch = await deps.directDebits.getBatch(principal.accountId, batchId);
  const file = batch && (await deps.storedFiles.get(batch.key));
  if (!file) throw notFound(`The direct debit batch ${batchId}`);
  return file;
}
