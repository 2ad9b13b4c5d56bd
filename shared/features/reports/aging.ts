/**
 * What is owed, aged (docs/api.md §16 and §18): receivables per client, payables per supplier, in
 * buckets of days past DueDate on the account's today.
 */
import { mayReachClient } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { daysBetween } from '../../kernel/dates.ts';
import { type Decimal, ZERO } from '../../kernel/money.ts';
import { clientNames } from '../clients/service.ts';
import { accountClock } from '../clock/service.ts';
import type { Stores } from '../ports.ts';
import { fields } from './contributions.ts';
import { type AgingBucket, agingBuckets, byCurrency, NO_CLIENT } from './model.ts';
import type { Aggregate } from './port.ts';

import { pendingAfterWait } from './totals.ts';

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
