/**
 * What each export's file holds (docs/exports.md): the FEC, the invoices' and payments' CSV and the
 * journal's JSON lines, each written a page at a time as the records are read.
 */
import { itemsOf, mergedInOrder, pagesOf } from '../../kernel/pagination.ts';
import { journalPages } from '../audit/service.ts';
import { clientNames } from '../clients/service.ts';
import type { Document, DocumentType } from '../documents/model.ts';
import { isIssued } from '../documents/settlement.ts';
import type { Stores } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import { setOffMethod } from '../purchases/model.ts';
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
import type { ExportJob } from './model.ts';

/** Items read a page: a page of documents is a few hundred KB at most. */
const PAGE = 200;

/** What a file counts as it is written. */
export interface Counts {
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
  // A credit note set off against an invoice moves no money: both sit on the supplier's 401 already.
  for await (const payments of deps.purchases.paymentsDated(job.accountId, job.from, job.to))
    for (const paid of payments.filter((p) => p.Currency === FEC_CURRENCY && p.payment.Method !== setOffMethod))
      yield entry(
        supplierPaymentEntry(
          {
            date: paid.payment.Date,
            amount: paid.payment.Amount,
            piece: paid.Number,
            ...(paid.payment.Reference ? { reference: paid.payment.Reference } : {}),
            ...(paid.payment.returns ? { returned: paid.payment.returns.reason } : {}),
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

/** Each export kind's file, written a page at a time. */
export const fileWriters = { fec: fecFile, invoices_csv: invoicesFile, payments_csv: paymentsFile, audit: journalFile };
/** Each export kind's media type. */
export const contentTypes = {
  audit: 'application/x-ndjson; charset=utf-8',
  fec: 'text/plain; charset=utf-8',
  invoices_csv: 'text/csv; charset=utf-8',
  payments_csv: 'text/csv; charset=utf-8',
};
