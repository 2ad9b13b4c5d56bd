/**
 * The state the fakes of the ports share (each feature's `fake.ts`), as the stores share the table:
 * a payment's fake writes its invoice, a recurring run's writes its invoice. The tests read it too.
 */

import type { Principal } from '../../shared/access/principal.ts';
import type { UserItem } from '../../shared/features/accounts/model.ts';
import { appended } from '../../shared/features/audit/chain.ts';
import type { JournalEntry, JournalEvent } from '../../shared/features/audit/model.ts';
import type { BankEntry, EntryWrite, LineClaim, Statement } from '../../shared/features/bank-entries/model.ts';
import type { Category } from '../../shared/features/catalog/model.ts';
import type { Client } from '../../shared/features/clients/model.ts';
import type { DirectDebitBatch, ParkedReturn } from '../../shared/features/directdebit/model.ts';
import type { LifecycleReport } from '../../shared/features/documents/lifecycle.ts';
import type { Document, HistoryEntry } from '../../shared/features/documents/model.ts';
import {
  draftReferences,
  ISSUE_SERIES,
  storedNumber,
  takesSeriesPlace,
} from '../../shared/features/documents/numbering.ts';
import type { PlatformFile } from '../../shared/features/einvoice/port.ts';
import type { Expense } from '../../shared/features/expenses/model.ts';
import type { ExportJob } from '../../shared/features/exports/model.ts';
import type { Mail } from '../../shared/features/mailing/mail.ts';
import type { Mandate } from '../../shared/features/mandates/model.ts';
import type { CheckoutSession, StoredProvider } from '../../shared/features/online-payments/model.ts';
import type { Payment, ProviderClaim } from '../../shared/features/payments/model.ts';
import type { Logo } from '../../shared/features/profile/logo.ts';
import type { Profile } from '../../shared/features/profile/model.ts';
import type { Purchase, Transfer, TransferClaim } from '../../shared/features/purchases/model.ts';
import type { Recurring } from '../../shared/features/recurring/model.ts';
import type { ReminderRun, ReminderSettings } from '../../shared/features/reminders/model.ts';
import type { Contribution } from '../../shared/features/reports/model.ts';
import type { ShareLink } from '../../shared/features/sharing/model.ts';
import type { StockMovement } from '../../shared/features/stock/model.ts';
import { applyStock, stockChanges } from '../../shared/features/stock/rules.ts';
import type { Supplier } from '../../shared/features/suppliers/model.ts';
import type { Callback, Delivery } from '../../shared/features/webhooks/model.ts';
import type { DeliveryPlace, QueueMessage } from '../../shared/features/webhooks/port.ts';
import { Conflict } from '../../shared/kernel/errors.ts';
import type { Page } from '../../shared/kernel/pagination.ts';

/** One page holding every item: the fakes answer lists whole (paging is the stores' concern). */
export const page = <T>(items: T[]): Page<T> => ({ items });
/** A copy, as a store hands out: what a service changes is not what the fake keeps. */
export const copy = <T>(value: T): T => structuredClone(value);

/** A map of versioned items with unique keys: the optimistic-locking part every store shares. */
export class VersionedMap<T extends { version?: number }> {
  readonly items = new Map<string, T>();

  insert(key: string, item: T, what: string): void {
    if (this.items.has(key)) throw new Conflict('taken', `${what} is taken.`);
    this.items.set(key, copy(item));
  }

  get(key: string): T | undefined {
    const item = this.items.get(key);
    return item && copy(item);
  }

  replace(key: string, before: T, after: T): void {
    if ((this.items.get(key)?.version ?? 0) !== (before.version ?? 0)) throw new Conflict('changed');
    this.items.set(key, copy(after));
  }

  delete(key: string, before: T): void {
    if ((this.items.get(key)?.version ?? 0) !== (before.version ?? 0)) throw new Conflict('changed');
    this.items.delete(key);
  }
}

/** Fakes of every port, and what they hold, for assertions. */
/** What the fakes hold, shared between them as the table is (a payment writes its invoice), and read by the tests' assertions. */
export function fakeWorld() {
  const accounts = new Map<string, { company: string; currency: string }>();
  const users = new VersionedMap<UserItem>();
  const tokens = new Map<string, Principal>();
  const sequences = new Map<string, number>();
  /** `<account>/<series>` -> the DateIssue of the series' last place (numbering at issue). */
  const seriesDates = new Map<string, string>();
  /** `<account>/<type>/<issued Number>` -> the draft Number the document is stored under (numbering at issue). */
  const numberPointers = new Map<string, string>();
  const clients = new VersionedMap<Client>();
  const references = new Map<string, number>();
  const documents = new VersionedMap<Document>();
  /** `<account>/<PaymentReference>` -> the invoice's Number. */
  const paymentReferences = new Map<string, string>();
  const deletedDocuments: Document[] = [];
  const categories = new VersionedMap<Category>();
  const payments = new VersionedMap<Payment>();
  const logos = new Map<string, Logo>();
  const retired = new Set<string>();
  const claims = new Set<string>();
  /** Once-only names' checks (Conflict `claimed` when one is taken), then (only once all hold) their taking: as one transaction. */
  const nameClaims = (accountId: string, names: readonly string[]) => {
    for (const name of names)
      if (claims.has(`${accountId}/${name}`)) throw new Conflict('claimed', `"${name}" was claimed already.`);
    return () => {
      for (const name of names) claims.add(`${accountId}/${name}`);
    };
  };
  const statements = new Map<string, Statement & { done: Set<number> }>();
  const entries = new VersionedMap<BankEntry>();
  const lineClaims = new Map<string, LineClaim>();
  /** An entry write's checks, then (only once all hold) its writes: as one transaction. */
  const entryWrite = (write: EntryWrite | undefined) => {
    if (!write) return () => {};
    const key = `${write.after.accountId}/${write.after.entryId}`;
    const claimKey = write.claim && `${write.after.accountId}/${write.claim.name}`;
    if (claimKey && lineClaims.has(claimKey))
      throw new Conflict('claimed', `"${write.claim!.name}" was claimed already.`);
    if (write.before ? entries.items.get(key)?.version !== write.before.version : entries.items.has(key))
      throw new Conflict('changed');
    return () => {
      if (claimKey) lineClaims.set(claimKey, copy(write.claim!));
      entries.items.set(key, copy(write.after));
    };
  };
  const profiles = new Map<string, { profile: Partial<Profile>; version: number }>();
  const clocks = new Map<string, number>();
  const reminders = new Map<string, ReminderSettings>();
  const reminderRuns = new Map<string, ReminderRun>();
  const recurring = new Map<string, Recurring>();
  const history: HistoryEntry[] = [];
  const shares = new Map<string, ShareLink>();
  const callbacks = new Map<string, Callback>();
  const deliveries = new Map<string, Delivery>();
  const queued: { queue: string; message: QueueMessage }[] = [];
  const mails: Mail[] = [];
  const posts: { uri: string; body: string }[] = [];
  const usage = new Map<string, number>();
  const exportJobs = new Map<string, ExportJob>();
  const exportFiles = new Map<string, { type: string; name: string; text: string }>();
  const depositHolders = new Map<string, string>();
  const platformFlows = new Map<string, { file: PlatformFile; statuses: LifecycleReport[] }>();
  const suppliers = new VersionedMap<Supplier>();
  const mandates = new VersionedMap<Mandate>();
  /** `<account>/<client>` -> the client's latest mandate. */
  const activeMandates = new Map<string, number>();
  const directDebitBatches = new Map<string, DirectDebitBatch>();
  /** `<account>/<reference>/<once>` -> a return kept until its payment is recorded. */
  const parkedReturns = new Map<string, ParkedReturn>();
  const providers = new Map<string, StoredProvider>();
  /** A payment provider's objects claimed by payments, across accounts. */
  const providerClaims = new Map<string, ProviderClaim>();
  /** A provider's refund -> the part of it given back from its payment intent's excess. */
  const excessTaken = new Map<string, string>();
  const checkoutSessions = new Map<string, CheckoutSession>();
  /** Each checkout as kept under its account, once per keeping (as the table's `CKO#` items). */
  const accountCheckouts: CheckoutSession[] = [];
  /** The checkouts a payer paid at the provider (its events may not have come yet), and the payment intent each made. */
  const checkoutsPaid = new Map<string, string>();
  /** `<account>/<event id>`: the provider's events handled. */
  const providerEvents = new Set<string>();
  const expenses = new VersionedMap<Expense>();
  const purchases = new VersionedMap<Purchase>();
  /** `<account>/<supplier>/<year>/<Number>` -> the purchase holding it. */
  const purchaseNumbers = new Map<string, number>();
  const purchaseBankClaims = new Set<string>();
  const transfers = new Map<string, Transfer>();
  const transferClaims = new Map<string, TransferClaim>();
  const storedFiles = new Map<string, { type: string; bytes: Uint8Array }>();
  /** The archive's files by key: written once (docs/api.md §22). */
  const archived = new Map<string, { type: string; bytes: Uint8Array }>();
  /** `<account>/<siren|vat>/<value>` -> the supplier holding it. */
  const supplierClaims = new Map<string, number>();
  /** Each account's journal entries, in Seq order (docs/api.md §22). */
  const journals = new Map<string, JournalEntry[]>();
  /** Appends a write's provable events, as the stores do in the write's transaction. */
  const journalWrite = (accountId: string, events: JournalEvent[]) => {
    if (!events.length) return;
    const entries = journals.get(accountId) ?? [];
    const last = entries.at(-1);
    const head = last && { seq: last.Seq, hash: last.Hash, at: last.At };
    entries.push(...appended(head, events, new Date()).entries);
    journals.set(accountId, entries);
  };
  /**
   * An issue numbered at issue (docs/api.md §22), checked now (the series' head still at the place
   * before, the issued Number free), written by the function it answers: as the store's transaction.
   */
  const seriesWrite = (before: Document | undefined, after: Document) => {
    if (!takesSeriesPlace(before, after)) return () => {};
    const series = `${after.accountId}/${ISSUE_SERIES}`;
    const pointer = `${after.accountId}/${after.type}/${after.General.Number}`;
    if ((sequences.get(series) ?? 0) !== after.seriesSeq! - 1 || numberPointers.has(pointer))
      throw new Conflict('changed');
    return () => {
      sequences.set(series, after.seriesSeq!);
      seriesDates.set(series, after.General.DateIssue);
      numberPointers.set(pointer, storedNumber(after));
      // What named the draft by its provisional Number names the issued one, as the table's transaction moves it.
      for (const reference of draftReferences(before, after)) {
        if (reference.kind === 'estimate') {
          const key = `${after.accountId}/estimate/${reference.number}`;
          const estimate = documents.items.get(key);
          if (estimate?.General.Invoice === reference.draft)
            documents.items.set(key, {
              ...estimate,
              version: estimate.version + 1,
              General: { ...estimate.General, Invoice: reference.issued },
            });
        } else {
          const key = `${after.accountId}/${reference.recurringId}`;
          const profile = recurring.get(key);
          if (profile?.lastInvoice === reference.draft)
            recurring.set(key, { ...profile, lastInvoice: reference.issued });
        }
      }
    };
  };
  /** Replaces a document under the Number it is stored under, as one conditional write with its issue's place. */
  const documentReplace = (before: Document, after: Document) => {
    const commitSeries = seriesWrite(before, after);
    documents.replace(`${after.accountId}/${after.type}/${storedNumber(after)}`, before, after);
    commitSeries();
  };
  const stockMovements: StockMovement[] = [];
  /** A write's stock moves, checked now (409 before anything is written), written by the function it answers. */
  const stockWrite = (writes: { before?: Document; after: Document }[]) => {
    const changes = stockChanges(writes);
    if (!changes.length) return () => {};
    const accountId = writes[0]!.after.accountId;
    const entries = new Map(
      [...new Set(changes.map((c) => c.name))].flatMap((name) => {
        const entry = categories.get(`${accountId}/${name}`);
        return entry ? [[name, entry] as const] : [];
      }),
    );
    const moved = applyStock(entries, changes, Date.now());
    return () => {
      for (const { after, movements } of moved) {
        categories.items.set(`${accountId}/${after.Name}`, copy(after));
        stockMovements.push(...movements.map(copy));
      }
    };
  };
  const aggregates = new Map<string, Contribution>();
  const applied = new Set<string>();
  const aggregatesOf = (accountId: string) => [...(aggregates.get(accountId) ?? new Map()).values()];
  const placeKey = (p: DeliveryPlace) => `${p.accountId}/${p.callbackId}/${p.eventAt}/${p.messageId}`;
  return {
    accounts,
    users,
    tokens,
    sequences,
    seriesDates,
    numberPointers,
    seriesWrite,
    documentReplace,
    clients,
    references,
    documents,
    paymentReferences,
    deletedDocuments,
    categories,
    payments,
    logos,
    retired,
    claims,
    nameClaims,
    statements,
    entries,
    lineClaims,
    entryWrite,
    profiles,
    clocks,
    reminders,
    reminderRuns,
    recurring,
    history,
    shares,
    callbacks,
    deliveries,
    queued,
    mails,
    posts,
    usage,
    exportJobs,
    exportFiles,
    depositHolders,
    platformFlows,
    suppliers,
    supplierClaims,
    mandates,
    activeMandates,
    directDebitBatches,
    parkedReturns,
    providers,
    providerClaims,
    excessTaken,
    checkoutSessions,
    accountCheckouts,
    checkoutsPaid,
    providerEvents,
    expenses,
    purchases,
    purchaseNumbers,
    purchaseBankClaims,
    transfers,
    transferClaims,
    storedFiles,
    archived,
    stockMovements,
    stockWrite,
    journals,
    journalWrite,
    aggregates,
    applied,
    aggregatesOf,
    placeKey,
  };
}

/** The state of a set of fakes. */
export type FakeWorld = ReturnType<typeof fakeWorld>;
