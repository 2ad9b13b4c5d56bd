import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import { Conflict } from '../../kernel/errors.ts';
import { documentEvents } from '../audit/events.ts';
import type { Ports } from '../ports.ts';
import {
  depositClaimChanges,
  depositClaimNumbers,
  depositDeducted,
  depositGivenBack,
  depositStoredNumber,
  draftClaimsToCheck,
  givesDepositBack,
  stillDeductible,
} from './deposits.ts';
import { storedNumber } from './numbering.ts';
import { isOpen } from './settlement.ts';

/** The fake `documents` port of the unit tests: in memory, keeping the promises the services rely on. */
export const documentsFake = (world: FakeWorld): Ports['documents'] => ({
  // In memory, the write reads nothing it could read ahead.
  readAhead: () => ({ names: [], entries: Promise.resolve([]) }),
  async write(writes, entries, names = []) {
    // All or nothing, as the transaction: check every condition before writing any.
    const accountId = writes[0]?.after.accountId ?? '';
    const commitNames = world.nameClaims(accountId, names);
    for (const { before, after } of writes) {
      for (const deposit of depositClaimChanges(before, after).taken) {
        if (world.depositHolders.has(`${after.accountId}/${deposit}`)) throw depositDeducted(deposit);
        const stored = world.documents.get(`${after.accountId}/invoice/${depositStoredNumber(after, deposit)}`);
        if (!stillDeductible(stored)) throw depositGivenBack(after, deposit);
      }
      if (givesDepositBack(before, after))
        for (const n of depositClaimNumbers(after))
          if (world.depositHolders.has(`${after.accountId}/${n}`)) throw new Conflict('changed');
      for (const { deposit, draft } of draftClaimsToCheck(before, after))
        if (world.depositHolders.has(`${after.accountId}/${draft}`)) throw depositDeducted(deposit);
      const key = `${after.accountId}/${after.type}/${storedNumber(after)}`;
      if (!before && (world.documents.items.has(key) || world.retired.has(key)))
        throw new Conflict('taken', `The ${after.type} Number "${after.General.Number}" is taken.`);
      if (before && world.documents.items.get(key)?.version !== before.version) throw new Conflict('changed');
      const reference = after.General.PaymentReference;
      if (!before && reference && world.paymentReferences.has(`${after.accountId}/${reference}`))
        throw new Conflict('taken', `The PaymentReference "${reference}" is taken.`);
    }
    const commitSeries = writes.map(({ before, after }) => world.seriesWrite(before, after));
    const commitStock = world.stockWrite(writes);
    commitNames();
    commitStock();
    for (const commit of commitSeries) commit();
    for (const { before, after } of writes) {
      const { taken, released } = depositClaimChanges(before, after);
      for (const deposit of released) world.depositHolders.delete(`${after.accountId}/${deposit}`);
      for (const deposit of taken) world.depositHolders.set(`${after.accountId}/${deposit}`, after.General.Number);
      world.documents.items.set(`${after.accountId}/${after.type}/${storedNumber(after)}`, copy(after));
      if (!before && after.General.PaymentReference)
        world.paymentReferences.set(`${after.accountId}/${after.General.PaymentReference}`, after.General.Number);
    }
    world.history.push(...entries.map(copy));
    world.journalWrite(accountId, documentEvents(writes));
  },
  async get(accountId, type, number) {
    const pointer = world.numberPointers.get(`${accountId}/${type}/${number}`);
    if (pointer === undefined) return world.documents.get(`${accountId}/${type}/${number}`);
    const doc = world.documents.get(`${accountId}/${type}/${pointer}`);
    return doc?.General.Number === number ? doc : undefined;
  },
  async many(accountId, refs) {
    const distinct = [...new Map(refs.map((ref) => [`${ref.type}/${ref.number}`, ref])).values()];
    const found = await Promise.all(distinct.map((ref) => this.get(accountId, ref.type, ref.number)));
    return found.filter((doc) => doc !== undefined);
  },
  async byPaymentReferences(accountId, references) {
    const found: Awaited<ReturnType<Ports['documents']['byPaymentReferences']>> = new Map();
    for (const reference of references) {
      const number = world.paymentReferences.get(`${accountId}/${reference}`);
      const invoice = number === undefined ? undefined : world.documents.get(`${accountId}/invoice/${number}`);
      if (invoice) found.set(reference, invoice);
    }
    return found;
  },
  async depositHolder(deposit) {
    return depositClaimNumbers(deposit)
      .map((n) => world.depositHolders.get(`${deposit.accountId}/${n}`))
      .find((h) => h !== undefined);
  },
  async remove(before) {
    const key = `${before.accountId}/${before.type}/${storedNumber(before)}`;
    for (const deposit of depositClaimChanges(before, { ...before, folder: 'deleted' }).released)
      world.depositHolders.delete(`${before.accountId}/${deposit}`);
    world.documents.delete(key, before);
    if (before.type !== 'estimate') world.retired.add(key);
    world.deletedDocuments.push({ ...copy(before), folder: 'deleted' });
  },
  async history(accountId, type, number, createdAt) {
    return world.history
      .filter(
        (e) => e.accountId === accountId && e.type === type && e.number === number && e.documentCreatedAt === createdAt,
      )
      .map(copy);
  },
  async list(accountId, type, folder, filters) {
    const all = folder === 'deleted' ? world.deletedDocuments : [...world.documents.items.values()];
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
      [...world.documents.items.values()]
        .filter((d) => d.accountId === accountId && d.folder === folder && isOpen(d))
        .filter((d) => d.General.DueDate! >= from && d.General.DueDate! <= to)
        .sort((a, b) => a.General.DueDate!.localeCompare(b.General.DueDate!) || a.createdAt - b.createdAt)
        .map(copy),
    );
  },
});
