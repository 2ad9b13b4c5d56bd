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

/**
 * A port whose implementation is imported on its first call (`loadOnce`), for an adapter whose
 * SDK a cold start should not pay for unless the path it takes calls it. `methods` names every
 * method of the port (the type holds it to all of them): each awaits the module, then calls it.
 */
export function loadedOnFirstCall<P extends object>(load: () => Promise<P>, methods: Record<keyof P, true>): P {
  const loaded = loadOnce(load);
  return Object.fromEntries(
    Object.keys(methods).map((name) => [
      name,
      async (...args: unknown[]) => {
        const port = (await loaded()) as Record<string, (...args: unknown[]) => Promise<unknown>>;
        return port[name]!(...args);
      },
    ]),
  ) as P;
}
