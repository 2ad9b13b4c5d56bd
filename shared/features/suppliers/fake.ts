import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import { Conflict } from '../../kernel/errors.ts';
import type { Ports } from '../ports.ts';
import { claimsOf, type Supplier } from './model.ts';

const claimKeys = (s: Supplier) => {
  const { siren, vat } = claimsOf(s);
  return [siren && `${s.accountId}/siren/${siren}`, vat && `${s.accountId}/vat/${vat}`].filter((k): k is string =>
    Boolean(k),
  );
};

/** The fake `suppliers` port of the unit tests: in memory, its SIREN and VAT number unique. */
export const suppliersFake = (world: FakeWorld): Ports['suppliers'] => {
  const claim = (s: Supplier, before?: Supplier) => {
    const mine = new Set(before ? claimKeys(before) : []);
    for (const key of claimKeys(s))
      if (!mine.has(key) && world.supplierClaims.has(key))
        throw new Conflict('taken', 'The SIREN or VAT number is taken.');
    for (const key of mine) world.supplierClaims.delete(key);
    for (const key of claimKeys(s)) world.supplierClaims.set(key, s.supplierId);
  };
  return {
    async insert(s) {
      claim(s);
      world.suppliers.insert(`${s.accountId}/${s.supplierId}`, s, 'supplier');
    },
    async get(accountId, supplierId) {
      return world.suppliers.get(`${accountId}/${supplierId}`);
    },
    async replace(before, after) {
      world.suppliers.replace(`${after.accountId}/${after.supplierId}`, before, after);
      claim(after, before);
    },
    async remove(before) {
      world.suppliers.delete(`${before.accountId}/${before.supplierId}`, before);
      for (const key of claimKeys(before)) world.supplierClaims.delete(key);
    },
    async list(accountId, filters) {
      const name = filters.name?.toLowerCase();
      return page(
        [...world.suppliers.items.values()]
          .filter((s) => s.accountId === accountId && (!name || s.Name.toLowerCase().includes(name)))
          .map(copy),
      );
    },
    async byClaim(accountId, kind, value) {
      const id = world.supplierClaims.get(`${accountId}/${kind}/${value}`);
      return id === undefined ? undefined : world.suppliers.get(`${accountId}/${id}`);
    },
  };
};
