import { quantile, type Row, round } from './rows.ts';

/** How many resamples a bootstrap takes: enough for a 95% interval's ends to hold to a hundredth. */
const RESAMPLES = 2000;

/** A seeded generator (mulberry32): the same samples give the same interval from run to run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What `againstFloor` says of two samples: each one's quantile, their ratio, and the ratio's 95% interval. */
export interface Comparison {
  value: number;
  floor: number;
  ratio: number;
  interval: [number, number];
}

/**
 * A measure against its floor, at quantile `q` (the median by default), with a 95% bootstrap
 * interval of their ratio (percentile method). Samples taken `inTurns` (the i-th of each one after
 * the other, as most benches alternate them) are resampled in pairs, so a drift of the machine
 * moves both sides of a resample alike; others are resampled apart.
 */
export function againstFloor(
  values: number[],
  floors: number[],
  { inTurns = false, q = 0.5 }: { inTurns?: boolean; q?: number } = {},
): Comparison {
  if (!values.length || !floors.length) throw new Error('againstFloor: a sample is empty');
  if (inTurns && values.length !== floors.length) throw new Error('againstFloor: samples in turns are of one count');
  const interval = bootstrapInterval(values.length * 7919 + floors.length, (pick) => {
    if (inTurns) {
      const [a, b] = resampledInTurns(pick, values, floors);
      return quantile(a!, q) / quantile(b!, q);
    }
    const [a] = resampledInTurns(pick, values);
    const [b] = resampledInTurns(pick, floors);
    return quantile(a!, q) / quantile(b!, q);
  });
  const value = quantile(values, q);
  const floor = quantile(floors, q);
  return { value, floor, ratio: value / floor, interval };
}

/**
 * The 95% interval (percentile method) of a statistic over seeded resamples: `statistic` draws
 * one resample's indexes with `pick(n)` (an index below n) and gives the statistic of it.
 */
export function bootstrapInterval(seed: number, statistic: (pick: (n: number) => number) => number): [number, number] {
  const random = seeded(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const statistics = Array.from({ length: RESAMPLES }, () => statistic(pick));
  return [quantile(statistics, 0.025), quantile(statistics, 0.975)];
}

/** One resample of samples taken in turns (of one count): the same indexes drawn for each, so they stay paired. */
export function resampledInTurns(pick: (n: number) => number, ...samples: number[][]): number[][] {
  const count = samples[0]!.length;
  const out = samples.map((): number[] => []);
  for (let i = 0; i < count; i += 1) {
    const at = pick(count);
    for (const [s, sample] of samples.entries()) out[s]!.push(sample[at]!);
  }
  return out;
}

/** A row's measure, floor, ratio and interval from a comparison, rounded as the table shows them. */
export const ratioColumns = ({ value, floor, ratio, interval }: Comparison) => ({
  value: round(value),
  floor: round(floor),
  ratio: round(ratio),
  interval: [round(interval[0]), round(interval[1])] as [number, number],
});

/**
 * A row's verdict against its target: with an interval, `ok` only when all of it is within the
 * target, `over` only when all of it is past (below it, for a rate), and `unclear` when it spans
 * the target (more samples, or a quieter machine, would tell); without one, the ratio alone decides.
 */
export function verdict(r: Row): '' | 'ok' | 'over' | 'unclear' {
  if (r.target === undefined || r.ratio === undefined) return '';
  // A rate's target is the least its ratio may reach: judged as the inverse ratio, at most the inverse target.
  const judged = (x: number) => (r.higherIsBetter ? 1 / x : x);
  const target = judged(r.target);
  if (!r.interval) return judged(r.ratio) <= target ? 'ok' : 'over';
  const [low, high] = r.interval.map(judged).sort((a, b) => a - b) as [number, number];
  if (high <= target) return 'ok';
  if (low > target) return 'over';
  return 'unclear';
}
