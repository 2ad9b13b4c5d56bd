/** Waiting in tests: by polling against a deadline, never by a fixed sleep. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; fails with `what` after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what = 'the condition',
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

/**
 * Polls that `check` keeps holding for `ms` (nothing more arrives, say): fails as soon as it
 * breaks. The one way a test waits for something not to happen.
 */
export async function holdsFor(check: () => boolean, ms: number, what = 'the condition'): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!check()) throw new Error(`${what} stopped holding`);
    await pause(50);
  }
  if (!check()) throw new Error(`${what} stopped holding`);
}
