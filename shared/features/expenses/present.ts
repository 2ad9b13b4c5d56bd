import type { Expense } from './model.ts';
import { rateTotalsAnswer } from './totals.ts';

/** An expense as create, get and list answer it (docs/api.md §18). */
export const expenseRecord = (e: Expense) => ({
  expense_id: e.expenseId,
  Date: e.Date,
  Category: e.Category,
  Description: e.Description,
  supplier_id: e.supplierId ?? null,
  Currency: e.Currency,
  ...(e.Amount !== undefined ? { Amount: Number(e.Amount) } : {}),
  Lines: e.Lines.map((l) => ({
    Description: l.Description,
    Base: Number(l.Base),
    VATPercentage: Number(l.VATPercentage),
  })),
  TotalHT: Number(e.TotalHT),
  TotalVAT: Number(e.TotalVAT),
  TOTALTAX: rateTotalsAnswer(e.rates),
  TotalNET: Number(e.TotalNET),
  Receipt: e.receipt ? { Type: e.receipt.Type, Size: e.receipt.Size } : null,
  CreatedBy: e.createdBy,
  CreateDate: new Date(e.createdAt).toISOString(),
});
