/**
 * What DynamoDB bills for a transaction's writes, which DynamoDB Local does not report (it answers
 * 2 units for any transaction of small items, whatever their number): 2 write units for each 1 KB
 * of each item the transaction puts, updates, deletes or checks (AWS's rule for transactional
 * writes; a condition check is priced as a write, the safe side). An item's size is its attribute
 * names' and values' bytes, as DynamoDB counts them.
 */

type Value = unknown;

/** A value's size as DynamoDB counts it: strings in UTF-8, numbers about one byte per two digits plus one, lists and maps 3 bytes plus 1 per element. */
function valueBytes(value: Value): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number' || typeof value === 'bigint')
    return Math.ceil(String(value).replace(/[-.]|e.*$/g, '').length / 2) + 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((sum: number, v) => sum + valueBytes(v), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + 1 + valueBytes(v), 0);
  if (typeof value === 'object')
    return (
      3 + Object.entries(value as object).reduce((sum, [k, v]) => sum + 1 + Buffer.byteLength(k) + valueBytes(v), 0)
    );
  return 0;
}

/** An item's size in bytes: each attribute's name and value. */
export const itemBytes = (item: Record<string, Value>): number =>
  Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);

/** The write units a transaction's item of this size bills: 2 per started KB. */
export const transactionalWriteUnits = (bytes: number): number => 2 * Math.max(1, Math.ceil(bytes / 1024));

type Action = {
  Put?: { Item: Record<string, Value> };
  Update?: { Key: object };
  Delete?: { Key: object };
  ConditionCheck?: { Key: object };
};

/** The key of the item an action writes or checks (a Put's from its item: the table's PK and SK). */
export const keyOf = (action: Action): Record<string, Value> | undefined =>
  action.Put
    ? { PK: action.Put.Item.PK, SK: action.Put.Item.SK }
    : ((action.Update?.Key ?? action.Delete?.Key ?? action.ConditionCheck?.Key) as Record<string, Value> | undefined);

/**
 * A transaction's write units, each action's from the larger of the item it writes and the item
 * stored at its key before (`storedBytes`, read by the caller: a Put that replaces an item, an
 * Update, a Delete and a ConditionCheck are priced by what is stored; an Update's new size is
 * taken as its old one).
 */
export function transactionWriteUnits(actions: Action[], storedBytes: (action: Action) => number): number {
  return actions.reduce(
    (units, action) =>
      units + transactionalWriteUnits(Math.max(action.Put ? itemBytes(action.Put.Item) : 0, storedBytes(action))),
    0,
  );
}
