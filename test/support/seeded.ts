/** xorshift32: a run is the same run again for the same seed. */
export function generator(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
