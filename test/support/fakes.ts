import { isScheduled, type Recurring } from '../../shared/features/recurring/model.ts';
import type { ReminderRun, ReminderSettings } from '../../shared/features/reminders/model.ts';
/**
 * In-memory implementations of the domain's ports (shared/features/ports.ts), for unit tests of the
 * services without DynamoDB. They keep the ports' promises that the services rely on: unique
 * names (Conflict `taken`), optimistic versions (Conflict `changed`), soft deletes. Lists
 * answer one page of everything that matches, newest first: paging is the stores' own
 * concern, tested against DynamoDB Local.
 */

import type { Principal } from '../../shared/access/principal.ts';
import type { UserItem } from '../../shared/features/accounts/model.ts';
import type { BankEntry, EntryWrite, LineClaim, Statement } from '../../shared/features/bank-entries/model.ts';
import type { Category } from '../../shared/features/catalog/model.ts';
import type { Client } from '../../shared/features/clients/model.ts';
import { depositClaimChanges, depositDeducted } from '../../shared/features/documents/deposits.ts';
import type { LifecycleReport } from '../../shared/features/documents/lifecycle.ts';
import type { Document, HistoryEntry } from '../../shared/features/documents/model.ts';
import { isOpen } from '../../shared/features/documents/settlement.ts';
import type { PlatformFile } from '../../shared/features/einvoice/port.ts';
import type { ExportJob } from '../../shared/features/exports/model.ts';
import type { Mail } from '../../shared/features/mailing/mail.ts';
import type { Payment } from '../../shared/features/payments/model.ts';
import type { Ports } from '../../shared/features/ports.ts';
import type { Logo } from '../../shared/features/profile/logo.ts';
import type { Profile } from '../../shared/features/profile/model.ts';
import { sumOf } from '../../shared/features/reports/contributions.ts';
import type { Contribution } from '../../shared/features/reports/model.ts';
import type { ShareLink } from '../../shared/features/sharing/model.ts';
import type { Callback, Delivery } from '../../shared/features/webhooks/model.ts';
import type { DeliveryPlace, QueueMessage } from '../../shared/features/webhooks/port.ts';
import { Conflict } from '../../shared/kernel/errors.ts';
import type { Page } from '../../shared/kernel/pagination.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

const page = <T>(items: T[]): Page<T> => ({ items });
const copy = <T>(value: T): T => structuredClone(value);

/** A map of versioned items with unique keys: the optimistic-locking part every store shares. */
class VersionedMap<T extends { version?: number }> {
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
export function fakePorts() {
  const accounts = new Map<string, { company: string; currency: string }>();
  const users = new VersionedMap<UserItem>();
  const tokens = new Map<string, Principal>();
  const sequences = new Map<string, number>();
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
  const platformFlows = new Map<
    string,
    { file: PlatformFile; statuses: LifecycleReport[]; reports: { key: string; report: LifecycleReport }[] }
  >();
  const aggregates = new Map<string, Contribution>();
  const applied = new Set<string>();
  const aggregatesOf = (accountId: string) => [...(aggregates.get(accountId) ?? new Map()).values()];
  const placeKey = (p: DeliveryPlace) => `${p.accountId}/${p.callbackId}/${p.eventAt}/${p.messageId}`;

  const ports: Ports = {
    accounts: {
      async create(accountId, company, currency, owner) {
        if ([...accounts.values()].some((a) => a.company.toLowerCase() === company.toLowerCase())) {
          throw new Conflict('taken', `The company name "${company}" is taken.`);
        }
        accounts.set(accountId, { company, currency });
        users.insert(`${accountId}/${owner.userId}`, owner, 'user');
      },
      async time(accountId) {
        const offset = clocks.get(accountId);
        const zone = profiles.get(accountId)?.profile.TimeZone;
        return { clockOffsetMs: offset ?? 0, simulated: offset !== undefined, timeZone: zone || 'UTC' };
      },
      async reminders(accountId) {
        const found = reminders.get(accountId);
        const through = reminderRuns.get(accountId)?.through;
        return found && { ...copy(found), ...(through ? { through } : {}) };
      },
      async setReminders(accountId, { through: _readOnly, ...settings }, next) {
        reminders.set(accountId, copy(settings));
        if (settings.Enabled && next) reminderRuns.set(accountId, { ...next });
      },
      async advanceReminders(accountId, next) {
        const run = reminderRuns.get(accountId);
        if (reminders.get(accountId)?.Enabled && run && run.through < next.through) reminderRuns.set(accountId, next);
      },
      async remindersDue(at) {
        return [...reminderRuns.entries()]
          .filter(([accountId, run]) => reminders.get(accountId)?.Enabled && run.dueAt <= at)
          .map(([accountId]) => accountId);
      },
      async moveClock(accountId, fromOffsetMs, offsetMs) {
        if (!accounts.has(accountId) || (clocks.get(accountId) ?? 0) !== fromOffsetMs) throw new Conflict('changed');
        clocks.set(accountId, offsetMs);
      },
      async accountIdOf(company) {
        return [...accounts.entries()].find(([, a]) => a.company === company)?.[0];
      },
      async account(accountId) {
        return accounts.get(accountId);
      },
      async profile(accountId) {
        const found = profiles.get(accountId);
        const { company = '', currency = '' } = accounts.get(accountId) ?? {};
        return accounts.has(accountId)
          ? {
              ...(found ? copy(found) : { profile: {}, version: 0 }),
              company,
              currency,
              ...(logos.has(accountId) ? { logo: copy(logos.get(accountId)!.info) } : {}),
            }
          : undefined;
      },
      async setProfile(accountId, profile, version) {
        if ((profiles.get(accountId)?.version ?? 0) !== version) throw new Conflict('changed');
        profiles.set(accountId, { profile: copy(profile), version: version + 1 });
      },
      async setLogo(accountId, next, previous) {
        if (logos.get(accountId)?.info.Hash !== previous?.Hash) throw new Conflict('changed');
        if (next) logos.set(accountId, { info: copy(next.info), bytes: new Uint8Array(next.bytes) });
        else logos.delete(accountId);
      },
      async logoBytes(accountId, info) {
        const logo = logos.get(accountId);
        return logo?.info.Hash === info.Hash ? new Uint8Array(logo.bytes) : undefined;
      },
      async user(accountId, userId) {
        return users.get(`${accountId}/${userId}`);
      },
      async principal(tokenHash) {
        return tokens.get(tokenHash);
      },
      async replaceToken(accountId, _company, user, tokenHash) {
        users.replace(`${accountId}/${user.userId}`, user, { ...user, tokenHash });
      },
      async addUser(accountId, _company, user) {
        users.insert(`${accountId}/${user.userId}`, user, 'user');
      },
      async replaceUser(accountId, _company, before, after) {
        users.replace(`${accountId}/${after.userId}`, before, after);
      },
      async removeUser(accountId, user) {
        users.items.delete(`${accountId}/${user.userId}`);
      },
      async users(accountId) {
        return page(
          [...users.items.entries()]
            .filter(([k, u]) => k.startsWith(`${accountId}/`) && u.role === 'staff')
            .map(([, u]) => copy(u)),
        );
      },
    },
    sequences: {
      async next(accountId, kind, count = 1) {
        const value = (sequences.get(`${accountId}/${kind}`) ?? 0) + count;
        sequences.set(`${accountId}/${kind}`, value);
        return value;
      },
    },
    clients: {
      async insert(client) {
        const ref = `${client.accountId}/${client.Reference}`;
        if (references.has(ref)) throw new Conflict('taken', `The Reference "${client.Reference}" is taken.`);
        clients.insert(`${client.accountId}/${client.clientId}`, client, 'client');
        references.set(ref, client.clientId);
      },
      async get(accountId, clientId) {
        return clients.get(`${accountId}/${clientId}`);
      },
      async replace(before, after) {
        const ref = `${after.accountId}/${after.Reference}`;
        if (after.folder !== 'deleted' && references.has(ref) && references.get(ref) !== after.clientId) {
          throw new Conflict('taken', `The Reference "${after.Reference}" is taken.`);
        }
        clients.replace(`${after.accountId}/${after.clientId}`, before, after);
        if (references.get(`${before.accountId}/${before.Reference}`) === before.clientId)
          references.delete(`${before.accountId}/${before.Reference}`);
        if (after.folder !== 'deleted') references.set(ref, after.clientId);
      },
      async list(accountId, folder) {
        return page(
          [...clients.items.values()]
            .filter((c) => c.accountId === accountId && c.folder === folder)
            .reverse()
            .map(copy),
        );
      },
      async byReference(accountId, reference) {
        const id = references.get(`${accountId}/${reference}`);
        return id === undefined ? undefined : clients.get(`${accountId}/${id}`);
      },
      async liveIds(accountId, ids) {
        return new Set(ids.filter((id) => clients.get(`${accountId}/${id}`)?.folder === 'active'));
      },
      async many(accountId, ids) {
        return ids.flatMap((id) => {
          const client = clients.get(`${accountId}/${id}`);
          return client ? [copy(client)] : [];
        });
      },
    },
    documents: {
      async write(writes, entries, names = []) {
        // All or nothing, as the transaction: check every condition before writing any.
        const accountId = writes[0]?.after.accountId ?? '';
        for (const name of names)
          if (claims.has(`${accountId}/${name}`)) throw new Conflict('claimed', `"${name}" was claimed already.`);
        for (const { before, after } of writes) {
          for (const deposit of depositClaimChanges(before, after).taken)
            if (depositHolders.has(`${after.accountId}/${deposit}`)) throw depositDeducted(deposit);
          const key = `${after.accountId}/${after.type}/${after.General.Number}`;
          if (!before && (documents.items.has(key) || retired.has(key)))
            throw new Conflict('taken', `The ${after.type} Number "${after.General.Number}" is taken.`);
          if (before && documents.items.get(key)?.version !== before.version) throw new Conflict('changed');
          const reference = after.General.PaymentReference;
          if (!before && reference && paymentReferences.has(`${after.accountId}/${reference}`))
            throw new Conflict('taken', `The PaymentReference "${reference}" is taken.`);
        }
        for (const name of names) claims.add(`${accountId}/${name}`);
        for (const { before, after } of writes) {
          const { taken, released } = depositClaimChanges(before, after);
          for (const deposit of released) depositHolders.delete(`${after.accountId}/${deposit}`);
          for (const deposit of taken) depositHolders.set(`${after.accountId}/${deposit}`, after.General.Number);
          documents.items.set(`${after.accountId}/${after.type}/${after.General.Number}`, copy(after));
          if (!before && after.General.PaymentReference)
            paymentReferences.set(`${after.accountId}/${after.General.PaymentReference}`, after.General.Number);
        }
        history.push(...entries.map(copy));
      },
      async get(accountId, type, number) {
        return documents.get(`${accountId}/${type}/${number}`);
      },
      async byPaymentReference(accountId, reference) {
        const number = paymentReferences.get(`${accountId}/${reference}`);
        return number === undefined ? undefined : documents.get(`${accountId}/invoice/${number}`);
      },
      async remove(before) {
        const key = `${before.accountId}/${before.type}/${before.General.Number}`;
        for (const deposit of depositClaimChanges(before, { ...before, folder: 'deleted' }).released)
          depositHolders.delete(`${before.accountId}/${deposit}`);
        documents.delete(key, before);
        if (before.type !== 'estimate') retired.add(key);
        deletedDocuments.push({ ...copy(before), folder: 'deleted' });
      },
      async history(accountId, type, number, createdAt) {
        return history
          .filter(
            (e) =>
              e.accountId === accountId && e.type === type && e.number === number && e.documentCreatedAt === createdAt,
          )
          .map(copy);
      },
      async list(accountId, type, folder, filters) {
        const all = folder === 'deleted' ? deletedDocuments : [...documents.items.values()];
        return page(
          all
            .filter((d) => d.accountId === accountId && d.type === type && d.folder === folder)
            .filter((d) => filters.clientId === undefined || d.clientId === filters.clientId)
            .filter((d) => !filters.clientIds || (d.clientId !== undefined && filters.clientIds.includes(d.clientId)))
            .filter((d) => filters.status === undefined || d.General.Status === filters.status)
            .sort((a, b) => b.General.DateIssue.localeCompare(a.General.DateIssue) || b.createdAt - a.createdAt)
            .map(copy),
        );
      },
      async openByDueDate(accountId, folder, from, to) {
        return page(
          [...documents.items.values()]
            .filter((d) => d.accountId === accountId && d.folder === folder && isOpen(d))
            .filter((d) => d.General.DueDate! >= from && d.General.DueDate! <= to)
            .sort((a, b) => a.General.DueDate!.localeCompare(b.General.DueDate!) || a.createdAt - b.createdAt)
            .map(copy),
        );
      },
    },
    recurring: {
      async insert(profile) {
        const key = `${profile.accountId}/${profile.recurringId}`;
        if (recurring.has(key)) throw new Conflict('taken');
        recurring.set(key, copy(profile));
      },
      async get(accountId, recurringId) {
        const found = recurring.get(`${accountId}/${recurringId}`);
        return found && copy(found);
      },
      async replace(before, after) {
        const key = `${before.accountId}/${before.recurringId}`;
        if (recurring.get(key)?.version !== before.version) throw new Conflict('changed');
        recurring.set(key, copy(after));
      },
      async list(accountId, filters) {
        return page(
          [...recurring.values()]
            .filter((r) => r.accountId === accountId && r.folder === 'active')
            .filter((r) => filters.clientId === undefined || r.clientId === filters.clientId)
            .filter((r) => !filters.status || r.status === filters.status)
            .sort((a, b) => a.recurringId.localeCompare(b.recurringId))
            .map(copy),
        );
      },
      async due(accountId, today, limit) {
        return [...recurring.values()]
          .filter((r) => r.accountId === accountId && isScheduled(r) && r.nextDate <= today)
          .sort((a, b) => `${a.nextDate}#${a.recurringId}`.localeCompare(`${b.nextDate}#${b.recurringId}`))
          .slice(0, limit)
          .map(copy);
      },
      async dueAccounts(date) {
        const due = [...recurring.values()].filter((r) => isScheduled(r) && r.nextDate <= date);
        return [...new Set(due.map((r) => r.accountId))];
      },
      async run(before, after, invoice, history) {
        const key = `${before.accountId}/${before.recurringId}`;
        // One write, as the table's transaction: the profile is taken before anything awaits.
        const current = recurring.get(key);
        if (current?.version !== before.version) throw new Conflict('changed');
        recurring.set(key, copy(after));
        try {
          await ports.documents.write([{ after: invoice }], history);
        } catch (error) {
          recurring.set(key, current);
          throw error;
        }
      },
    },
    shares: {
      async create(link, entry) {
        shares.set(link.tokenHash, copy(link));
        history.push(copy(entry));
      },
      async find(tokenHash) {
        return copy(shares.get(tokenHash));
      },
      async ofDocument(accountId, type, number) {
        return [...shares.values()].filter((l) => l.accountId === accountId && l.type === type && l.number === number);
      },
      async revoke(links) {
        for (const link of links) shares.delete(link.tokenHash);
      },
    },
    payments: {
      async record(payment, before, after, recorded, entry) {
        const writeEntry = entryWrite(entry);
        documents.replace(`${after.accountId}/${after.type}/${after.General.Number}`, before, after);
        history.push(...recorded.map(copy));
        payments.insert(`${payment.accountId}/${payment.paymentId}`, payment, 'payment');
        writeEntry();
      },
      async get(accountId, paymentId) {
        return payments.get(`${accountId}/${paymentId}`);
      },
      async many(accountId, paymentIds) {
        return paymentIds.flatMap((id) => payments.get(`${accountId}/${id}`) ?? []);
      },
      async reverse(before, after, invoiceBefore, invoiceAfter, recorded, entry) {
        if (before.folder !== 'active') throw new Conflict('changed');
        entryWrite(entry)();
        history.push(...recorded.map(copy));
        documents.replace(
          `${invoiceAfter.accountId}/${invoiceAfter.type}/${invoiceAfter.General.Number}`,
          invoiceBefore,
          invoiceAfter,
        );
        payments.replace(`${after.accountId}/${after.paymentId}`, before, after);
      },
      async list(accountId, folder, filters) {
        return page(
          [...payments.items.values()]
            .filter((p) => p.accountId === accountId && p.folder === folder)
            .filter((p) => filters.invoice === undefined || p.invoice === filters.invoice)
            .filter((p) => filters.clientId === undefined || p.clientId === filters.clientId)
            .filter((p) => !filters.clientIds || (p.clientId !== undefined && filters.clientIds.includes(p.clientId)))
            .filter((p) => filters.method === undefined || p.method === filters.method)
            .sort((a, b) => b.date.localeCompare(a.date) || b.paymentId - a.paymentId)
            .map(copy),
        );
      },
    },
    exports: {
      async create(job) {
        exportJobs.set(`${job.accountId}/${job.exportId}`, copy(job));
      },
      async get(accountId, exportId) {
        const job = exportJobs.get(`${accountId}/${exportId}`);
        return job && copy(job);
      },
      async replace(before, after) {
        if (exportJobs.get(`${before.accountId}/${before.exportId}`)?.version !== before.version)
          throw new Conflict('changed');
        exportJobs.set(`${after.accountId}/${after.exportId}`, copy(after));
      },
    },
    platform: {
      // A platform that takes every file and says `deposited` at once; its other statuses are the test's to add.
      async transmit(file) {
        const flowId = `flow-${file.key}`;
        if (!platformFlows.has(flowId))
          platformFlows.set(flowId, {
            file,
            statuses: [{ status: 'deposited', at: new Date().toISOString() }],
            reports: [],
          });
        return { flowId };
      },
      async statuses(flowId) {
        return [...(platformFlows.get(flowId)?.statuses ?? [])];
      },
      async report(flowId, key, report) {
        const flow = platformFlows.get(flowId);
        if (!flow) throw new Error(`no flow ${flowId}`);
        if (!flow.reports.some((r) => r.key === key)) flow.reports.push({ key, report });
      },
    },
    exportFiles: {
      async write(key, file, text) {
        let all = '';
        for await (const chunk of text) all += chunk;
        exportFiles.set(key, { ...file, text: all });
      },
      async exists(key) {
        return exportFiles.has(key);
      },
      async link(key) {
        return `memory://${key}`;
      },
    },
    reports: {
      async apply(accountId, changeId, delta) {
        if (applied.has(`${accountId}/${changeId}`)) return false;
        applied.add(`${accountId}/${changeId}`);
        aggregates.set(accountId, sumOf([aggregates.get(accountId) ?? new Map(), delta]));
        return true;
      },
      async settled() {
        return true;
      },
      async months(accountId, from, to) {
        return aggregatesOf(accountId).filter(
          (a) => a.key.kind === 'month' && a.key.month >= from && a.key.month <= to,
        );
      },
      async clientMonths(accountId, from, to) {
        return aggregatesOf(accountId).filter(
          (a) => a.key.kind === 'client-month' && a.key.month >= from && a.key.month <= to,
        );
      },
      async dues(accountId) {
        return aggregatesOf(accountId).filter((a) => a.key.kind === 'due');
      },
      async replace(accountId, totals) {
        aggregates.set(accountId, sumOf([totals]));
      },
    },
    bank: {
      async createStatement(statement) {
        statements.set(`${statement.accountId}/${statement.statementId}`, { ...copy(statement), done: new Set() });
      },
      async statement(accountId, statementId) {
        const held = statements.get(`${accountId}/${statementId}`);
        if (!held) return undefined;
        const { done, ...statement } = held;
        return { ...copy(statement), batchesDone: done.size };
      },
      async countBatch(accountId, statementId, batch, counts) {
        const held = statements.get(`${accountId}/${statementId}`);
        if (!held || held.done.has(batch)) return;
        held.done.add(batch);
        held.matched += counts.matched;
        held.unmatched += counts.unmatched;
        held.duplicates += counts.duplicates;
      },
      async claims(accountId, names) {
        return new Map(
          names.flatMap((name) => {
            const claim = lineClaims.get(`${accountId}/${name}`);
            return claim ? [[name, copy(claim)] as const] : [];
          }),
        );
      },
      async writeEntry(write) {
        entryWrite(write)();
      },
      async entry(accountId, entryId) {
        return entries.get(`${accountId}/${entryId}`);
      },
      async entries(accountId, filters) {
        return page(
          [...entries.items.values()]
            .filter((e) => e.accountId === accountId)
            .filter((e) => !filters.status || e.status === filters.status)
            .filter((e) => !filters.statement || e.statementId === filters.statement.statementId)
            .sort((a, b) => b.entryId - a.entryId)
            .map(copy),
        );
      },
    },
    catalog: {
      async insert(category) {
        categories.insert(`${category.accountId}/${category.Name}`, category, `The category Name "${category.Name}"`);
      },
      async get(accountId, name) {
        return categories.get(`${accountId}/${name}`);
      },
      async replace(before, after) {
        categories.replace(`${after.accountId}/${after.Name}`, before, after);
      },
      async remove(before) {
        categories.delete(`${before.accountId}/${before.Name}`, before);
      },
      async list(accountId, folder) {
        return page(
          [...categories.items.values()].filter((c) => c.accountId === accountId && c.folder === folder).map(copy),
        );
      },
    },
    callbacks: {
      async insert(callback, cap) {
        if ([...callbacks.values()].filter((c) => c.accountId === callback.accountId).length >= cap) return false;
        callbacks.set(`${callback.accountId}/${callback.callbackId}`, copy(callback));
        return true;
      },
      async get(accountId, callbackId) {
        const found = callbacks.get(`${accountId}/${callbackId}`);
        return found && copy(found);
      },
      async all(accountId) {
        return [...callbacks.values()].filter((c) => c.accountId === accountId).map(copy);
      },
      async markVerified(callback) {
        const stored = callbacks.get(`${callback.accountId}/${callback.callbackId}`);
        if (!stored || stored.verifier !== callback.verifier) return false;
        stored.verified = true;
        delete stored.verifier;
        return true;
      },
      async requestVerification(callback) {
        const stored = callbacks.get(`${callback.accountId}/${callback.callbackId}`);
        if (!stored || stored.verified) throw new Conflict('changed');
        stored.verificationsSent += 1;
      },
      async remove(accountId, callbackId) {
        return callbacks.delete(`${accountId}/${callbackId}`);
      },
      async setSlowUntil(accountId, callbackId, until) {
        const stored = callbacks.get(`${accountId}/${callbackId}`);
        if (!stored) return;
        if (until === undefined) delete stored.slowUntil;
        else stored.slowUntil = until;
      },
    },
    deliveries: {
      async createOnce(delivery) {
        if (deliveries.has(placeKey(delivery))) return false;
        deliveries.set(placeKey(delivery), copy(delivery));
        return true;
      },
      async nextToken(place) {
        const d = deliveries.get(placeKey(place));
        if (d?.status !== 'pending') return undefined;
        d.token += 1;
        d.parked = false;
        return d.token;
      },
      async get(place) {
        const d = deliveries.get(placeKey(place));
        return d && copy(d);
      },
      async recordAttempt(place, attempt, status, dueAt, parked = false) {
        const d = deliveries.get(placeKey(place));
        if (!d) return;
        if (attempt) d.attempts.push(attempt);
        Object.assign(d, { status, dueAt, parked });
      },
      async pendingDue(dueBefore) {
        return [...deliveries.values()].filter((d) => d.status === 'pending' && d.dueAt < dueBefore).map(copy);
      },
      async history(accountId, callbackId) {
        return page(
          [...deliveries.values()].filter((d) => d.accountId === accountId && d.callbackId === callbackId).map(copy),
        );
      },
      async reopen(place, now) {
        const d = deliveries.get(placeKey(place));
        if (d?.status !== 'dropped') return undefined;
        Object.assign(d, { status: 'pending', attempts: [], dueAt: now, token: d.token + 1 });
        return d.token;
      },
    },
    queue: {
      async send(queue, messages) {
        for (const message of messages) queued.push({ queue, message });
      },
      async setVisibility() {
        return true;
      },
    },
    limits: {
      async take(accountId, kind, amount, limit) {
        const used = usage.get(`${accountId}/${kind}`) ?? 0;
        if (used + amount > limit) return { ok: false, retryAfter: 60 };
        usage.set(`${accountId}/${kind}`, used + amount);
        return { ok: true, retryAfter: 60 };
      },
    },
    mail: {
      async send(mail) {
        mails.push(copy(mail));
      },
    },
    files: documentWriters,
    // Receivers that refuse nothing and never answer a POST: each delivery attempt fails.
    receivers: {
      async refusal() {
        return undefined;
      },
      async post(uri, body) {
        posts.push({ uri, body });
        return { error: 'connection refused', ms: 1 };
      },
    },
  };
  return {
    ports,
    posts,
    accounts,
    users,
    tokens,
    documents,
    deletedDocuments,
    clients,
    categories,
    callbacks,
    deliveries,
    queued,
    mails,
    payments,
    history,
  };
}
