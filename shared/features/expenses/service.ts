import type { Principal } from '../../access/principal.ts';
import { invalid, notFound } from '../../kernel/errors.ts';
import { decimal, inMinorUnits, minorUnit, moneyText } from '../../kernel/money.ts';
import { definedOnly, retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { withNextId } from '../../kernel/taken-once.ts';
import { expenseCategory } from '../catalog/service.ts';
import type { Stores } from '../ports.ts';
import type { Expense, ExpenseFilters } from './model.ts';
import type { ExpenseInput } from './schema.ts';
import { type ExpenseTotals, totalsOfAmount, totalsOfLines } from './totals.ts';

type Deps = Pick<Stores, 'expenses' | 'catalog' | 'suppliers' | 'sequences'>;
/** What a create reads besides: the account's currency, where neither the input nor its supplier names one. */
type CreateDeps = Deps & Pick<Stores, 'accounts'>;

/** Amounts in the currency's minor unit, 0 or more (docs/api.md §4): a ticket states what was paid. */
function checkAmounts(input: ExpenseInput, currency: string): void {
  const places = minorUnit(currency);
  const amounts: [string, string][] = [
    ...(input.Amount !== undefined ? [['Amount', input.Amount] as [string, string]] : []),
    ...(input.Lines ?? []).map((l, i) => [`Lines.${i}.Base`, l.Base] as [string, string]),
  ];
  const bad = amounts.filter(([, a]) => decimal(a).lt(0) || !inMinorUnits(a, currency));
  if (bad.length)
    throw invalid(
      'The amounts of an expense are 0 or more, in the minor unit of its currency.',
      bad.map(([field]) => ({ field, message: `must be 0 or more with at most ${places} decimals` })),
    );
}

/** The figures the input's amounts make, or none when it sends no amounts. */
function totalsOf(input: ExpenseInput, description: string, currency: string): ExpenseTotals | undefined {
  checkAmounts(input, currency);
  if (input.Amount !== undefined) return totalsOfAmount(input.Amount, input.VAT!, description, currency);
  if (input.Lines !== undefined)
    return totalsOfLines(
      input.Lines.map((l) => ({ Description: l.Description ?? '', Base: l.Base, VATPercentage: l.VATPercentage })),
      currency,
    );
  return undefined;
}

/** Checks the category and the supplier the input names; answers the supplier, when it names one. */
async function checkReferences(deps: Deps, principal: Principal, input: ExpenseInput) {
  if (input.Category !== undefined) await expenseCategory(deps, principal.accountId, input.Category, 'Category');
  if (input.Supplier === undefined || input.Supplier === null) return undefined;
  const found = await deps.suppliers.get(principal.accountId, input.Supplier);
  if (!found)
    throw invalid(`The supplier ${input.Supplier} does not exist.`, [
      { field: 'Supplier', message: 'is no supplier of the account' },
    ]);
  return found;
}

/** The amounts an expense was given, as its input gave them: `Amount` with its rate, or `Lines`. */
const keptAmounts = (e: Expense): ExpenseInput =>
  e.Amount !== undefined ? { Amount: e.Amount, VAT: e.Lines[0]!.VATPercentage } : { Lines: e.Lines };

/** Creates an expense in an expense category (docs/api.md §18), its totals worked out now. */
export async function createExpense(
  deps: CreateDeps,
  principal: Principal,
  input: ExpenseInput & Pick<Expense, 'Date' | 'Category'>,
): Promise<Expense> {
  const supplier = await checkReferences(deps, principal, input);
  // As an invoice takes its client's currency, else the account's: the supplier's, else the account's.
  const currency =
    input.Currency || supplier?.Currency || (await deps.accounts.account(principal.accountId))?.currency || 'EUR';
  const description = input.Description ?? '';
  const totals = totalsOf(input, description, currency)!;
  return withNextId(deps.sequences, principal.accountId, 'expense', async (expenseId) => {
    const expense: Expense = {
      accountId: principal.accountId,
      expenseId,
      createdAt: Date.now(),
      createdBy: principal.userId,
      updatedBy: principal.userId,
      version: 0,
      folder: 'active',
      Date: input.Date,
      Category: input.Category,
      Description: description,
      ...(input.Supplier ? { supplierId: input.Supplier } : {}),
      Currency: currency,
      ...(input.Amount !== undefined ? { Amount: moneyText(input.Amount, currency) } : {}),
      ...totals,
    };
    await deps.expenses.insert(expense);
    return expense;
  });
}

/** An expense the caller may see (staff: those they created), or 404. */
export async function getExpense(deps: Pick<Stores, 'expenses'>, principal: Principal, expenseId: number) {
  const expense = await deps.expenses.get(principal.accountId, expenseId);
  if (
    !expense ||
    expense.folder === 'deleted' ||
    (principal.role === 'staff' && expense.createdBy !== principal.userId)
  )
    throw notFound(`The expense ${expenseId}`);
  return expense;
}

/** Updates the fields sent; amounts sent replace the amounts kept, and the totals follow. */
export async function updateExpense(deps: Deps, principal: Principal, expenseId: number, input: ExpenseInput) {
  await checkReferences(deps, principal, input);
  return retryOnConflict(async () => {
    const before = await getExpense(deps, principal, expenseId);
    const { Supplier, Amount: _a, VAT: _v, Lines: _l, ...fields } = input;
    const currency = input.Currency ?? before.Currency;
    const description = input.Description ?? before.Description;
    // Another currency without amounts: the kept amounts again, rounded and checked in it.
    const again = input.Amount === undefined && input.Lines === undefined && currency !== before.Currency;
    const totals = totalsOf(again ? { ...input, ...keptAmounts(before) } : input, description, currency);
    const after: Expense = {
      ...before,
      ...definedOnly(fields),
      ...(totals ?? {}),
      version: before.version + 1,
      updatedBy: principal.userId,
    };
    if (Supplier === null) delete after.supplierId;
    else if (Supplier !== undefined) after.supplierId = Supplier;
    if (input.Lines !== undefined) delete after.Amount;
    if (input.Amount !== undefined) after.Amount = moneyText(input.Amount, currency);
    await deps.expenses.replace(before, after);
    return after;
  });
}

/** Deletes an expense: it leaves get and the list (its receipt stays in the bucket, as the books may ask for it). */
export const deleteExpense = (deps: Pick<Stores, 'expenses'>, principal: Principal, expenseId: number) =>
  retryOnConflict(async () => {
    const before = await getExpense(deps, principal, expenseId);
    await deps.expenses.replace(before, {
      ...before,
      folder: 'deleted',
      version: before.version + 1,
      updatedBy: principal.userId,
    });
  });

/** One page of the expenses the caller may see, newest Date first. */
export function listExpenses(
  deps: Pick<Stores, 'expenses'>,
  principal: Principal,
  filters: ExpenseFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<Expense>> {
  return deps.expenses.list(
    principal.accountId,
    { ...filters, ...(principal.role === 'staff' ? { createdBy: principal.userId } : {}) },
    limit,
    start,
  );
}
