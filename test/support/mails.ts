import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { inject } from 'vitest';

/**
 * The mail that `send` left in the local service's outbox (the `.eml` files the local mail
 * stand-in writes), parsed: the one file that was not there before.
 */
export async function mailSentBy(send: () => Promise<unknown>) {
  const outbox = join(inject('dataDir'), 'outbox');
  const before = new Set(existsSync(outbox) ? readdirSync(outbox) : []);
  await send();
  const file = readdirSync(outbox).find((f) => f.endsWith('.eml') && !before.has(f))!;
  return PostalMime.parse(readFileSync(join(outbox, file)));
}
