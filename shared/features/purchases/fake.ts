import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import { Conflict } from '../../kernel/errors.ts';
import type { Ports } from '../ports.ts';
import { type Purchase, TRANSFER_CLAIM_HOLDS_MS, TRANSFER_CLAIMS_PER_WRITE } from './model.ts';
import { entersTransfer, leavesTransfer, namedNumbers, outsideTransfers, quotableReferences } from './rules.ts';

const numberKey = (accountId: string, supplierId: number, year: string, number: string) =>
  `${accountId}/${supplierId}/${year}/${number}`;

/** The fake `purchases` port of the unit tests: in memory, its Numbers and bank lines claimed once. */
export const purchasesFake = (world: FakeWorld): Ports['purchases'] => {
  const of = (accountId: string) =>
    [...world.purchases.items.values()]
      .filter((p) => p.accountId === accountId)
      .sort((a, b) => b.DateIssue.localeCompare(a.DateIssue) || b.purchaseId - a.purchaseId);
  /** The account's supplier payments, each with what it says of its purchase, as the table keeps them beside it. */
  const paymentsOf = (accountId: string) =>
    of(accountId).flatMap((p) =>
      p.payments.map((payment) => ({
        purchaseId: p.purchaseId,
        supplierId: p.supplierId,
        Number: p.Number,
        Currency: p.Currency,
        docType: p.docType,
        payment: copy(payment),
      })),
    );
  // A purchase leaving its transfer takes that transfer's claim with it, refused if another holds it.
  const claimLeft = ({ before, after }: { before: Purchase; after: Purchase }) => {
    const claim = `${after.accountId}/${after.purchaseId}`;
    const holder = world.transferClaims.get(claim)?.transferId;
    return leavesTransfer(before, after)
      ? { claim, free: holder === undefined || holder === before.transferId }
      : undefined;
  };
  // As the table's transaction says it: a stale version first, then a claimed bank line; all or none.
  const replaceAll = async (changes: readonly { before: Purchase; after: Purchase }[]) => {
    const claims = changes.flatMap(({ before, after }) =>
      after.payments.flatMap((p) =>
        p.bankRef && !before.payments.some((b) => b.paymentId === p.paymentId)
          ? [`${after.accountId}/${p.bankRef}`]
          : [],
      ),
    );
    if (
      changes.some(
        ({ before, after }) =>
          world.purchases.items.get(`${after.accountId}/${after.purchaseId}`)?.version !== before.version,
      )
    )
      throw new Conflict('changed');
    const left = changes.map(claimLeft);
    if (left.some((l) => l && !l.free)) throw new Conflict('changed');
    if (
      changes.some(({ before, after }) => {
        const claim = world.transferClaims.get(`${after.accountId}/${after.purchaseId}`);
        return outsideTransfers(before, after) && claim && claim.at >= Date.now() - TRANSFER_CLAIM_HOLDS_MS;
      })
    )
      throw new Conflict('held', 'The purchase is going into a transfer file being made.');
    if (
      changes.some(
        ({ before, after }) =>
          entersTransfer(before, after) &&
          world.transferClaims.get(`${after.accountId}/${after.purchaseId}`)?.transferId !== after.transferId,
      )
    )
      throw new Conflict('released');
    if (claims.some((c) => world.purchaseBankClaims.has(c)))
      throw new Conflict('claimed', 'The bank line paid a purchase already.');
    for (const { before, after } of changes)
      world.purchases.replace(`${after.accountId}/${after.purchaseId}`, before, after);
    for (const l of left) if (l) world.transferClaims.delete(l.claim);
    for (const claim of claims) world.purchaseBankClaims.add(claim);
  };
  return {
    async insert(p) {
      const key = numberKey(p.accountId, p.supplierId, p.DateIssue.slice(0, 4), p.Number);
      if (world.purchaseNumbers.has(key)) throw new Conflict('taken', `${p.Number} is imported already.`);
      const supplier = world.suppliers.get(`${p.accountId}/${p.supplierId}`);
      if (!supplier) throw new Conflict('changed');
      world.purchases.insert(`${p.accountId}/${p.purchaseId}`, p, 'purchase');
      world.purchaseNumbers.set(key, p.purchaseId);
      world.suppliers.items.set(`${p.accountId}/${p.supplierId}`, {
        ...supplier,
        purchases: supplier.purchases + 1,
        version: supplier.version + 1,
      });
    },
    async holderOf(accountId, n) {
      return world.purchaseNumbers.get(numberKey(accountId, n.supplierId, n.year, n.number));
    },
    async get(accountId, purchaseId) {
      return world.purchases.get(`${accountId}/${purchaseId}`);
    },
    async payingReference(accountId, reference, limit) {
      return of(accountId)
        .filter((p) => quotableReferences(p).includes(reference))
        .map((p) => p.purchaseId)
        .sort((a, b) => b - a)
        .slice(0, limit);
    },
    async namingPurchases(accountId, supplierId, number, limit) {
      return of(accountId)
        .filter((p) => p.supplierId === supplierId && namedNumbers(p).includes(number))
        .map((p) => p.purchaseId)
        .sort((a, b) => a - b)
        .slice(0, limit);
    },
    // The fake finds references and names from the purchases themselves: nothing to keep.
    async keepReference() {},
    async purchaseOfPayment(accountId, paymentId) {
      return of(accountId).find((p) => p.payments.some((x) => x.paymentId === paymentId))?.purchaseId;
    },
    replace: (before, after) => replaceAll([{ before, after }]),
    replaceTogether: replaceAll,
    async list(accountId, f) {
      const keep = (p: Purchase) =>
        (f.status === undefined || p.Status === f.status) &&
        (f.supplierId === undefined || p.supplierId === f.supplierId) &&
        (f.from === undefined || p.DateIssue >= f.from) &&
        (f.to === undefined || p.DateIssue <= f.to);
      return page(of(accountId).filter(keep).map(copy));
    },
    async *dated(accountId, from, to) {
      yield of(accountId)
        .filter((p) => p.DateIssue >= from && p.DateIssue <= to)
        .map(copy);
    },
    async *paymentsDated(accountId, from, to) {
      yield paymentsOf(accountId).filter(({ payment }) => payment.Date >= from && payment.Date <= to);
    },
    async listPayments(accountId, filters, limit) {
      const newestFirst = paymentsOf(accountId)
        .filter(({ payment }) => (filters.from ?? '') <= payment.Date && payment.Date <= (filters.to ?? '9999'))
        .filter((p) => filters.supplierId === undefined || p.supplierId === filters.supplierId)
        .filter((p) => filters.purchaseId === undefined || p.purchaseId === filters.purchaseId)
        .sort((a, b) => b.payment.Date.localeCompare(a.payment.Date) || b.payment.paymentId - a.payment.paymentId);
      return page(newestFirst.slice(0, limit));
    },
    async claimForTransfer(accountId, transferId, purchaseIds) {
      const held = (id: number) => world.transferClaims.get(`${accountId}/${id}`);
      // A hundred a write, as the table's transactions: a write with one held by another takes none.
      for (let i = 0; i < purchaseIds.length; i += TRANSFER_CLAIMS_PER_WRITE) {
        const ids = purchaseIds.slice(i, i + TRANSFER_CLAIMS_PER_WRITE);
        const other = ids.map(held).find((c) => c !== undefined && c.transferId !== transferId);
        if (other) return copy(other);
        const at = Date.now();
        for (const purchaseId of ids)
          if (!held(purchaseId))
            world.transferClaims.set(`${accountId}/${purchaseId}`, { accountId, purchaseId, transferId, at });
      }
      return undefined;
    },
    async takeOverClaim(claim, transferId) {
      const key = `${claim.accountId}/${claim.purchaseId}`;
      const now = world.transferClaims.get(key);
      if (now?.transferId !== claim.transferId || now.at !== claim.at) return false;
      world.transferClaims.set(key, { ...claim, transferId, at: Date.now() });
      return true;
    },
    async releaseClaims(accountId, transferId, purchaseIds) {
      for (const id of purchaseIds)
        if (world.transferClaims.get(`${accountId}/${id}`)?.transferId === transferId)
          world.transferClaims.delete(`${accountId}/${id}`);
    },
    async insertTransfer(t) {
      world.transfers.set(`${t.accountId}/${t.transferId}`, copy(t));
    },
    async cancelTransfer(accountId, transferId, { at, by, purchases, reason, reasons }) {
      const t = world.transfers.get(`${accountId}/${transferId}`);
      if (!t) return undefined;
      if (purchases) {
        t.withdrawn = [...new Set([...(t.withdrawn ?? []), ...purchases])].sort((a, b) => a - b);
        // As the store's set of `<id>:<code>`: the lesser code of a purchase named twice.
        for (const [id, code] of reasons ?? [])
          if (!t.rejections?.[id] || code < t.rejections[id]!) t.rejections = { ...t.rejections, [id]: code };
      } else {
        if (t.cancelledAt === undefined) Object.assign(t, { cancelledAt: at, cancelledBy: by });
        if (reason && t.cancelReason === undefined) t.cancelReason = reason;
      }
      return copy(t);
    },
    async getTransfer(accountId, transferId) {
      const t = world.transfers.get(`${accountId}/${transferId}`);
      return t && copy(t);
    },
    async listTransfers(accountId, limit) {
      const newestFirst = [...world.transfers.values()]
        .filter((t) => t.accountId === accountId)
        .sort((a, b) => b.transferId - a.transferId);
      return page(newestFirst.slice(0, limit).map(copy));
    },
  };
};
