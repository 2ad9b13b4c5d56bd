import type { Principal } from '../../access/principal.ts';
import { invalid, notFound, takenAs } from '../../kernel/errors.ts';
import { definedOnly, retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Stores } from '../ports.ts';
import type { Category } from './model.ts';
import type { CategoryFilter, CategoryInput } from './schema.ts';

function apply(current: Category, input: CategoryInput): Category {
  const { Name: _name, IsInventory, isInventory, StockAlert, ...fields } = input;
  const next: Category = { ...current, ...definedOnly(fields) };
  if (StockAlert === null) delete next.StockAlert;
  else if (StockAlert !== undefined) next.StockAlert = StockAlert;
  const inventory = IsInventory ?? isInventory;
  if (inventory !== undefined) next.isInventory = inventory;
  if (input.isTaxable === false && input.VAT === undefined) next.VAT = 0;
  return next;
}

/** Creates a category; its Name must be free (409). */
export async function createCategory(
  deps: Pick<Stores, 'catalog'>,
  principal: Principal,
  input: CategoryInput & { Name: string },
): Promise<Category> {
  const category = apply(
    {
      accountId: principal.accountId,
      createdAt: Date.now(),
      folder: 'active',
      version: 0,
      updatedBy: principal.userId,
      Name: input.Name,
    },
    input,
  );
  await takenAs(() => deps.catalog.insert(category), 'Name', `The category Name "${input.Name}" is taken.`);
  return category;
}

/** A live category of the account, or 404. */
export async function getCategory(
  deps: Pick<Stores, 'catalog'>,
  principal: Principal,
  name: string,
): Promise<Category> {
  const category = await deps.catalog.get(principal.accountId, name);
  if (!category) throw notFound(`The category "${name}"`);
  return category;
}

/** Updates a category field by field; a category cannot be renamed (400). */
export async function updateCategory(
  deps: Pick<Stores, 'catalog'>,
  principal: Principal,
  name: string,
  input: CategoryInput,
): Promise<Category> {
  if (input.Name !== undefined && input.Name !== name) {
    throw invalid('A category cannot be renamed: create one with the new Name and delete this one.', [
      { field: 'Name', message: 'cannot be changed' },
    ]);
  }
  return retryOnConflict(async () => {
    const before = await getCategory(deps, principal, name);
    const after = { ...apply(before, input), version: before.version + 1, updatedBy: principal.userId };
    await deps.catalog.replace(before, after);
    return after;
  });
}

/** Soft delete: the category leaves get and the default list, and frees its Name. */
export const deleteCategory = (deps: Pick<Stores, 'catalog'>, principal: Principal, name: string): Promise<void> =>
  retryOnConflict(async () => {
    const before = await getCategory(deps, principal, name);
    await deps.catalog.remove({ ...before, updatedBy: principal.userId }, Date.now());
  });

/** One page of a folder's categories that pass the filter. */
export function listCategories(
  deps: Pick<Stores, 'catalog'>,
  principal: Principal,
  folder: Category['folder'],
  filter: CategoryFilter,
  limit: number,
  start?: StartKey,
): Promise<Page<Category>> {
  return deps.catalog.list(principal.accountId, folder, filter, limit, start);
}

/** Where an expense category's base goes in the FEC when it names no `Account` (docs/api.md §18). */
export const DEFAULT_EXPENSE_ACCOUNT = '606000';

/**
 * The expense category of that Name (docs/api.md §18), else 400 on `field`: a catalog entry that
 * is not an expense, or none, is no category for an expense or a purchase line.
 */
export async function expenseCategory(
  deps: Pick<Stores, 'catalog'>,
  accountId: string,
  name: string,
  field: string,
): Promise<Category> {
  const category = await deps.catalog.get(accountId, name);
  if (!category?.isExpense)
    throw invalid(`"${name}" is no expense category.`, [
      { field, message: 'must be the Name of a catalog entry with isExpense true' },
    ]);
  return category;
}
