/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Supplier, SupplierFilters } from './model.ts';

/** Suppliers, with their SIREN and VAT number unique in the account. */
export interface SuppliersPort {
  /** Conflict `taken` when its SIREN or VAT number is held by another supplier. */
  insert(supplier: Supplier): Promise<void>;
  get(accountId: string, supplierId: number): Promise<Supplier | undefined>;
  /** Conflict `changed` when another write came first; `taken` when a new SIREN or VAT number is held. */
  replace(before: Supplier, after: Supplier): Promise<void>;
  /** Conflict `changed` when another write came first, or a purchase named it since `before` was read. */
  remove(before: Supplier): Promise<void>;
  list(accountId: string, filters: SupplierFilters, limit: number, start?: StartKey): Promise<Page<Supplier>>;
  /** The supplier holding that SIREN, or that VAT number. */
  byClaim(accountId: string, kind: 'siren' | 'vat', value: string): Promise<Supplier | undefined>;
}
