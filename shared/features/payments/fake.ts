import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import { Conflict } from '../../kernel/errors.ts';
import { documentEvents, paymentEvent } from '../audit/events.ts';
import type { Ports } from '../ports.ts';

/** The fake `payments` port of the unit tests: in memory, keeping the promises the services rely on. */
export const paymentsFake = (world: FakeWorld): Ports['payments'] => ({
  async record(payment, before, after, recorded, entry, claim) {
    if (claim && world.providerClaims.has(claim.object)) throw new Conflict('changed');
    const writeEntry = world.entryWrite(entry);
    const commitStock = world.stockWrite([{ before, after }]);
    world.documentReplace(before, after);
    world.history.push(...recorded.map(copy));
    world.payments.insert(`${payment.accountId}/${payment.paymentId}`, payment, 'payment');
    writeEntry();
    commitStock();
    if (claim) world.providerClaims.set(claim.object, { ...claim });
    world.journalWrite(payment.accountId, [
      ...documentEvents([{ before, after }]),
      paymentEvent('payment.recorded', payment),
    ]);
  },
  async claimOf(object) {
    const held = world.providerClaims.get(object);
    return held && { ...held };
  },
  async voidClaim(claim) {
    if (world.providerClaims.has(claim.object)) return false;
    world.providerClaims.set(claim.object, { ...claim });
    return true;
  },
  async excessTaken(taking) {
    return world.excessTaken.get(taking);
  },
  async takeExcess(claim, taking, { part, left }, note) {
    const held = world.providerClaims.get(claim.object);
    if (!held || world.excessTaken.has(taking) || held.excess !== claim.excess) throw new Conflict('changed');
    // All or nothing, as the transaction: the invoice's version is checked by its replace, first.
    if (note) world.documentReplace(note.write.before, note.write.after);
    world.excessTaken.set(taking, part);
    world.providerClaims.set(claim.object, { ...held, excess: left });
    if (!note) return;
    world.history.push(...note.history.map(copy));
    world.journalWrite(claim.accountId, documentEvents([note.write]));
  },
  async nameTaken(accountId, name) {
    return world.claims.has(`${accountId}/${name}`);
  },
  async get(accountId, paymentId) {
    return world.payments.get(`${accountId}/${paymentId}`);
  },
  async many(accountId, paymentIds) {
    return paymentIds.flatMap((id) => world.payments.get(`${accountId}/${id}`) ?? []);
  },
  async reverse(before, after, invoiceBefore, invoiceAfter, recorded, entry, once) {
    if (before.folder !== 'active') throw new Conflict('changed');
    // All or nothing, as the transaction: both checks before either write.
    const commitName = world.nameClaims(after.accountId, once === undefined ? [] : [once]);
    const commitEntry = world.entryWrite(entry);
    commitName();
    commitEntry();
    world.history.push(...recorded.map(copy));
    world.documentReplace(invoiceBefore, invoiceAfter);
    world.payments.replace(`${after.accountId}/${after.paymentId}`, before, after);
    world.journalWrite(after.accountId, [
      paymentEvent('payment.deleted', after),
      ...documentEvents([{ before: invoiceBefore, after: invoiceAfter }]),
    ]);
  },
  async list(accountId, folder, filters) {
    return page(
      [...world.payments.items.values()]
        .filter((p) => p.accountId === accountId && p.folder === folder)
        .filter((p) => filters.invoice === undefined || p.invoice === filters.invoice)
        .filter((p) => filters.clientId === undefined || p.clientId === filters.clientId)
        .filter((p) => !filters.clientIds || (p.clientId !== undefined && filters.clientIds.includes(p.clientId)))
        .filter((p) => filters.method === undefined || p.method === filters.method)
        .sort((a, b) => b.date.localeCompare(a.date) || b.paymentId - a.paymentId)
        .map(copy),
    );
  },
});
