import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { amount, currencyCode, ledgerAccount, line, paragraph, percent, text } from '../../kernel/validation.ts';

const optional = z.optional;

/**
 * A category's Name: its id in paths, so never `/` or a control character, and never `.` or
 * `..`, which every HTTP client resolves as a path's dot segments before sending it.
 */
export const categoryName = z.pipe(
  z.string().check(z.trim()),
  text(100).check(
    z.minLength(1, 'must not be empty'),
    z.regex(/^[^/\\]+$/, 'must not contain / or \\'),
    z.refine((name: string) => name !== '.' && name !== '..', 'must not be . or .. (no path could name it)'),
  ),
);

const number = z.pipe(amount, z.transform(Number));
const whole = z.int('must be a whole number').check(z.gte(-1_000_000_000), z.lte(1_000_000_000));

const fields = {
  Type: optional(line(50)),
  Description: optional(paragraph(2000)),
  CategoryName: optional(line(200)),
  Price: optional(number),
  Currency: optional(currencyCode),
  Quantity: optional(number),
  Unit: optional(whole),
  /** Input only (spec): whether VAT applies; an untaxed entry sent without VAT gets 0. */
  isTaxable: optional(z.boolean()),
  VAT: optional(z.pipe(percent, z.transform(Number))),
  IsInventory: optional(z.boolean()),
  StockQuantity: optional(whole),
  Barcode: optional(line(50)),
  isExpense: optional(z.boolean()),
  Account: optional(ledgerAccount),
  AllowNegativeStock: optional(z.boolean()),
  StockAlert: optional(z.nullable(whole)),
};

/** A category's create body: Name required. `isInventory`, as returned, is read like IsInventory. */
export const categoryCreate = z.strictObject({ Name: categoryName, isInventory: optional(z.boolean()), ...fields });
/** An update body: any subset; a Name other than the path's is refused (no renaming). */
export const categoryUpdate = z.strictObject({
  Name: optional(categoryName),
  isInventory: optional(z.boolean()),
  ...fields,
});

/** A category's create or update body, parsed. */
export type CategoryInput = z.output<typeof categoryUpdate>;

/** The filtered list's body (docs/api.md §5): bounds inclusive; they combine. */
export const categoryFilter = optional(
  z.nullable(
    z.strictObject({
      Type: optional(z.string().check(z.maxLength(50))),
      Name: optional(z.string().check(z.maxLength(100))),
      Description: optional(z.string().check(z.maxLength(200))),
      Price_Low: optional(number),
      Price_High: optional(number),
      Quantity_Low: optional(number),
      Quantity_High: optional(number),
      Stock_Low: optional(whole),
      Stock_High: optional(whole),
      VAT: optional(z.pipe(percent, z.transform(Number))),
      /** true: inventory entries only; false or absent: no condition. */
      Inventory_Checked: optional(z.boolean()),
    }),
  ),
);

/** The filtered list's body (docs/api.md §5), parsed. */
export type CategoryFilter = NonNullable<z.output<typeof categoryFilter>>;

/** The path of an operation on one category: its Name. */
export const categoryParams = z.strictObject({ id: categoryName });
/** The catalog list's query: paging and folder. */
export const categoryListQuery = z.strictObject({
  limit: limitParam,
  cursor: optional(z.string()),
  folder: z._default(z.enum(['active', 'deleted']), 'active'),
});
