import { TooLarge } from '../../kernel/errors.ts';

/** DynamoDB stores items of up to 400 KB; an item past this (with room for keys and indexes) is refused. */
export const MAX_ITEM_BYTES = 350_000;

/** The item, when it fits; TooLarge (413) naming `what` when it would not. */
export function sized<T extends object>(item: T, what: string): T {
  if (Buffer.byteLength(JSON.stringify(item)) > MAX_ITEM_BYTES) {
    throw new TooLarge(MAX_ITEM_BYTES, `The ${what} is too large to store (over ${MAX_ITEM_BYTES} bytes).`);
  }
  return item;
}
