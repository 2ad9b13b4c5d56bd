import type { Principal } from '../../access/principal.ts';
import { notFound } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import { itemsOf, mergedInOrder, pagesOf } from '../../kernel/pagination.ts';
import { digestOf } from '../audit/chain.ts';
import type { JournalEvent } from '../audit/model.ts';
import { journalPages } from '../audit/service.ts';
import { clientNames } from '../clients/service.ts';
import type { Document, DocumentType } from '../documents/model.ts';
import { isIssued } from '../documents/settlement.ts';
import type { Ports, Stores, StoresAndQueue } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import { EXPORT_ATTEMPTS, queueNames } from '../webhooks/queue-design.ts';
import { deadlineFrom, type WorkResumer } from '../work/model.ts';
import { bookkeeper } from './books.ts';
import { csvHeader, invoiceColumns, invoiceRow, paymentColumns, paymentRow } from './csv.ts';
import {
  bankEntry,
  FEC_CURRENCY,
  type FecEntry,
  fecHeader,
  fecLines,
  purchasesEntry,
  salesEntry,
  supplierPaymentEntry,
} from './fec.ts';
import type { ExportJob, ExportKind, ExportMessage } from './model.ts';
import type { ExportFilesPort } from './port.ts';

/** The queue export jobs go through to the export worker. */
export const EXPORTS_QUEUE = queueNames.exports;

/** How long a download link works (docs/api.md §16). */
export const LINK_SECONDS = 15 * 60;

/** Items read a page: a page of documents is a few hundred KB at most. */
const PAGE = 200;

const fileNameOf = (kind: ExportKind, from: string, to: string) => {
  const span = `${from.replaceAll('-', '')}-${to.replaceAll('-', '')}`;
  if (kind === 'fec') return `FEC${span}.txt`;
  if (kind === 'audit') return `journal-${span}.jsonl`;
  return `${kind === 'invoices_csv' ? 'invoices' : 'payments'}-${span}.csv`;
};

/** Where a job's file is kept in the bucket. */
export const fileKeyOf = (job: Pick<ExportJob, 'accountId' | 'exportId' | 'fileName'>) =>
  `exports/${job.accountId}/${job.exportId}/${job.fileName}`;

const queueJob = (deps: Pick<Ports, 'queue'>, job: ExportJob) =>
  deps.queue.send(EXPORTS_QUEUE, [
    { body: JSON.stringify({ accountId: job.accountId, exportId: job.exportId } satisfies ExportMessage) },
  ]);

/** A job still running past its deadline lost its message (docs/asynchronous-work.md): queued again; a job made twice writes the same file. */
export const exportResumer: WorkResumer = {
  kind: 'export',
  async resume(deps, work) {
    const job = await deps.exports.get(work.accountId, Number(work.ref));
    if (job?.status !== 'running') return 'done';
    await queueJob(deps, job);
    return 'queued';
  },
};

/** Starts an export (docs/api.md §16): the job, running, and its message to the export worker. */
export async function createExport(
  deps: StoresAndQueue<'exports' | 'sequences'>,
  principal: Principal,
  input: { Kind: ExportKind; From: string; To: string },
): Promise<ExportJob> {
  const exportId = await deps.sequences.next(principal.accountId, 'export');
  const job: ExportJob = {
    accountId: principal.accountId,
    exportId,
    format: input.Kind,
    from: input.From,
    to: input.To,
    status: 'running',
    rows: 0,
    skipped: 0,
    fileName: fileNameOf(input.Kind, input.From, input.To),
    createdAt: Date.now(),
    createdBy: principal.userId,
    version: 0,
  };
  await deps.exports.create(job, deadlineFrom(job.createdAt));
  await queueJob(deps, job);
  return job;
}

/**
 * An export and, once done, a link to its file for 15 minutes. A done export whose file is
 * gone (expired after 7 days, or the local emulator restarted) is made again: running anew.
 */
export async function getExport(
  deps: StoresAndQueue<'exports'> & { exportFiles: ExportFilesPort },
  principal: Principal,
  exportId: number,
): Promise<{ job: ExportJob; url?: string }> {
  const job = await deps.exports.get(principal.accountId, exportId);
  if (!job) throw notFound(`The export ${exportId}`);
  if (job.status !== 'done') return { job };
  const key = fileKeyOf(job);
  if (await deps.exportFiles.exists(key))
    return { job, url: await deps.exportFiles.link(key, job.fileName, LINK_SECONDS) };
  const again = await retryOnConflict(async () => {
    const now = (await deps.exports.get(principal.accountId, exportId))!;
    if (now.status !== 'done') return now;
    const running: ExportJob = { ...now, status: 'running', version: now.version + 1 };
    await deps.exports.replace(now, running, [], deadlineFrom(Date.now()));
    await queueJob(deps, running);
    return running;
  });
  return { job: again };
}

/** The journal's event of an export made: its period, kind, rows and file. */
const exportEvent = (job: ExportJob): JournalEvent => ({
  kind: 'export.made',
  object: { Type: 'export', ExportId: job.exportId, Kind: job.format },
  digest: digestOf({ Kind: job.format, From: job.from, To: job.to, Rows: job.rows, FileName: job.fileName }),
});

/** What a file counts as it is written. */
interface Counts {
  rows: number;
  skipped: number;
}

/**
 * The issued documents of some types dated in the job's period, oldest DateIssue first across
 * their lists (active and archived), each list read a page at a time.
 */
function documentsOf(deps: Pick<Stores, 'documents'>, job: ExportJob, types: DocumentType[]): AsyncGenerator<Document> {
  const lists = types.flatMap((type) =>
    (['active', 'archived'] as const).map((folder) =>
      itemsOf(
        pagesOf((start) =>
          deps.documents.list(
            job.accountId,
            type,
            folder,
            { dateFrom: job.from, dateTo: job.to, oldestFirst: true },
            PAGE,
            start,
          ),
        ),
      ),
    ),
  );
  const order = (d: Document) => `${d.General.DateIssue}#${String(d.createdAt).padStart(13, '0')}`;
  return filtered(mergedInOrder(lists, order), isIssued);
}

async function* filtered<T>(items: AsyncGenerator<T>, keep: (item: T) => boolean): AsyncGenerator<T> {
  for await (const item of items) if (keep(item)) yield item;
}

/** The account's live payments dated in the job's period, oldest first, a page at a time. */
const paymentPages = (deps: Pick<Stores, 'payments'>, job: ExportJob) =>
  pagesOf((start) =>
    deps.payments.list(job.accountId, 'active', { dateFrom: job.from, dateTo: job.to, oldestFirst: true }, PAGE, start),
  );

const linesIn = (text: string) => text.split('\n').length - 1;

/**
 * The FEC: a VE entry per issued invoice and credit note in EUR, an HA entry per accepted purchase
 * and expense in EUR (docs/api.md §18), then a BQ entry per payment, received or made, in EUR.
 */
async function* fecFile(
  deps: Pick<
    Stores,
    'accounts' | 'catalog' | 'clients' | 'documents' | 'expenses' | 'payments' | 'purchases' | 'suppliers'
  >,
  job: ExportJob,
  counts: Counts,
): AsyncGenerator<string> {
  const { Accounts: accounts } = await getProfile(deps, { accountId: job.accountId });
  const names = clientNames(deps, job.accountId);
  let entryNumber = 0;
  const entry = (made: FecEntry) => {
    const text = fecLines(made, ++entryNumber);
    counts.rows += linesIn(text);
    return text;
  };
  yield fecHeader();
  for await (const doc of documentsOf(deps, job, ['invoice', 'creditnote'])) {
    if (doc.General.Currency !== FEC_CURRENCY) {
      counts.skipped += 1;
      continue;
    }
    const name = doc.Client.ClientName || (await names([doc.clientId]))(doc.clientId);
    yield entry(salesEntry(doc, accounts, name));
  }
  const books = bookkeeper(deps, job.accountId);
  for await (const purchases of deps.purchases.dated(job.accountId, job.from, job.to))
    for (const purchase of purchases) {
      const booked = purchase.Currency === FEC_CURRENCY ? await books.purchase(purchase) : undefined;
      if (booked) yield entry(purchasesEntry(booked, accounts));
      else if (purchase.Currency !== FEC_CURRENCY) counts.skipped += 1;
    }
  for await (const expenses of deps.expenses.dated(job.accountId, job.from, job.to))
    for (const expense of expenses) {
      if (expense.Currency !== FEC_CURRENCY) counts.skipped += 1;
      else yield entry(purchasesEntry(await books.expense(expense), accounts));
    }
  for await (const payments of paymentPages(deps, job)) {
    const nameOf = await names(payments.map((p) => p.clientId));
    yield payments
      .filter((p) => p.currency === FEC_CURRENCY)
      .map((p) => entry(bankEntry(p, accounts, nameOf(p.clientId))))
      .join('');
  }
  for await (const payments of deps.purchases.paymentsDated(job.accountId, job.from, job.to))
    for (const paid of payments.filter((p) => p.Currency === FEC_CURRENCY))
      yield entry(
        supplierPaymentEntry(
          {
            date: paid.payment.Date,
            amount: paid.payment.Amount,
            piece: paid.Number,
            ...(paid.payment.Reference ? { reference: paid.payment.Reference } : {}),
            supplier: { id: paid.supplierId, name: await books.supplierName(paid.supplierId) },
          },
          accounts,
        ),
      );
}

/** The invoices CSV: every issued invoice dated in the period, in any currency. */
async function* invoicesFile(deps: Pick<Stores, 'documents'>, job: ExportJob, counts: Counts): AsyncGenerator<string> {
  yield csvHeader(invoiceColumns);
  for await (const doc of documentsOf(deps, job, ['invoice'])) {
    counts.rows += 1;
    yield invoiceRow(doc);
  }
}

/** The payments CSV: every live payment dated in the period, in any currency. */
async function* paymentsFile(deps: Pick<Stores, 'payments'>, job: ExportJob, counts: Counts): AsyncGenerator<string> {
  yield csvHeader(paymentColumns);
  for await (const payments of paymentPages(deps, job)) {
    counts.rows += payments.length;
    yield payments.map(paymentRow).join('');
  }
}

/** The journal's entries whose At falls in the period, one JSON line each as the list answers it (docs/api.md §22). */
async function* journalFile(deps: Pick<Stores, 'journal'>, job: ExportJob, counts: Counts): AsyncGenerator<string> {
  const period = { from: `${job.from}T00:00:00.000Z`, to: `${job.to}T23:59:59.999Z` };
  for await (const entries of journalPages(deps, job.accountId, period)) {
    counts.rows += entries.length;
    yield entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
  }
}

const files = { fec: fecFile, invoices_csv: invoicesFile, payments_csv: paymentsFile, audit: journalFile };
const contentTypes = {
  audit: 'application/x-ndjson; charset=utf-8',
  fec: 'text/plain; charset=utf-8',
  invoices_csv: 'text/csv; charset=utf-8',
  payments_csv: 'text/csv; charset=utf-8',
};

/**
 * The export worker's part: writes the job's file, streamed page by page, then marks the job
 * done with its counts. Writing it again (a retry, a rebuild) makes the same file.
 */
export async function runExport(
  deps: Pick<
    Stores,
    | 'accounts'
    | 'catalog'
    | 'clients'
    | 'documents'
    | 'expenses'
    | 'exports'
    | 'journal'
    | 'payments'
    | 'purchases'
    | 'suppliers'
  > & { exportFiles: ExportFilesPort },
  message: ExportMessage,
): Promise<ExportJob | undefined> {
  const job = await deps.exports.get(message.accountId, message.exportId);
  if (job?.status !== 'running') return job;
  const counts: Counts = { rows: 0, skipped: 0 };
  await deps.exportFiles.write(
    fileKeyOf(job),
    { type: contentTypes[job.format], name: job.fileName },
    files[job.format](deps, job, counts),
  );
  return retryOnConflict(async () => {
    const now = (await deps.exports.get(job.accountId, job.exportId))!;
    const done: ExportJob = { ...now, status: 'done', ...counts, doneAt: Date.now(), version: now.version + 1 };
    // The export is made once; a file made again (expired, rebuilt) is the same export.
    await deps.exports.replace(now, done, now.doneAt === undefined ? [exportEvent(done)] : []);
    return done;
  });
}

/**
 * One message of the export worker, on its `attempt`-th receipt: the file written (`runExport`);
 * a failure thrown for the queue to bring the message back, but on the last try the job is marked
 * failed instead and the message done with.
 */
export async function exportFromMessage(
  deps: Parameters<typeof runExport>[0],
  message: ExportMessage,
  attempt: number,
): Promise<void> {
  try {
    const job = await runExport(deps, message);
    log.info('export written', { ...message, rows: job?.rows, skipped: job?.skipped });
  } catch (error) {
    log.error('export failed', error, { ...message, attempt });
    if (!(await failExport(deps, message, attempt).catch(() => false))) throw error;
  }
}

/** A job that failed its last try is marked failed, so whoever polls it stops waiting. */
export async function failExport(
  deps: Pick<Stores, 'exports'>,
  message: ExportMessage,
  attempt: number,
): Promise<boolean> {
  if (attempt < EXPORT_ATTEMPTS) return false;
  await retryOnConflict(async () => {
    const now = await deps.exports.get(message.accountId, message.exportId);
    if (now?.status !== 'running') return;
    await deps.exports.replace(now, { ...now, status: 'failed', version: now.version + 1 });
  });
  return true;
}
