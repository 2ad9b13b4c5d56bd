import type { Category } from '../../features/catalog/model.ts';
import type { DocumentWrite, ReadAhead } from '../../features/documents/port.ts';
import type { StockMovement } from '../../features/stock/model.ts';
import type { StockPort } from '../../features/stock/port.ts';
import { applyStock, stockChanges } from '../../features/stock/rules.ts';
import { Failure } from '../../kernel/errors.ts';
import { categoryItem, entriesNamed, knownInventory } from './catalog-store.ts';
import { table } from './dynamo.ts';
import { keys } from './keys.ts';
import { queryPage } from './query.ts';
import { changed, type Guarded } from './transactions.ts';

/**
 * The items a write of documents adds to its transaction for the stock it moves (docs/api.md
 * §21): each inventory entry written at its new StockQuantity, conditional on the version it was
 * taken at (a concurrent issue makes the write run again from fresh reads, so no unit is sold
 * twice), and each movement with the Balance it leaves. Refuses with 409 (`insufficient_stock`,
 * part of a unit, too many entries) before writing, on what is read now: an entry the process
 * remembered (`entriesNamed`) may have been restocked, or taken out of stock, elsewhere since.
 */
export async function stockItems(writes: DocumentWrite[], ahead?: ReadAhead, fresh = false): Promise<Guarded[]> {
  const changes = stockChanges(writes);
  if (!changes.length) return [];
  const accountId = writes[0]!.after.accountId;
  const names = [...new Set(changes.map((c) => c.name))];
  // What the caller read ahead (its version is checked at the write like any read), the rest now.
  const read = fresh ? undefined : await ahead?.entries;
  const lacking = read && ahead ? names.filter((name) => !ahead.names.includes(name)) : names;
  const found = [...(read ?? []), ...(lacking.length ? await entriesNamed(accountId, lacking, fresh) : [])];
  const entries = new Map(
    await Promise.all(found.map(async (entry) => [entry.Name, await withMovementsKept(entry)] as const)),
  );
  let moved: ReturnType<typeof applyStock>;
  try {
    moved = applyStock(entries, changes, Date.now());
  } catch (error) {
    // Every refusal is decided on a fresh read: an entry remembered may be restocked, or no longer kept in stock.
    if (fresh || !(error instanceof Failure)) throw error;
    return stockItems(writes, undefined, true);
  }
  return moved.flatMap(({ before, after, movements }): Guarded[] => {
    // Refused: the entry moved or changed since it was taken; the process forgets it and reads it again.
    const refused = (): never => {
      knownInventory.forget(accountId, before.Name);
      return changed();
    };
    return [
      {
        item: {
          Put: {
            TableName: table(),
            Item: categoryItem(after),
            ConditionExpression: 'version = :v AND createdAt = :c',
            ExpressionAttributeValues: { ':v': before.version, ':c': before.createdAt },
          },
        },
        refused,
        written: () => knownInventory.remember(after),
      },
      ...movements.map((m) => ({
        item: {
          Put: {
            TableName: table(),
            Item: { ...keys.stockMovement(m.accountId, m.name, m.seq), kind: 'stockMovement', ...m },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        refused,
      })),
    ];
  });
}

/**
 * An entry that never moved numbers its movements after those its Name already has: an entry
 * deleted and made again under its Name, or kept in stock only since an update, goes on from
 * them, where its first movement would otherwise find its place taken. One Query, at the first
 * movement only.
 */
async function withMovementsKept(entry: Category): Promise<Category> {
  if (!entry.isInventory || entry.stockSeq !== undefined) return entry;
  const [last] = (await stockStore.movements(entry.accountId, entry.Name, 1)).items;
  return last ? { ...entry, stockSeq: last.seq } : entry;
}

/** Stock movements in DynamoDB (docs/data-model.md), under their entry's Name by `seq`. */
export const stockStore: StockPort = {
  movements(accountId, name, limit, start) {
    return queryPage(
      {
        partition: { attribute: 'PK', value: `A#${accountId}` },
        sort: { attribute: 'SK', prefix: keys.stockMovementPrefix(name) },
        filters: [],
        limit,
        start,
      },
      (item) => {
        const { PK: _pk, SK: _sk, kind: _kind, ...movement } = item;
        return movement as unknown as StockMovement;
      },
    );
  },
};
