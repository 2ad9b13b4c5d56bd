import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { invalid } from './errors.ts';
import { signingKey } from './signing-key.ts';

/** A list page's size when `limit` is not sent. */
export const DEFAULT_PAGE_SIZE = 25;
/** The largest page; a larger `limit` is read as this. */
export const MAX_PAGE_SIZE = 100;

/** `limit`: 1 or more; past the maximum it is read as the maximum (docs/api.md §5). */
export const limitParam = z.pipe(
  z.optional(z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'must be a whole number, 1 or more'))),
  z.transform((s: string | undefined) => (s === undefined ? DEFAULT_PAGE_SIZE : Math.min(Number(s), MAX_PAGE_SIZE))),
);

/** Where a page starts: the store's own position. */
export type StartKey = Record<string, unknown>;

/**
 * Cursors are the store's position, signed, and bound to one list of one account: a cursor
 * the service did not issue, or issued for another list or account, is refused.
 */
const sign = (payload: string) => createHmac('sha256', signingKey()).update(payload).digest();

/**
 * The name a cursor is bound to: the list and every filter it was read with (not the page size),
 * so a cursor reused on another list, or with other filters, is 400 rather than a wrong page.
 */
export function listName(kind: string, filters: Record<string, unknown>): string {
  const { limit: _limit, cursor: _cursor, ...rest } = filters;
  const defined = Object.entries(rest)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${kind}:${JSON.stringify(defined)}`;
}

/** A signed cursor for the next page of one list of one account. */
export function encodeCursor(accountId: string, list: string, position: StartKey): string {
  const payload = Buffer.from(JSON.stringify({ a: accountId, l: list, k: position })).toString('base64url');
  return `${payload}.${sign(payload).toString('base64url')}`;
}

/** The position a cursor names; 400 when it was not issued for this list and account. */
export function decodeCursor(accountId: string, list: string, cursor: string | undefined): StartKey | undefined {
  if (cursor === undefined) return undefined;
  const refused = invalid('The cursor is not one this list issued.', [
    { field: 'cursor', message: 'is not valid for this list' },
  ]);
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined || cursor.length > 2048) throw refused;
  const expected = sign(payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    a: string;
    l: string;
    k: StartKey;
  };
  if (decoded.a !== accountId || decoded.l !== list) throw refused;
  return decoded.k;
}

/** One page of a list, and where the next one starts. */
export interface Page<T> {
  items: T[];
  /** Where the next page starts, when more results may exist. */
  next?: StartKey;
}

/** The pages of a list, read one at a time from `page` (given where each starts) until none is left: what streams a list. */
export async function* pagesOf<T>(page: (start: StartKey | undefined) => Promise<Page<T>>): AsyncGenerator<T[]> {
  let start: StartKey | undefined;
  do {
    const read = await page(start);
    yield read.items;
    start = read.next;
  } while (start);
}

/** The items of pages, one at a time. */
export async function* itemsOf<T>(pages: AsyncIterable<T[]>): AsyncGenerator<T> {
  for await (const page of pages) yield* page;
}

/** Several sequences, each in order of `key`, merged into one in that order (a k-way merge, reading each as it goes). */
export async function* mergedInOrder<T>(sources: AsyncIterator<T>[], key: (item: T) => string): AsyncGenerator<T> {
  const heads: { value: T; source: AsyncIterator<T> }[] = [];
  for (const source of sources) {
    const first = await source.next();
    if (!first.done) heads.push({ value: first.value, source });
  }
  while (heads.length) {
    let least = 0;
    for (let i = 1; i < heads.length; i += 1) if (key(heads[i]!.value) < key(heads[least]!.value)) least = i;
    const head = heads[least]!;
    yield head.value;
    const next = await head.source.next();
    if (next.done) heads.splice(least, 1);
    else head.value = next.value;
  }
}

/** Every item of a list, read a page at a time from `page` (given where each page starts) until none is left. */
export async function everyPage<T>(page: (start: StartKey | undefined) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  for await (const items of pagesOf(page)) all.push(...items);
  return all;
}
