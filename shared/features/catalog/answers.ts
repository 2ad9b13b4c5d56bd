/**
 * The catalog feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, number, text } from '../../kernel/answers.ts';

/** A category of the catalog (get and list). */
export const category = component(
  'Category',
  z.object({
    Name: text,
    Description: text,
    CategoryName: text,
    Price: z.optional(number),
    Currency: text,
    Quantity: z.optional(number),
    Unit: z.optional(number),
    VAT: z.optional(number),
    isInventory: z.optional(z.literal(true)),
    StockQuantity: z.optional(number),
    Barcode: text,
    isExpense: z.boolean(),
    Account: z.optional(text),
    AllowNegativeStock: z.optional(z.boolean()),
    StockAlert: z.optional(number),
  }),
);
