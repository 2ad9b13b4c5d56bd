import { mayReachClient } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { daysBetween, FIRST_DATE, LAST_DATE } from '../../kernel/dates.ts';
import { type Decimal, ZERO } from '../../kernel/money.ts';
import { pause } from '../../kernel/retry.ts';
import { clientNames } from '../clients/service.ts';
import { accountClock } from '../clock/service.ts';
import { invoicesAndCreditNotes } from '../documents/walk.ts';
import type { Stores } from '../ports.ts';
import {
  contributionOf,
  deltaOfChange,
  expenseContribution,
  fields,
  purchaseContribution,
  sumOf,
} from './contributions.ts';
import {
  type AgingBucket,
  agingBuckets,
  NO_CLIENT,
  type ReportedChange,
  type RevenueGroup,
  type VatBasis,
} from './model.ts';
import type { Aggregate, DocumentVersion } from './port.ts';

/**
 * Adds each change of documents to the maintained totals (docs/reports.md), once per change
 * however often the stream delivers it. Answers how many changes moved a total.
 */
export async function applyChanges(deps: Pick<Stores, 'reports'>, changes: ReportedChange[]): Promise<number> {
  let moved = 0;
  for (const change of changes) {
    const accountId = (change.after ?? change.before)?.accountId;
    if (!accountId) continue;
    if (await deps.reports.apply(accountId, change.changeId, deltaOfChange(change), settledBy(change))) moved += 1;
  }
  return moved;
}

/** The version a change wrote: its mark, which reports wait on, goes with it. */
function settledBy(change: ReportedChange): DocumentVersion | undefined {
  if (change.kind === 'purchase')
    return change.after && { type: 'purchase', number: String(change.after.purchaseId), version: change.after.version };
  if (change.kind === 'expense')
    return change.after && { type: 'expense', number: String(change.after.expenseId), version: change.after.version };
  const after = change.after;
  return after && after.type !== 'estimate'
    ? { type: after.type, number: after.General.Number, version: after.version }
    : undefined;
}

/**
 * Waits until the totals hold every document change made before the report was asked (the
 * stream adds them within moments), 5 s at most: a report reads what its caller wrote. Past
 * that (the stream held up), it answers with the totals as they are, and says so: `Pending`
 * (docs/api.md §16), whether changes made before the report are not in its figures yet.
 */
async function pendingAfterWait(
  deps: Pick<Stores, 'reports'>,
  accountId: string,
): Promise<{ Pending: boolean; FreshAsOf: string }> {
  const asked = Date.now();
  const deadline = asked + config.reportsSettleMs;
  for (let wait = 25; ; wait = Math.min(wait * 2, 400)) {
    const since = await deps.reports.pendingSince(accountId);
    // Every change made before the report was asked is in: fresh as of then.
    if (since === undefined || since >= asked) return { Pending: false, FreshAsOf: new Date(asked).toISOString() };
    // Held up past the wait: fresh as of the earliest change still missing.
    if (Date.now() >= deadline) return { Pending: true, FreshAsOf: new Date(since).toISOString() };
    await pause(wait);
  }
}

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
const byCurrency = <T extends { Currency: string }>(a: T, b: T) => a.Currency.localeCompare(b.Currency);

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

/** The bucket of an amount by days past its DueDate: 0 or less is Current, 30 is Days1To30, 31 is Days31To60. */
export function agingBucket(dueDate: string, today: string): AgingBucket {
  const late = daysBetween(dueDate, today);
  if (late <= 0) return 'Current';
  if (late <= 30) return 'Days1To30';
  if (late <= 60) return 'Days31To60';
  if (late <= 90) return 'Days61To90';
  return 'Over90';
}

type Buckets = Record<AgingBucket | 'Total', Decimal>;
const emptyBuckets = (): Buckets => Object.fromEntries([...agingBuckets, 'Total'].map((b) => [b, ZERO])) as Buckets;
const asNumbers = (buckets: Buckets) =>
  Object.fromEntries(Object.entries(buckets).map(([b, amount]) => [b, Number(amount.toString())]));

/**
 * What clients owe, per currency and client, aged by days past DueDate on the account's today
 * (docs/api.md §16). Staff see their assigned clients only, and totals of those.
 */
export async function receivables(deps: Pick<Stores, 'accounts' | 'clients' | 'reports'>, principal: Principal) {
  const { accountId } = principal;
  const freshness = await pendingAfterWait(deps, accountId);
  const [{ today }, dues] = await Promise.all([accountClock(deps, accountId), deps.reports.dues(accountId)]);
  const parties = aged(dues, today, ({ key }) => {
    const clientId = (key as { clientId: number }).clientId;
    return mayReachClient(principal, clientId === NO_CLIENT ? undefined : clientId) ? clientId : undefined;
  });
  const nameOf = await clientNames(deps, accountId)(parties.map((r) => (r.party === NO_CLIENT ? undefined : r.party)));
  return {
    AsOf: today,
    ...freshness,
    Currencies: byCurrencyOf(parties, (party) => ({
      client_id: party === NO_CLIENT ? null : party,
      Name: nameOf(party === NO_CLIENT ? undefined : party),
    })).map(({ Currency, Parties, Totals }) => ({ Currency, Clients: Parties, Totals })),
  };
}

/**
 * What the business owes its suppliers, per currency and supplier, aged by days past DueDate on
 * the account's today (docs/api.md §18): purchases that are not refused, less what was paid.
 */
export async function payables(deps: Pick<Stores, 'accounts' | 'reports' | 'suppliers'>, principal: Principal) {
  const { accountId } = principal;
  const freshness = await pendingAfterWait(deps, accountId);
  const [{ today }, dues] = await Promise.all([accountClock(deps, accountId), deps.reports.payables(accountId)]);
  const parties = aged(dues, today, ({ key }) => (key as { supplierId: number }).supplierId);
  const names = new Map(
    await Promise.all(
      [...new Set(parties.map((p) => p.party))].map(
        async (id) => [id, (await deps.suppliers.get(accountId, id))?.Name ?? ''] as const,
      ),
    ),
  );
  return {
    AsOf: today,
    ...freshness,
    Currencies: byCurrencyOf(parties, (party) => ({ supplier_id: party, Name: names.get(party) ?? '' })).map(
      ({ Currency, Parties, Totals }) => ({ Currency, Suppliers: Parties, Totals }),
    ),
  };
}

/** What is due per party and currency, in the aging buckets of `today`; `partyOf` leaves out what the caller may not see. */
function aged(dues: Aggregate[], today: string, partyOf: (aggregate: Aggregate) => number | undefined) {
  const perParty = new Map<string, { currency: string; party: number; buckets: Buckets }>();
  for (const aggregate of dues) {
    const party = partyOf(aggregate);
    if (party === undefined) continue;
    for (const [name, amount] of aggregate.totals) {
      const [, currency, dueDate] = fields.parts(name);
      if (amount.eq(0)) continue;
      const id = `${currency}|${party}`;
      const row = perParty.get(id) ?? { currency: currency!, party, buckets: emptyBuckets() };
      const bucket = agingBucket(dueDate!, today);
      row.buckets[bucket] = row.buckets[bucket].plus(amount);
      row.buckets.Total = row.buckets.Total.plus(amount);
      perParty.set(id, row);
    }
  }
  return [...perParty.values()].sort((a, b) => a.party - b.party);
}

/** The aged rows per currency, each party's row named by `describe`, with the currency's totals. */
function byCurrencyOf(rows: ReturnType<typeof aged>, describe: (party: number) => Record<string, unknown>) {
  const currencies = new Map<string, { parties: Record<string, unknown>[]; totals: Buckets }>();
  for (const row of rows) {
    const entry = currencies.get(row.currency) ?? { parties: [], totals: emptyBuckets() };
    entry.parties.push({ ...describe(row.party), ...asNumbers(row.buckets) });
    for (const bucket of Object.keys(entry.totals) as (keyof Buckets)[])
      entry.totals[bucket] = entry.totals[bucket].plus(row.buckets[bucket]);
    currencies.set(row.currency, entry);
  }
  return [...currencies]
    .map(([Currency, { parties, totals }]) => ({ Currency, Parties: parties, Totals: asNumbers(totals) }))
    .sort(byCurrency);
}

/**
 * Recomputes an account's totals from its documents and replaces them (`npm run reports:rebuild`):
 * after a restore, or for an account whose documents predate the totals. Run it while the
 * account is quiet: a change made during the rebuild may be counted twice or not at all.
 */
export async function rebuildTotals(
  deps: Pick<Stores, 'documents' | 'reports' | 'purchases' | 'expenses'>,
  accountId: string,
): Promise<number> {
  let total = new Map() as ReturnType<typeof sumOf>;
  let documents = 0;
  // The documents that make the totals: invoices and credit notes, active and archived.
  for await (const page of invoicesAndCreditNotes(deps, accountId)) {
    total = sumOf([total, ...page.map(contributionOf)]);
    documents += page.length;
  }
  for await (const page of deps.purchases.dated(accountId, FIRST_DATE, LAST_DATE)) {
    total = sumOf([total, ...page.map(purchaseContribution)]);
    documents += page.length;
  }
  for await (const page of deps.expenses.dated(accountId, FIRST_DATE, LAST_DATE)) {
    total = sumOf([total, ...page.map(expenseContribution)]);
    documents += page.length;
  }
  await deps.reports.replace(accountId, total);
  return documents;
}
