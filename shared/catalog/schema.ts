import { z } from 'zod';
import { amount, percent } from '../documents/schema.ts';
import { limitParam } from '../pagination.ts';
import { currencyCode, line, paragraph } from '../validation.ts';

/** A category's Name: its id in paths, so never `/` or a control character. */
export const categoryName = z.string().trim().min(1, 'must not be empty').max(100, 'is longer than 100 characters')
  .regex(/^[^/\\\u0000-\u001f\u007f]+$/, 'must not contain / \\ or control characters');

const number = amount.transform(Number);
const whole = z.int('must be a whole number').min(-1_000_000_000).max(1_000_000_000);

const fields = {
  Type: line(50).optional(),
  Description: paragraph(2000).optional(),
  CategoryName: line(200).optional(),
  Price: number.optional(),
  Currency: currencyCode.optional(),
  Quantity: number.optional(),
  Unit: whole.optional(),
  /** Input only (spec): whether VAT applies; an untaxed entry sent without VAT gets 0. */
  isTaxable: z.boolean().optional(),
  VAT: percent.transform(Number).optional(),
  IsInventory: z.boolean().optional(),
  StockQuantity: whole.optional(),
  Barcode: line(50).optional(),
  isExpense: z.boolean().optional(),
};

/** A category's create body: Name required. `isInventory`, as returned, is read like IsInventory. */
export const categoryCreate = z.strictObject({ Name: categoryName, isInventory: z.boolean().optional(), ...fields });
/** An update body: any subset; a Name other than the path's is refused (no renaming). */
export const categoryUpdate = z.strictObject({ Name: categoryName.optional(), isInventory: z.boolean().optional(), ...fields });

export type CategoryInput = z.output<typeof categoryUpdate>;

/** The filtered list's body (contract section 5): bounds inclusive; they combine. */
export const categoryFilter = z.strictObject({
  Type: z.string().max(50).optional(),
  Name: z.string().max(100).optional(),
  Description: z.string().max(200).optional(),
  Price_Low: number.optional(),
  Price_High: number.optional(),
  Quantity_Low: number.optional(),
  Quantity_High: number.optional(),
  Stock_Low: whole.optional(),
  Stock_High: whole.optional(),
  VAT: percent.transform(Number).optional(),
  /** true: inventory entries only; false or absent: no condition. */
  Inventory_Checked: z.boolean().optional(),
}).nullable().optional();

export type CategoryFilter = NonNullable<z.output<typeof categoryFilter>>;

export const categoryParams = z.strictObject({ id: categoryName });
export const categoryListQuery = z.strictObject({
  limit: limitParam,
  cursor: z.string().optional(),
  folder: z.enum(['active', 'deleted']).default('active'),
});
