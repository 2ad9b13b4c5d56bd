import fc from 'fast-check';
import type { Call } from './api.ts';
import { eventually } from './wait.ts';

/** One VAT rate of a bill in a model, by `category|rate`: its base and tax in minor units. */
export interface RateTotal {
  key: string;
  base: bigint;
  tax: bigint;
}

/** A rate's VAT on `base` minor units, rounded half up once (contract §4): `rate` a percent of at most one decimal. */
export const vatOfBase = (base: bigint, rate: number): bigint => (base * BigInt(Math.round(rate * 10)) + 500n) / 1000n;

/** A payment in a model: its id, amount in minor units and Date. */
export interface ModelPayment {
  id: number;
  amount: bigint;
  date: string;
}

/**
 * VAT on receipts as contract §16 has it, worked out independently: each payment's share of each
 * rate's base and tax (the payment times the part over the bill's `net`, rounded half up), by Date
 * then id; when the payments pay the whole bill, the last takes what rounding left. The sums per
 * `category|rate|Base` and `category|rate|VAT`.
 */
export function receiptShares(rates: RateTotal[], net: bigint, payments: ModelPayment[]): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  if (net <= 0n) return sums;
  const ordered = [...payments].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const complete = ordered.reduce((s, p) => s + p.amount, 0n) === net;
  ordered.forEach((p, n) => {
    for (const r of rates)
      for (const [part, whole] of [
        ['Base', r.base],
        ['VAT', r.tax],
      ] as const) {
        const key = `${r.key}|${part}`;
        const given = sums.get(key) ?? 0n;
        const last = complete && n === ordered.length - 1;
        sums.set(key, given + (last ? whole - given : (2n * p.amount * whole + net) / (2n * net)));
      }
  });
  return sums;
}

/** A report once the stream worker has counted every change before it (no `Pending`). */
export async function freshReport<T>(call: (method: string, path: string) => Promise<Call>, path: string): Promise<T> {
  let answer: (T & { Pending?: boolean }) | undefined;
  await eventually(async () => {
    const got = await call('GET', path);
    if (got.status !== 200) throw new Error(`${path}: ${got.status} ${got.text}`);
    answer = got.json;
    return !answer?.Pending;
  }, `${path} without Pending`);
  return answer!;
}

/** Adds `value` to the sum kept under `key`. */
export const addTo = (sums: Map<string, bigint>, key: string, value: bigint) =>
  sums.set(key, (sums.get(key) ?? 0n) + value);

/** What a record of arbitraries draws. */
type Drawn<E> = { [P in keyof E]: E[P] extends fc.Arbitrary<infer T> ? T : never };

/**
 * A step of a model that moves money on a record it picks: which one (`pick`), what share of what
 * is due (`percent`, past 100 to ask for more than is due), on which of `dates` (`on`), and what
 * else the step draws.
 */
export const moneyStep = <K extends string, E extends Record<string, fc.Arbitrary<unknown>>>(
  kind: K,
  dates: readonly string[],
  extra: E = {} as E,
): fc.Arbitrary<{ kind: K; pick: number; percent: number; on: number } & Drawn<E>> =>
  fc
    .tuple(
      fc.record({
        kind: fc.constant(kind),
        pick: fc.nat(),
        percent: fc.integer({ min: 1, max: 130 }),
        on: fc.integer({ min: 0, max: dates.length - 1 }),
      }),
      fc.record(extra) as unknown as fc.Arbitrary<Drawn<E>>,
    )
    .map(([step, more]) => ({ ...step, ...more }));
