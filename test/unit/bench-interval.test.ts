import { describe, expect, it } from 'vitest';
import { againstFloor, bootstrapInterval, resampledInTurns, verdict } from '../../bench/interval.ts';

/** `n` samples around `center`, spread by a fixed pattern (no randomness: the test is the same each run). */
const around = (center: number, n: number, spread: number) =>
  Array.from({ length: n }, (_, i) => center + spread * Math.sin(i * 1.7));

describe("the bench's intervals (bench/interval.ts)", () => {
  it('gives a ratio its 95% interval: narrow when the samples agree, around 1 when they do not differ', () => {
    const twice = againstFloor(around(20, 100, 0.5), around(10, 100, 0.25), { inTurns: true });
    expect(twice.ratio).toBeCloseTo(2, 1);
    expect(twice.interval[0]).toBeGreaterThan(1.9);
    expect(twice.interval[1]).toBeLessThan(2.1);
    const same = againstFloor(around(10, 60, 3), around(10, 80, 3));
    expect(same.interval[0]).toBeLessThan(1);
    expect(same.interval[1]).toBeGreaterThan(1);
    // Seeded: the same samples give the same interval.
    expect(againstFloor(around(10, 60, 3), around(10, 80, 3))).toEqual(same);
  });

  it('pairs samples taken in turns, so a drift of the machine weighs on both sides alike', () => {
    // Both sides slow down together over the run: in pairs the ratio stays tight; apart it does not.
    const drift = (base: number) => Array.from({ length: 100 }, (_, i) => base * (1 + i / 50));
    const paired = againstFloor(drift(12), drift(10), { inTurns: true });
    const apart = againstFloor(drift(12), drift(10));
    expect(paired.interval[1] - paired.interval[0]).toBeLessThan(apart.interval[1] - apart.interval[0]);
    expect(() => againstFloor([1, 2], [1], { inTurns: true })).toThrow();
  });

  it('resamples samples taken in turns by the same indexes, and bootstraps any statistic of them', () => {
    let next = 0;
    const drawn = [2, 0, 2];
    const [a, b] = resampledInTurns(() => drawn[next++]!, [10, 11, 12], [20, 21, 22]);
    expect([a, b]).toEqual([
      [12, 10, 12],
      [22, 20, 22],
    ]);
    // A difference of two paired samples that always differ by 2: every resample says 2.
    const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
    const high = around(12, 50, 1);
    const low = high.map((v) => v - 2);
    const interval = bootstrapInterval(7, (pick) => {
      const [h, l] = resampledInTurns(pick, high, low);
      return (sum(h!) - sum(l!)) / h!.length;
    });
    expect(interval[0]).toBeCloseTo(2, 9);
    expect(interval[1]).toBeCloseTo(2, 9);
    // Resampled apart, the same difference spreads.
    const apart = bootstrapInterval(7, (pick) => {
      const [h] = resampledInTurns(pick, high);
      const [l] = resampledInTurns(pick, low);
      return (sum(h!) - sum(l!)) / h!.length;
    });
    expect(apart[1] - apart[0]).toBeGreaterThan(0.1);
  });

  it('says ok or over only where the whole interval is on one side of the target', () => {
    const row = { section: 's', name: 'n', value: 1, unit: 'ms', target: 1.2 };
    expect(verdict({ ...row, ratio: 1.1, interval: [1.05, 1.15] })).toBe('ok');
    expect(verdict({ ...row, ratio: 1.3, interval: [1.25, 1.35] })).toBe('over');
    expect(verdict({ ...row, ratio: 1.19, interval: [1.12, 1.26] })).toBe('unclear');
    expect(verdict({ ...row, ratio: 1.19 })).toBe('ok');
    expect(verdict({ ...row, target: undefined, ratio: 1.5 })).toBe('');
  });

  it('judges a rate against the least it may reach', () => {
    const rate = { section: 's', name: 'n', value: 1, unit: '/s', target: 0.9, higherIsBetter: true as const };
    expect(verdict({ ...rate, ratio: 1, interval: [0.95, 1.05] })).toBe('ok');
    expect(verdict({ ...rate, ratio: 0.8, interval: [0.75, 0.85] })).toBe('over');
    expect(verdict({ ...rate, ratio: 0.92, interval: [0.85, 0.98] })).toBe('unclear');
    expect(verdict({ ...rate, ratio: 0.9 })).toBe('ok');
    expect(verdict({ ...rate, ratio: 0.89 })).toBe('over');
  });
});
