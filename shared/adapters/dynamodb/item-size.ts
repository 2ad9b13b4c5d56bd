import { TooLarge } from '../../kernel/errors.ts';

/** DynamoDB stores items of up to 400 KB; an item past this (with room for keys and indexes) is refused. */
export const MAX_ITEM_BYTES = 350_000;

/**
 * The item, when it fits with `room` bytes to spare (what it must still be able to take: an
 * invoice's payments to come); TooLarge (413) naming `what` and the room when it would not.
 */
export function sized<T extends object>(item: T, what: string, room?: { bytes: number; for: string }): T {
  if (Buffer.byteLength(JSON.stringify(item)) + (room?.bytes ?? 0) > MAX_ITEM_BYTES) {
    const kept = room ? `, keeping room for ${room.for}` : '';
    throw new TooLarge(MAX_ITEM_BYTES, `The ${what} is too large to store (over ${MAX_ITEM_BYTES} bytes${kept}).`);
  }
  return item;
}
