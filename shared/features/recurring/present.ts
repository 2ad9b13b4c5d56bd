import { toNumber } from '../../kernel/money.ts';
import type { Recurring } from './model.ts';

/** A profile as the API shows it (docs/api.md §13): its terms, amounts as numbers, and where its schedule is. */
export const recurringRecord = (r: Recurring) => ({
  recurring_id: r.recurringId,
  client_id: r.clientId,
  Client: { Reference: r.clientReference },
  Name: r.Name,
  Frequency: r.Frequency,
  Interval: r.Interval,
  StartDate: r.StartDate,
  ...(r.EndDate !== undefined ? { EndDate: r.EndDate } : {}),
  ...(r.Occurrences !== undefined ? { Occurrences: r.Occurrences } : {}),
  DueDays: r.DueDays,
  Send: r.Send,
  ...(r.Currency ? { Currency: r.Currency } : {}),
  ...(r.GeneralDiscount !== undefined ? { GeneralDiscount: toNumber(r.GeneralDiscount) } : {}),
  Comments: r.Comments ?? {},
  Items: r.Items.map(({ TotalItem: _computed, ...item }) => ({
    ...item,
    UnitRate: toNumber(item.UnitRate),
    Quantity: toNumber(item.Quantity),
    ...(item.Discount !== undefined ? { Discount: toNumber(item.Discount) } : {}),
    ...(item.VAT !== undefined ? { VAT: toNumber(item.VAT) } : {}),
  })),
  Status: r.status,
  NextDate: r.status === 'finished' ? null : (r.nextDate ?? null),
  Count: r.count,
  LastInvoice: r.lastInvoice ?? null,
});
