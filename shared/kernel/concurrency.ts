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
