import type { Principal } from '../../access/principal.ts';
import { conflict, isConflict, notFound, takenAs } from '../../kernel/errors.ts';
import { definedOnly, retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { withNextId } from '../../kernel/taken-once.ts';
import { expenseCategory } from '../catalog/service.ts';
import type { Stores } from '../ports.ts';
import { claimsOf, type Supplier, type SupplierFilters } from './model.ts';
import type { SupplierInput } from './schema.ts';

type Deps = Pick<Stores, 'suppliers' | 'catalog' | 'sequences'>;

const TAKEN = 'Another supplier of the account holds this SIREN or VAT number.';

/** The input's fields over the supplier's, the IBAN written as ISO 13616 does (no spaces, capitals). */
function apply(current: Supplier, input: SupplierInput): Supplier {
  const { Company, ...fields } = input;
  const next: Supplier = { ...current, ...definedOnly(fields) };
  if (Company) next.Company = { ...current.Company, ...definedOnly(Company) };
  if (next.IBAN) next.IBAN = next.IBAN.replace(/\s+/g, '').toUpperCase();
  return next;
}

async function checkCategory(deps: Deps, accountId: string, input: SupplierInput): Promise<void> {
  if (input.DefaultCategory !== undefined)
    await expenseCategory(deps, accountId, input.DefaultCategory, 'DefaultCategory');
}

/** Creates a supplier (docs/api.md §18); its SIREN and VAT number must be free in the account (409). */
export async function createSupplier(
  deps: Deps,
  principal: Principal,
  input: SupplierInput & { Name: string },
): Promise<Supplier> {
  await checkCategory(deps, principal.accountId, input);
  return withNextId(deps.sequences, principal.accountId, 'supplier', async (supplierId) => {
    const supplier = newSupplier(principal, supplierId, input);
    await takenAs(() => deps.suppliers.insert(supplier), 'RegistrationId', TAKEN);
    return supplier;
  });
}

function newSupplier(principal: Principal, supplierId: number, input: SupplierInput & { Name: string }) {
  return apply(
    {
      accountId: principal.accountId,
      supplierId,
      createdAt: Date.now(),
      version: 0,
      updatedBy: principal.userId,
      Name: input.Name,
      purchases: 0,
    },
    input,
  );
}

/** A supplier of the account, or 404. */
export async function getSupplier(deps: Pick<Stores, 'suppliers'>, principal: Principal, supplierId: number) {
  const supplier = await deps.suppliers.get(principal.accountId, supplierId);
  if (!supplier) throw notFound(`The supplier ${supplierId}`);
  return supplier;
}

/** Updates the fields sent; the others keep their values. */
export async function updateSupplier(
  deps: Deps,
  principal: Principal,
  supplierId: number,
  input: SupplierInput,
): Promise<Supplier> {
  await checkCategory(deps, principal.accountId, input);
  return retryOnConflict(async () => {
    const before = await getSupplier(deps, principal, supplierId);
    const after = { ...apply(before, input), version: before.version + 1, updatedBy: principal.userId };
    await takenAs(() => deps.suppliers.replace(before, after), 'RegistrationId', TAKEN);
    return after;
  });
}

/** Deletes a supplier that no purchase names (409 otherwise): its SIREN and VAT number are free again. */
export const deleteSupplier = (deps: Pick<Stores, 'suppliers'>, principal: Principal, supplierId: number) =>
  retryOnConflict(async () => {
    const before = await getSupplier(deps, principal, supplierId);
    if (before.purchases > 0)
      throw conflict(`The supplier ${supplierId} has purchases: it stays while they do.`, [
        { field: 'supplier_id', message: 'has purchases' },
      ]);
    await deps.suppliers.remove(before);
  });

/** One page of the account's suppliers, oldest first. */
export const listSuppliers = (
  deps: Pick<Stores, 'suppliers'>,
  principal: Principal,
  filters: SupplierFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<Supplier>> => deps.suppliers.list(principal.accountId, filters, limit, start);

/** Who issued a received invoice, as the file states them: a supplier's own fields. */
export type SupplierParty = Omit<
  Supplier,
  'accountId' | 'supplierId' | 'createdAt' | 'version' | 'updatedBy' | 'purchases' | 'DefaultCategory'
>;

/**
 * The supplier a received invoice names (docs/api.md §18): the one holding its SIREN, else its
 * VAT number; never found by name or e-mail.
 */
export async function findSupplier(
  deps: Pick<Stores, 'suppliers'>,
  accountId: string,
  party: Pick<SupplierParty, 'RegistrationId' | 'RegistrationScheme' | 'Company'>,
): Promise<Supplier | undefined> {
  const { siren, vat } = claimsOf(party);
  return (
    (siren ? await deps.suppliers.byClaim(accountId, 'siren', siren) : undefined) ??
    (vat ? await deps.suppliers.byClaim(accountId, 'vat', vat) : undefined)
  );
}

/**
 * A supplier made from a received invoice that names none the account holds, under the same
 * claims: a race with another import of the same supplier finds the winner's.
 */
export async function supplierFromFile(deps: Deps, principal: Principal, party: SupplierParty): Promise<Supplier> {
  try {
    return await withNextId(deps.sequences, principal.accountId, 'supplier', async (supplierId) => {
      const supplier = newSupplier(principal, supplierId, party);
      await deps.suppliers.insert(supplier);
      return supplier;
    });
  } catch (error) {
    if (!isConflict(error, 'taken')) throw error;
    const winner = await findSupplier(deps, principal.accountId, party);
    if (!winner) throw error;
    return winner;
  }
}
