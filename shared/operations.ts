import { accountClockGet } from './features/clock/operations/get.ts';
import { accountClockUpdate } from './features/clock/operations/update.ts';
import { exportCreate } from './features/exports/operations/create.ts';
import { exportGet } from './features/exports/operations/get.ts';
import { lateFeesCreate } from './features/latefees/operations/create.ts';
import { recurringCreate } from './features/recurring/operations/create.ts';
import { recurringDelete } from './features/recurring/operations/delete.ts';
import { recurringGet } from './features/recurring/operations/get.ts';
import { recurringList } from './features/recurring/operations/list.ts';
import { recurringPause } from './features/recurring/operations/pause.ts';
import { recurringResume } from './features/recurring/operations/resume.ts';
import { recurringUpdate } from './features/recurring/operations/update.ts';
import { accountRemindersGet } from './features/reminders/operations/get.ts';
import { remindersRemind } from './features/reminders/operations/remind.ts';
import { accountRemindersUpdate } from './features/reminders/operations/update.ts';
import { reportReceivables } from './features/reports/operations/receivables.ts';
import { reportRevenue } from './features/reports/operations/revenue.ts';
import { reportVat } from './features/reports/operations/vat.ts';
import { statementsGet } from './features/statements/operations/get.ts';
import { statementsPdf } from './features/statements/operations/pdf.ts';
import { notifyingKinds } from './features/webhooks/notifications.ts';
import {
  ACCOUNT_RUN_TIMEOUT_SECONDS,
  BANK_IMPORT_TIMEOUT_SECONDS,
  EXPORT_TIMEOUT_SECONDS,
  PLATFORM_TIMEOUT_SECONDS,
} from './features/webhooks/queue-design.ts';
/**
 * The one list of API operations, each declared once in its feature's `operations/` folder. The
 * local runtime routes requests with it, the CDK stack makes one route and one function per entry
 * from it, and the OpenAPI document is made from it.
 */

import { bankEntryGet } from './features/bank/operations/get.ts';
import { bankEntryIgnore } from './features/bank/operations/ignore.ts';
import { bankImport } from './features/bank/operations/import.ts';
import { bankEntryList } from './features/bank/operations/list.ts';
import { bankEntryMatch } from './features/bank/operations/match.ts';
import { bankStatementGet } from './features/bank/operations/statement.ts';
import { catalogCreate } from './features/catalog/operations/create.ts';
import { catalogDelete } from './features/catalog/operations/delete.ts';
import { catalogFilter } from './features/catalog/operations/filter.ts';
import { catalogGet } from './features/catalog/operations/get.ts';
import { catalogList } from './features/catalog/operations/list.ts';
import { catalogUpdate } from './features/catalog/operations/update.ts';
import { clientsCreate } from './features/clients/operations/create.ts';
import { clientsDelete } from './features/clients/operations/delete.ts';
import { clientsGet } from './features/clients/operations/get.ts';
import { clientsList } from './features/clients/operations/list.ts';
import { clientsUpdate } from './features/clients/operations/update.ts';
import { documentsCancel } from './features/documents/operations/cancel.ts';
import { documentsCreate } from './features/documents/operations/create.ts';
import { documentsDelete } from './features/documents/operations/delete.ts';
import { documentsGet } from './features/documents/operations/get.ts';
import { documentsHistory } from './features/documents/operations/history.ts';
import { documentsInvoiceEstimate } from './features/documents/operations/invoice-estimate.ts';
import { documentsIssue } from './features/documents/operations/issue.ts';
import { documentsList } from './features/documents/operations/list.ts';
import { documentsPdf } from './features/documents/operations/pdf.ts';
import { documentsUpdate } from './features/documents/operations/update.ts';
import { documentsCii } from './features/einvoice/operations/cii.ts';
import { documentsLifecycle } from './features/einvoice/operations/lifecycle.ts';
import { documentsPeppol } from './features/einvoice/operations/peppol.ts';
import { documentsTransmit } from './features/einvoice/operations/transmit.ts';
import { documentsUbl } from './features/einvoice/operations/ubl.ts';
import { documentsSend } from './features/mailing/operations/send.ts';
import { paymentsCreate } from './features/payments/operations/create.ts';
import { paymentsDelete } from './features/payments/operations/delete.ts';
import { paymentsGet } from './features/payments/operations/get.ts';
import { paymentsList } from './features/payments/operations/list.ts';
import { accountProfileCheck } from './features/profile/operations/check.ts';
import { accountProfileGet } from './features/profile/operations/get.ts';
import { accountLogoDelete } from './features/profile/operations/logo-delete.ts';
import { accountLogoGet } from './features/profile/operations/logo-get.ts';
import { accountLogoSet } from './features/profile/operations/logo-set.ts';
import { accountProfileUpdate } from './features/profile/operations/update.ts';
import { referenceDocs } from './features/reference/operations/docs.ts';
import { referenceOpenapi } from './features/reference/operations/openapi.ts';
import { referenceRenderer } from './features/reference/operations/renderer.ts';
import { pagesAccept } from './features/sharing/operations/page-accept.ts';
import { pagesCii } from './features/sharing/operations/page-cii.ts';
import { pagesDecline } from './features/sharing/operations/page-decline.ts';
import { pagesPdf } from './features/sharing/operations/page-pdf.ts';
import { pagesUbl } from './features/sharing/operations/page-ubl.ts';
import { pagesView } from './features/sharing/operations/page-view.ts';
import { documentsShare } from './features/sharing/operations/share.ts';
import { documentsUnshare } from './features/sharing/operations/unshare.ts';
import { staffCreate } from './features/staff/operations/create.ts';
import { staffDelete } from './features/staff/operations/delete.ts';
import { staffList } from './features/staff/operations/list.ts';
import { staffUpdate } from './features/staff/operations/update.ts';
import { callbacksXmlIn } from './features/webhooks/operations/xml-in.ts';
import type { Operation, TableAction } from './kernel/operation.ts';

/** Every API operation. */
export const operations = [
  clientsCreate,
  clientsGet,
  clientsUpdate,
  clientsDelete,
  clientsList,
  documentsCreate,
  documentsGet,
  documentsUpdate,
  documentsDelete,
  documentsList,
  documentsSend,
  documentsPdf,
  documentsUbl,
  documentsCii,
  documentsPeppol,
  documentsTransmit,
  documentsLifecycle,
  documentsIssue,
  documentsCancel,
  documentsInvoiceEstimate,
  documentsHistory,
  documentsShare,
  documentsUnshare,
  catalogCreate,
  catalogGet,
  catalogUpdate,
  catalogDelete,
  catalogList,
  catalogFilter,
  staffCreate,
  staffUpdate,
  staffList,
  staffDelete,
  paymentsCreate,
  paymentsGet,
  paymentsList,
  paymentsDelete,
  accountProfileGet,
  accountProfileCheck,
  accountProfileUpdate,
  accountLogoSet,
  accountLogoGet,
  accountLogoDelete,
  accountClockGet,
  accountClockUpdate,
  accountRemindersGet,
  accountRemindersUpdate,
  remindersRemind,
  lateFeesCreate,
  statementsGet,
  statementsPdf,
  bankImport,
  bankStatementGet,
  bankEntryList,
  bankEntryGet,
  bankEntryMatch,
  bankEntryIgnore,
  reportReceivables,
  reportVat,
  reportRevenue,
  exportCreate,
  exportGet,
  recurringCreate,
  recurringGet,
  recurringUpdate,
  recurringDelete,
  recurringPause,
  recurringResume,
  recurringList,
  callbacksXmlIn,
  referenceOpenapi,
  referenceDocs,
  referenceRenderer,
  pagesView,
  pagesPdf,
  pagesUbl,
  pagesCii,
  pagesAccept,
  pagesDecline,
] as const;

/** The name of an operation of the list. */
export type OperationName = (typeof operations)[number]['name'];

/** An operation by name. */
export function operation(name: OperationName): Operation {
  const op = operations.find((o) => o.name === name);
  if (!op) throw new Error(`unknown operation ${name}`);
  return op;
}

/** The function behind API Gateway's `$default` route: requests no operation answers, answered in the JSON error shape. */
export const unmatchedRoute = {
  name: 'api.not-found',
  handler: 'functions/not-found.ts',
  table: [],
  sendsTo: [],
} as const;

/** Functions fed by an event source rather than a route: the stream, delivery and sweep workers. */
interface WorkerBase {
  readonly name: string;
  readonly handler: string;
  readonly table: readonly TableAction[];
  /** Queues the function sends to, by name in shared/features/webhooks/queue-design.ts. */
  readonly sendsTo: readonly string[];
  /** Outside the table, what it reaches: `email` sends through SES (a recurring invoice with `Send: email`). */
  readonly sends?: 'email';
  /** It makes PDFs: its bundle carries the fonts they embed. */
  readonly makesPdf?: true;
  /** It derives share links: it loads the signing key, and may read its secret. */
  readonly usesSigningKey?: true;
  /** Its Lambda timeout when not the default of its kind. */
  readonly timeoutSeconds?: number;
  /** The export files' bucket: `read` hands out links to them, `write` writes them. */
  readonly exportFiles?: 'read' | 'write';
}

/** A worker fed by the table's stream. */
export interface StreamWorker extends WorkerBase {
  readonly kind: 'stream';
  readonly batchSize: number;
  /** The kinds of item whose changes reach it (the event source mapping's filter). */
  readonly itemKinds: readonly string[];
  /** Whether removals reach it too (their old image's kind is one of `itemKinds`). */
  readonly removals?: true;
}

/** A worker fed by a queue. */
export interface QueueWorker extends WorkerBase {
  readonly kind: 'queue';
  /** The queue it reads, by name in shared/features/webhooks/queue-design.ts. */
  readonly queue: string;
  readonly batchSize: number;
  /** Batches handled at once at most (the event source mapping's maximum concurrency, 2 or more). */
  readonly maxConcurrency: number;
}

/** A worker run on a schedule. */
export interface ScheduledWorker extends WorkerBase {
  readonly kind: 'schedule';
  readonly everyMinutes: number;
}

/** A function fed by an event source rather than a route. */
export type Worker = StreamWorker | QueueWorker | ScheduledWorker;

/** The stream, delivery and sweep workers. */
export const workers: readonly Worker[] = [
  {
    name: 'events.stream',
    kind: 'stream',
    handler: 'functions/events/stream.ts',
    batchSize: 100,
    // Only the changes that can be events (not deliveries, sequences, history...).
    itemKinds: notifyingKinds,
    table: ['GetItem', 'Query', 'PutItem'],
    // A transmitted invoice that became paid: its `cashed` goes to the platform worker.
    sendsTo: ['deliveries', 'platform'],
  },
  {
    // The second reader of the stream: documents' changes move the reports' totals (docs/reports.md).
    name: 'reports.aggregate',
    kind: 'stream',
    handler: 'functions/reports/aggregate.ts',
    batchSize: 100,
    itemKinds: ['document'],
    removals: true,
    table: ['Query', 'UpdateItem', 'PutItem', 'DeleteItem', 'ConditionCheckItem'],
    sendsTo: [],
  },
  {
    name: 'events.deliver',
    kind: 'queue',
    queue: 'deliveries',
    handler: 'functions/events/deliver.ts',
    batchSize: 10,
    maxConcurrency: 50,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    // The slow lane takes the messages of receivers that keep this one waiting.
    sendsTo: ['deliveries-dropped', 'deliveries-slow'],
  },
  {
    // The same code on the slow lane: receivers that answer slowly wait on each other, not on the rest.
    name: 'events.deliver-slow',
    kind: 'queue',
    queue: 'deliveries-slow',
    handler: 'functions/events/deliver.ts',
    batchSize: 10,
    maxConcurrency: 5,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    sendsTo: ['deliveries-dropped'],
  },
  {
    // Accounts with work due (recurring invoices, reminders): one message each to the run worker,
    // every 15 minutes (a date starts at midnight in each account's zone), and at a start for the dates missed.
    name: 'automation.schedule',
    kind: 'schedule',
    everyMinutes: 15,
    handler: 'functions/automation/schedule.ts',
    table: ['Query'],
    sendsTo: ['account-runs'],
  },
  {
    name: 'automation.run',
    kind: 'queue',
    queue: 'account-runs',
    handler: 'functions/automation/run.ts',
    batchSize: 1,
    maxConcurrency: 10,
    timeoutSeconds: ACCOUNT_RUN_TIMEOUT_SECONDS,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    // What a run had no time for is found by the next schedule: the account is still due.
    sendsTo: [],
    sends: 'email',
    makesPdf: true,
    // The share link in the e-mail is derived with the signing key.
    usesSigningKey: true,
  },
  {
    // A bank statement's credits, a batch a message: each matched and recorded once (docs/api.md §15).
    name: 'bank.import-worker',
    kind: 'queue',
    queue: 'bank-imports',
    handler: 'functions/bank/work.ts',
    batchSize: 1,
    maxConcurrency: 10,
    timeoutSeconds: BANK_IMPORT_TIMEOUT_SECONDS,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    sendsTo: [],
  },
  {
    // An export job a message: its file written to the bucket a page at a time (docs/exports.md).
    name: 'exports.worker',
    kind: 'queue',
    queue: 'exports',
    handler: 'functions/exports/work.ts',
    batchSize: 1,
    maxConcurrency: 5,
    timeoutSeconds: EXPORT_TIMEOUT_SECONDS,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem'],
    exportFiles: 'write',
    sendsTo: [],
  },
  {
    // Hand-offs to the e-invoicing platform, its statuses, our `cashed` (docs/einvoicing.md).
    name: 'einvoice.platform',
    kind: 'queue',
    queue: 'platform',
    handler: 'functions/einvoice/platform.ts',
    batchSize: 1,
    maxConcurrency: 5,
    timeoutSeconds: PLATFORM_TIMEOUT_SECONDS,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    // A poll asks again later; a `cashed` reported with its amount may record a payment.
    sendsTo: ['platform'],
  },
  {
    name: 'events.sweep',
    kind: 'schedule',
    everyMinutes: 5,
    handler: 'functions/events/sweep.ts',
    table: ['Query', 'UpdateItem'],
    sendsTo: ['deliveries'],
  },
];

/** Every function of the service: one per operation, the `$default` route's, and the workers. */
export const allFunctions: readonly { name: string; handler: string }[] = [...operations, unmatchedRoute, ...workers];
