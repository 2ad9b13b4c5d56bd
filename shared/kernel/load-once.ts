/**
 * A module imported on its first use and kept, for the costly code a function loads only on the
 * path that needs it: later calls take the module in hand rather than asking the loader again
 * (a bundle's lazy init is cheap either way; under a loader with hooks, as `tsx` runs the handlers
 * locally, every `import()` is a round trip to the hooks' thread). An import that failed is tried
 * again on the next call.
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loaded: Promise<M> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
