/**
 * The ports between the domain and its storage: what each domain service needs of a store,
 * said in the domain's own types. `shared/adapters/dynamodb/` implements them on DynamoDB; unit tests
 * implement them in memory (test/support/fakes.ts). Stores report failures as the domain
 * errors of shared/kernel/errors.ts (Conflict, TooLarge, Busy), never as HTTP answers.
 */

import type { Principal } from '../access/principal.ts';
import type { Page, StartKey } from '../kernel/pagination.ts';
import type { Account, AccountTime, UserItem } from './accounts/model.ts';
import type { BankEntry, EntryFilters, EntryWrite, LineClaim, Statement } from './bank-entries/model.ts';
import type { Category } from './catalog/model.ts';
import type { CategoryFilter } from './catalog/schema.ts';
import type { Client, ClientFilters, Folder as ClientFolder, ClientSearch } from './clients/model.ts';
import type { LifecycleReport } from './documents/lifecycle.ts';
import type {
  Document,
  DocumentFilters,
  Folder as DocumentFolder,
  DocumentType,
  HistoryEntry,
} from './documents/model.ts';
import type { Presentation } from './documents/presentation.ts';
import type { Wording } from './documents/wording.ts';
import type { EInvoiceFacts, Gap } from './einvoice/facts.ts';
import type { Parties } from './einvoice/service.ts';
import type { ExportJob } from './exports/model.ts';
import type { Mail } from './mailing/mail.ts';
import type { Payment, PaymentFilters, PaymentFolder } from './payments/model.ts';
import type { Logo, LogoInfo } from './profile/logo.ts';
import type { Profile } from './profile/model.ts';
import type { Recurring, RecurringFilters } from './recurring/model.ts';
import type { ReminderRun, ReminderSettings } from './reminders/model.ts';
import type { AggregateKey, Contribution, Totals } from './reports/model.ts';
import type { ShareLink } from './sharing/model.ts';
import type { Attempt, Callback, Delivery, DeliveryMessage, DeliveryStatus } from './webhooks/model.ts';

/** Where a delivery record is: its message without the token. */
export type DeliveryPlace = Omit<DeliveryMessage, 'token'>;

/** Accounts, their users and their tokens. */
export interface AccountsPort {
  /** The account's clock and zone (read consistently: a moved clock holds for the next request). */
  time(accountId: string): Promise<AccountTime>;
  /** Moves the clock to `offsetMs` ahead of the real time if it is still at `fromOffsetMs`; Conflict `changed` otherwise. */
  moveClock(accountId: string, fromOffsetMs: number, offsetMs: number): Promise<void>;
  /** The account's reminder settings; undefined before the first PUT. */
  reminders(accountId: string): Promise<ReminderSettings | undefined>;
  /**
   * Writes the settings (not `through`); `next` when reminders are being enabled: the last date
   * done and when (real epoch ms) the run is due next. While enabled, the account is in the
   * reminders' due index.
   */
  setReminders(accountId: string, settings: ReminderSettings, next?: ReminderRun): Promise<void>;
  /** Moves `through` forward (never back) and the next run's time, while reminders are enabled; otherwise nothing. */
  advanceReminders(accountId: string, next: ReminderRun): Promise<void>;
  /** The accounts whose reminders are due to run by `at` (real epoch ms), at most about `limit`. */
  remindersDue(at: number, limit: number): Promise<string[]>;
  /** A new account with its owner; Conflict `taken` when the company name is held. */
  create(accountId: string, company: string, currency: string, owner: UserItem): Promise<void>;
  accountIdOf(company: string): Promise<string | undefined>;
  account(accountId: string): Promise<Account | undefined>;
  user(accountId: string, userId: number): Promise<UserItem | undefined>;
  /** The caller behind a token hash, read consistently. */
  principal(tokenHash: string): Promise<Principal | undefined>;
  replaceToken(accountId: string, company: string, user: UserItem, tokenHash: string): Promise<void>;
  addUser(accountId: string, company: string, user: UserItem): Promise<void>;
  /** Conflict `changed` when the user changed since `before` was read. */
  replaceUser(accountId: string, company: string, before: UserItem, after: UserItem): Promise<void>;
  removeUser(accountId: string, user: UserItem): Promise<void>;
  users(accountId: string, limit: number, start?: StartKey): Promise<Page<UserItem>>;
  /** The seller profile and its version (0 before the first write), with the account's company name, currency and logo (one item). */
  profile(
    accountId: string,
  ): Promise<
    { profile: Partial<Profile>; version: number; company: string; currency: string; logo?: LogoInfo } | undefined
  >;
  /** Writes the profile if still at `version`; Conflict `changed` otherwise. */
  setProfile(accountId: string, profile: Profile, version: number): Promise<void>;
  /**
   * Replaces the account's logo (`next` none: removes it), if it is still `previous`: the image
   * and its facts in one write; Conflict `changed` when another write came first.
   */
  setLogo(accountId: string, next: Logo | undefined, previous: LogoInfo | undefined): Promise<void>;
  /** The image of the logo `info` describes, read consistently; none when it is gone. */
  logoBytes(accountId: string, info: LogoInfo): Promise<Uint8Array | undefined>;
}

/** Per-account counters: client_id, user_id, callback_id, document Numbers. */
export interface SequencesPort {
  /** The next number of a sequence (1, 2, 3...), atomic under concurrency; with `count`, the last of that many taken at once. */
  next(accountId: string, kind: string, count?: number): Promise<number>;
}

/** Clients, their unique References, and their lists. */
export interface ClientsPort {
  /** Conflict `taken` when the Reference is held. */
  insert(client: Client, search: ClientSearch): Promise<void>;
  get(accountId: string, clientId: number): Promise<Client | undefined>;
  /** Conflict `changed` when another write came first; `taken` when a new Reference is held. */
  replace(before: Client, after: Client, search: ClientSearch): Promise<void>;
  list(
    accountId: string,
    folder: ClientFolder,
    filters: ClientFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Client>>;
  byReference(accountId: string, reference: string): Promise<Client | undefined>;
  liveIds(accountId: string, ids: number[]): Promise<Set<number>>;
  /** The clients of these ids that exist (in any folder), in one batched read. */
  many(accountId: string, ids: number[]): Promise<Client[]>;
}

/** Documents, their unique Numbers, and their lists. */
export interface DocumentsPort {
  /**
   * Writes documents and their history entries in one transaction: a new document (no `before`)
   * only if its Number is free (Conflict `taken`; TooLarge past the item limit), any other only
   * if still at the version read (Conflict `changed`). Each of `claims` (a name unique in the
   * account, such as `latefee#<Number>#<Date>`) is taken for good in the same write, or the
   * write is refused with Conflict `taken` naming it.
   */
  write(writes: DocumentWrite[], history: HistoryEntry[], claims?: string[]): Promise<void>;
  get(accountId: string, type: DocumentType, number: string): Promise<Document | undefined>;
  /** The live invoice whose PaymentReference is `reference` (docs/api.md §15). */
  byPaymentReference(accountId: string, reference: string): Promise<Document | undefined>;
  /** Soft delete; Conflict `changed` when another write came first. Invoice and credit note Numbers stay claimed. */
  remove(before: Document, deletedAt: number): Promise<void>;
  list(
    accountId: string,
    type: DocumentType,
    folder: DocumentFolder,
    filters: DocumentFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Document>>;
  /** A document's history, oldest first. */
  history(accountId: string, type: DocumentType, number: string, createdAt: number): Promise<HistoryEntry[]>;
  /** One page of a folder's open invoices (sent or partial) whose DueDate is from `from` to `to`, inclusive, earliest first. */
  openByDueDate(
    accountId: string,
    folder: Exclude<DocumentFolder, 'deleted'>,
    from: string,
    to: string,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Document>>;
}

/** One document of a write: new when `before` is absent. */
export interface DocumentWrite {
  before?: Document;
  after: Document;
}

/**
 * Payments. A payment and its invoice change in one transaction, conditional on the invoice's
 * version, so no interleaving of creates and deletes loses or double-counts a cent.
 */
export interface PaymentsPort {
  /**
   * Records a new payment and writes its invoice, and the bank entry it came from when there is
   * one (docs/api.md §15); Conflict `changed` when the invoice or the entry changed since read,
   * `claimed` when the entry's claim was taken.
   */
  record(
    payment: Payment,
    invoiceBefore: Document,
    invoiceAfter: Document,
    history: HistoryEntry[],
    entry?: EntryWrite,
  ): Promise<void>;
  get(accountId: string, paymentId: number): Promise<Payment | undefined>;
  /** The payments of these ids that exist, read consistently (an invoice's, for its record), in no order. */
  many(accountId: string, paymentIds: number[]): Promise<Payment[]>;
  /** Marks a payment deleted and writes its invoice (and its bank entry, unmatched again); Conflict `changed` when any changed since read. */
  reverse(
    before: Payment,
    after: Payment,
    invoiceBefore: Document,
    invoiceAfter: Document,
    history: HistoryEntry[],
    entry?: EntryWrite,
  ): Promise<void>;
  list(
    accountId: string,
    folder: PaymentFolder,
    filters: PaymentFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Payment>>;
}

/** Bank statements and their entries (docs/api.md §15). */
export interface BankPort {
  createStatement(statement: Statement): Promise<void>;
  statement(accountId: string, statementId: number): Promise<Statement | undefined>;
  /** Adds one batch's outcomes to its statement, once: a batch counted before is not counted again. */
  countBatch(
    accountId: string,
    statementId: number,
    batch: number,
    counts: { matched: number; unmatched: number; duplicates: number },
  ): Promise<void>;
  /** The claims taken of these names, by name. */
  claims(accountId: string, names: string[]): Promise<Map<string, LineClaim>>;
  /** Writes an entry with no payment (and takes its claim); Conflict `claimed` when the claim is taken, `changed` when the entry changed since read. */
  writeEntry(write: EntryWrite): Promise<void>;
  entry(accountId: string, entryId: number): Promise<BankEntry | undefined>;
  /** One page of the account's entries, newest first. */
  entries(accountId: string, filters: EntryFilters, limit: number, start?: StartKey): Promise<Page<BankEntry>>;
}

/** Catalog categories, by unique Name. */
export interface CatalogPort {
  /** Conflict `taken` when the Name is held. */
  insert(category: Category): Promise<void>;
  get(accountId: string, name: string): Promise<Category | undefined>;
  /** Conflict `changed` when another write came first. */
  replace(before: Category, after: Category): Promise<void>;
  remove(before: Category, deletedAt: number): Promise<void>;
  list(
    accountId: string,
    folder: Category['folder'],
    filter: CategoryFilter,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Category>>;
}

/** Webhook registrations. */
export interface CallbacksPort {
  /** False when the account holds `cap` callbacks already (checked in the same write). */
  insert(callback: Callback, cap: number): Promise<boolean>;
  get(accountId: string, callbackId: number): Promise<Callback | undefined>;
  /** Every callback of an account (at most a hundred). */
  all(accountId: string): Promise<Callback[]>;
  /** False when the verifier changed since it was checked. */
  markVerified(callback: Callback): Promise<boolean>;
  requestVerification(callback: Callback): Promise<void>;
  remove(accountId: string, callbackId: number): Promise<boolean>;
  /** Sends its deliveries to the slow lane until `until` (epoch ms), or back to the main lane (undefined). */
  setSlowUntil(accountId: string, callbackId: number, until: number | undefined): Promise<void>;
}

/** Delivery records: one message to one callback, and its attempts. */
export interface DeliveriesPort {
  /** True when new; false when the stream handed the same record over before. */
  createOnce(delivery: Delivery): Promise<boolean>;
  nextToken(place: DeliveryPlace): Promise<number | undefined>;
  get(place: DeliveryPlace): Promise<Delivery | undefined>;
  /** Records an attempt and what follows; `parked` when the delivery waits in the table, its message gone. */
  recordAttempt(
    place: DeliveryPlace,
    attempt: Attempt | undefined,
    status: DeliveryStatus,
    dueAt: number,
    parked?: boolean,
  ): Promise<void>;
  pendingDue(dueBefore: number, limit?: number): Promise<Delivery[]>;
  history(accountId: string, callbackId: number, limit: number, start?: StartKey): Promise<Page<Delivery>>;
  reopen(place: DeliveryPlace, now: number): Promise<number | undefined>;
}

/** One message for a queue; `delaySeconds` holds it back (SQS allows 15 minutes at most). */
export interface QueueMessage {
  body: string;
  delaySeconds?: number;
}

/** The message queues, by name in shared/features/webhooks/queue-design.ts. */
export interface QueuePort {
  /** Sends every message, or fails (so the caller's retry sends them again). */
  send(queue: string, messages: QueueMessage[]): Promise<void>;
  /** When a received message comes back; false when the queue no longer holds it. */
  setVisibility(queue: string, receiptHandle: string, seconds: number): Promise<boolean>;
}

/** Sends an e-mail (locally: writes it to the outbox). */
export interface MailPort {
  send(mail: Mail): Promise<void>;
}

/** Counters of what an account used in a window of time (rate limits, quotas). */
export interface LimitsPort {
  /**
   * Takes `amount` from the account's `kind` allowance of `limit` per window of `windowSeconds`:
   * `retryAfter` (seconds until the window ends) when it would pass the limit, nothing taken.
   */
  take(
    accountId: string,
    kind: string,
    amount: number,
    limit: number,
    windowSeconds: number,
  ): Promise<{ ok: boolean; retryAfter: number }>;
}

/** Share links of documents (docs/api.md §12): found by the hash of their token, revoked per document. */
export interface SharesPort {
  /** Stores a new link and the document's `share` history entry, together. */
  create(link: ShareLink, history: HistoryEntry): Promise<void>;
  find(tokenHash: string): Promise<ShareLink | undefined>;
  /** Every stored link of a document, expired ones included until DynamoDB's TTL removes them. */
  ofDocument(accountId: string, type: string, number: string): Promise<ShareLink[]>;
  revoke(links: ShareLink[]): Promise<void>;
}

/** How a POST to a webhook receiver went. */
export interface PostOutcome {
  /** The receiver's HTTP status; absent when it never answered. */
  status?: number;
  error?: string;
  /** No answer came within the time given. */
  timedOut?: true;
  ms: number;
}

/** Webhook receivers on the internet: whether a uri may be called at all, and the POST to one. */
export interface ReceiversPort {
  /** Why the uri may not be called (a private address, a host that does not resolve), or undefined when it may. */
  refusal(uri: string): Promise<string | undefined>;
  post(uri: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<PostOutcome>;
}

/** A document's PDF, and the e-invoice facts when it could be made. */
export interface DocumentFiles {
  pdf: Uint8Array;
  /** Set when the PDF is a Factur-X PDF: the facts its CII (and a UBL file) state. */
  facts?: EInvoiceFacts;
  /** Why an invoice's or credit note's PDF is a plain one: the rules its e-invoice misses. */
  gaps?: Gap[];
}

/** The files the domain attaches to an e-mail, made by the renderers (shared/renderers/writers.ts). */
export interface FilesPort {
  documentFiles(
    deps: Stores,
    principal: Principal,
    doc: Document,
    wording?: Wording,
    known?: Parties,
  ): Promise<DocumentFiles>;
  salesTermsPdf(doc: Document, seller: string, words: Wording): Promise<Uint8Array>;
  toUbl(facts: EInvoiceFacts): Promise<string>;
  /** The HTML part of a document's e-mail (shared/renderers/page/mail.ts). */
  mailHtml(
    shown: Presentation,
    words: Wording,
    mail: { subject: string; text: string; link?: string },
  ): Promise<string>;
}

/** Recurring profiles (docs/api.md §13). */
export interface RecurringPort {
  /** Conflict `taken` when the recurring_id is held. */
  insert(profile: Recurring): Promise<void>;
  get(accountId: string, recurringId: string): Promise<Recurring | undefined>;
  /** Conflict `changed` when another write came first. */
  replace(before: Recurring, after: Recurring): Promise<void>;
  list(accountId: string, filters: RecurringFilters, limit: number, start?: StartKey): Promise<Page<Recurring>>;
  /** The account's active profiles whose next date is on or before `today`, earliest first. */
  due(accountId: string, today: string, limit: number): Promise<Recurring[]>;
  /** Accounts with an active profile whose next date is on or before `date`: what the scheduled run visits. */
  dueAccounts(date: string, limit: number): Promise<string[]>;
  /**
   * Makes one date's invoice: the invoice, its history, and the profile moved past the date, in
   * one write, only if the profile is still as read (Conflict `changed`: another run made it).
   */
  run(before: Recurring, after: Recurring, invoice: Document, history: HistoryEntry[]): Promise<void>;
}

/** One version of a document, as the mark of a change the totals wait on names it. */
export interface DocumentVersion {
  type: string;
  number: string;
  version: number;
}

/** One maintained item: its key and totals. */
export interface Aggregate {
  key: AggregateKey;
  totals: Totals;
}

/** The reports' maintained totals (docs/reports.md). */
export interface ReportsPort {
  /**
   * Adds a change's amounts to the totals, once however often the change is delivered (false
   * when it was added already), and clears the mark of the document version it `settles`.
   */
  apply(accountId: string, changeId: string, delta: Contribution, settles?: DocumentVersion): Promise<boolean>;
  /** Whether every document change marked so far is in the totals. */
  settled(accountId: string): Promise<boolean>;
  /** The month items from `from` to `to` (`YYYY-MM`, both included). */
  months(accountId: string, from: string, to: string): Promise<Aggregate[]>;
  /** The month-and-client items of those months. */
  clientMonths(accountId: string, from: string, to: string): Promise<Aggregate[]>;
  /** What is due, one item per client. */
  dues(accountId: string): Promise<Aggregate[]>;
  /** Replaces every total of the account with these (a rebuild). */
  replace(accountId: string, totals: Contribution): Promise<void>;
}

/** Export jobs (docs/exports.md). */
export interface ExportsPort {
  create(job: ExportJob): Promise<void>;
  get(accountId: string, exportId: number): Promise<ExportJob | undefined>;
  /** Conflict `changed` when the job moved since `before` was read. */
  replace(before: ExportJob, after: ExportJob): Promise<void>;
}

/** Where export files are kept (an S3 bucket of the stage), and how they are handed out. */
export interface ExportFilesPort {
  /** Writes a file from its text as it comes, never all of it in memory. */
  write(key: string, file: { type: string; name: string }, text: AsyncIterable<string>): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A link that downloads the file, without credentials, for `seconds`. */
  link(key: string, name: string, seconds: number): Promise<string>;
}

/** A file handed to an e-invoicing platform. */
export interface PlatformFile {
  /** The transmission's idempotency key: the same key twice is one flow. */
  key: string;
  /** The rules it was made to: EN 16931 with the French ones, or Peppol BIS Billing 3.0. */
  profile: 'EN16931-FR' | 'PEPPOL-BIS-3';
  name: string;
  /** The UBL document. */
  content: string;
}

/** One VAT rate's amounts in a status sent to the platform (`cashed`: what was cashed of that rate). */
export interface RateAmount {
  rate: string;
  base: string;
  tax: string;
}

/**
 * An e-invoicing platform (a French plateforme agréée, a Peppol access point): the one seam a
 * real platform's API fills (docs/einvoicing.md). Every call may fail; the queue tries it again.
 */
export interface PlatformPort {
  /** Hands a file over (the same key twice is one flow): the platform's id of the flow. */
  transmit(file: PlatformFile): Promise<{ flowId: string }>;
  /** Every status the platform gave the flow, oldest first. */
  statuses(flowId: string): Promise<LifecycleReport[]>;
  /** Sends a status of ours (`cashed`, with its amounts per VAT rate) once, under its key. */
  report(flowId: string, key: string, report: LifecycleReport & { amounts: RateAmount[] }): Promise<void>;
}

/** Every port the domain uses. */
export interface Ports {
  accounts: AccountsPort;
  sequences: SequencesPort;
  clients: ClientsPort;
  documents: DocumentsPort;
  catalog: CatalogPort;
  payments: PaymentsPort;
  bank: BankPort;
  reports: ReportsPort;
  exports: ExportsPort;
  shares: SharesPort;
  recurring: RecurringPort;
  limits: LimitsPort;
  callbacks: CallbacksPort;
  deliveries: DeliveriesPort;
  queue: QueuePort;
  mail: MailPort;
  receivers: ReceiversPort;
  files: FilesPort;
  exportFiles: ExportFilesPort;
  platform: PlatformPort;
}

/** The ports on the table: what every function has (a function that queues or mails adds that port). */
export type Stores = Omit<Ports, 'queue' | 'mail' | 'receivers' | 'files' | 'exportFiles' | 'platform'>;
/** The stores and the queue: what a function that queues deliveries has. */
export type StoresAndQueue = Stores & Pick<Ports, 'queue'>;
/** The stores, mail and the files it attaches: what a function that sends e-mail has. */
export type StoresAndMail = Stores & Pick<Ports, 'mail' | 'files'>;
/** The receivers of webhooks: what a function that registers callbacks or delivers to them adds. */
export type Receivers = Pick<Ports, 'receivers'>;
