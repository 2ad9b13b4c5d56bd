/** A row of the bench's table, and the two helpers every section uses to make one. */
export interface Row {
  section: string;
  name: string;
  value: number;
  floor?: number;
  unit: string;
  /** value / floor */
  ratio?: number;
  /** The target ratio, when there is one: at most, or at least where `higherIsBetter`. */
  target?: number;
  /** The value is a rate (deliveries a second): its ratio must reach the target, not stay under it. */
  higherIsBetter?: true;
  /** The ratio's 95% interval, where the measure and its floor are samples (bench/interval.ts). */
  interval?: [number, number];
  note?: string;
  /** Parts of the value, when it has some (capacity: read and write units). */
  parts?: Record<string, number>;
}

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * A row's columns against a fixed target (a time, a size) rather than a measured floor: the
 * target as the floor, the ratio to it, at most 1x.
 */
export const withinTarget = (value: number, targetValue: number) => ({
  value: round(value),
  floor: round(targetValue),
  ratio: round(value / targetValue),
  target: 1,
});
