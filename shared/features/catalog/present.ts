import type { Category } from './model.ts';

/** A category as get and list answer it: the spec's fields; isInventory only when true. */
export const categoryRecord = (c: Category) => ({
  Name: c.Name,
  Description: c.Description ?? '',
  CategoryName: c.CategoryName ?? '',
  ...(c.Price !== undefined ? { Price: c.Price } : {}),
  Currency: c.Currency ?? '',
  ...(c.Quantity !== undefined ? { Quantity: c.Quantity } : {}),
  ...(c.Unit !== undefined ? { Unit: c.Unit } : {}),
  ...(c.VAT !== undefined ? { VAT: c.VAT } : {}),
  ...(c.isInventory ? { isInventory: true } : {}),
  ...(c.StockQuantity !== undefined ? { StockQuantity: c.StockQuantity } : {}),
  Barcode: c.Barcode ?? '',
  isExpense: c.isExpense ?? false,
  ...(c.Account !== undefined ? { Account: c.Account } : {}),
  ...(c.isInventory ? { AllowNegativeStock: c.AllowNegativeStock ?? false } : {}),
  ...(c.StockAlert !== undefined ? { StockAlert: c.StockAlert } : {}),
});
