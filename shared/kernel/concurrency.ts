/**
 * Runs `work` on every item, `most` at a time (a store's or a provider's calls in parallel, not a
 * burst of hundreds), each with its index; resolves when all are done, rejects on the first failure.
 */
export async function eachAtMost<T>(
  items: readonly T[],
  most: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      await work(items[at]!, at);
    }
  };
  await Promise.all(Array.from({ length: Math.min(most, items.length) }, worker));
}

/**
 * A read started now, to be awaited later beside other work: should the caller stop before
 * awaiting it (a refusal), its failure is nobody's and is never reported unhandled; awaited, it
 * still throws.
 */
export function startedAhead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}
