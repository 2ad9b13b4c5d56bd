import type { Principal } from '../../access/principal.ts';
import { type Decimal, ZERO } from '../../kernel/money.ts';
import type { Stores } from '../ports.ts';
import { fields } from './contributions.ts';
import { byCurrency, NO_CLIENT, type RevenueGroup, type VatBasis } from './model.ts';
import type { Aggregate } from './port.ts';

import { pendingAfterWait } from './totals.ts';

/** Sums fields across items into rows keyed by what `rowOf` reads from a field's parts (undefined: not this report's). */
function rows<R>(
  aggregates: Aggregate[],
  rowOf: (parts: string[], aggregate: Aggregate) => { id: string; row: () => R; field: string } | undefined,
): Map<string, { row: R; sums: Map<string, Decimal> }> {
  const out = new Map<string, { row: R; sums: Map<string, Decimal> }>();
  for (const aggregate of aggregates)
    for (const [name, amount] of aggregate.totals) {
      const found = rowOf(fields.parts(name), aggregate);
      if (!found) continue;
      const entry = out.get(found.id) ?? { row: found.row(), sums: new Map() };
      entry.sums.set(found.field, (entry.sums.get(found.field) ?? ZERO).plus(amount));
      out.set(found.id, entry);
    }
  return out;
}

const amountOf = (sums: Map<string, Decimal>, field: string) => Number((sums.get(field) ?? ZERO).toString());

/**
 * VAT per currency, category and rate for the months `from` to `to` (docs/api.md §16): of
 * issued invoices less credit notes by DateIssue, or of payments' shares by payment Date.
 */
export async function vatReport(
  deps: Pick<Stores, 'reports'>,
  principal: Principal,
  query: { from: string; to: string; basis: VatBasis },
) {
  const prefix = query.basis === 'invoices' ? 'vi' : 'vp';
  const freshness = await pendingAfterWait(deps, principal.accountId);
  const months = await deps.reports.months(principal.accountId, query.from, query.to);
  const found = rows(months, ([kind, currency, category, rate, part]) =>
    kind === prefix
      ? {
          id: `${currency}|${category}|${rate}`,
          row: () => ({ currency: currency!, category: category!, rate: rate! }),
          field: part!,
        }
      : undefined,
  );
  const deductible = rows(months, ([kind, currency, category, rate, part]) =>
    kind === (query.basis === 'invoices' ? 'di' : 'dp')
      ? {
          id: `${currency}|${category}|${rate}`,
          row: () => ({ currency: currency!, category: category!, rate: rate! }),
          field: part!,
        }
      : undefined,
  );
  const perCurrency = (sums: typeof found) => {
    const currencies = new Map<string, VatRow[]>();
    for (const { row, sums: amounts } of sums.values()) {
      const list = currencies.get(row.currency) ?? [];
      list.push({
        VATCategory: row.category,
        VATPercentage: Number(row.rate),
        Base: amountOf(amounts, 'B'),
        VAT: amountOf(amounts, 'V'),
      });
      currencies.set(row.currency, list);
    }
    return currencies;
  };
  const collected = perCurrency(found);
  const deducted = perCurrency(deductible);
  const byRate = (a: VatRow, b: VatRow) =>
    a.VATPercentage - b.VATPercentage || a.VATCategory.localeCompare(b.VATCategory);
  return {
    From: query.from,
    To: query.to,
    Basis: query.basis,
    ...freshness,
    Currencies: [...new Set([...collected.keys(), ...deducted.keys()])]
      .map((Currency) => {
        const Rates = (collected.get(Currency) ?? []).sort(byRate);
        const Deductible = (deducted.get(Currency) ?? []).sort(byRate);
        const TotalVAT = sumNumbers(Rates.map((r) => r.VAT));
        const DeductibleVAT = sumNumbers(Deductible.map((r) => r.VAT));
        return {
          Currency,
          Rates,
          TotalBase: sumNumbers(Rates.map((r) => r.Base)),
          TotalVAT,
          Deductible,
          DeductibleVAT,
          VATDue: sumNumbers([TotalVAT, -DeductibleVAT]),
        };
      })
      .sort(byCurrency),
  };
}

/** One rate's base and VAT in the VAT report. */
interface VatRow {
  VATCategory: string;
  VATPercentage: number;
  Base: number;
  VAT: number;
}

/** Sums amounts that are exact to the cent, exactly. */
const sumNumbers = (amounts: number[]) => Number(amounts.reduce((s, a) => s.plus(a), ZERO).toString());

/** One group of the revenue report. */
interface RevenueRow {
  Month?: string;
  client_id?: number | null;
  TotalHT: number;
  TotalVAT: number;
  TotalNET: number;
  Invoices: number;
  CreditNotes: number;
}

/**
 * Revenue per currency and month (or client) for the months `from` to `to` (docs/api.md §16):
 * issued invoices less issued credit notes, each by its own DateIssue, with their counts.
 */
export async function revenueReport(
  deps: Pick<Stores, 'reports'>,
  principal: Principal,
  query: { from: string; to: string; group: RevenueGroup },
) {
  const { accountId } = principal;
  const freshness = await pendingAfterWait(deps, accountId);
  const aggregates =
    query.group === 'month'
      ? await deps.reports.months(accountId, query.from, query.to)
      : await deps.reports.clientMonths(accountId, query.from, query.to);
  const found = rows(aggregates, ([kind, currency, part], { key }) => {
    if (kind !== 'r') return undefined;
    const group = query.group === 'month' ? (key as { month: string }).month : (key as { clientId: number }).clientId;
    return { id: `${currency}|${group}`, row: () => ({ currency: currency!, group }), field: part! };
  });
  const currencies = new Map<string, RevenueRow[]>();
  for (const { row, sums } of found.values()) {
    const list = currencies.get(row.currency) ?? [];
    list.push({
      ...(query.group === 'month'
        ? { Month: String(row.group) }
        : { client_id: row.group === NO_CLIENT ? null : Number(row.group) }),
      TotalHT: amountOf(sums, 'HT'),
      TotalVAT: amountOf(sums, 'VAT'),
      TotalNET: amountOf(sums, 'NET'),
      Invoices: amountOf(sums, 'I'),
      CreditNotes: amountOf(sums, 'C'),
    });
    currencies.set(row.currency, list);
  }
  const order = (a: RevenueRow, b: RevenueRow) =>
    (a.Month ?? '').localeCompare(b.Month ?? '') || Number(a.client_id) - Number(b.client_id);
  return {
    From: query.from,
    To: query.to,
    Group: query.group,
    ...freshness,
    Currencies: [...currencies]
      .map(([Currency, Groups]) => ({ Currency, Groups: Groups.sort(order) }))
      .sort(byCurrency),
  };
}
