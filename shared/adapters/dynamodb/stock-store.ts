import type { DocumentWrite, ReadAhead } from '../../features/documents/port.ts';
import type { StockMovement } from '../../features/stock/model.ts';
import type { StockPort } from '../../features/stock/port.ts';
import { applyStock, stockChanges } from '../../features/stock/rules.ts';
import { categoriesNamed, categoryItem } from './catalog-store.ts';
import { table } from './dynamo.ts';
import { keys } from './keys.ts';
import { queryPage } from './query.ts';
import { changed, type Guarded } from './transactions.ts';

/**
 * The items a write of documents adds to its transaction for the stock it moves (docs/api.md
 * §21): each inventory entry written at its new StockQuantity, conditional on the version read
 * (a concurrent issue makes the write run again from fresh reads, so no unit is sold twice), and
 * each movement with the Balance it leaves. Refuses with 409 `insufficient_stock` before writing.
 */
export async function stockItems(writes: DocumentWrite[], ahead?: ReadAhead): Promise<Guarded[]> {
  const changes = stockChanges(writes);
  if (!changes.length) return [];
  const accountId = writes[0]!.after.accountId;
  const names = [...new Set(changes.map((c) => c.name))];
  // What the caller read ahead (its version is checked at the write like any read), the rest now.
  const read = ahead && (await ahead.entries);
  const lacking = read ? names.filter((name) => !ahead.names.includes(name)) : names;
  const found = [...(read ?? []), ...(lacking.length ? await categoriesNamed(accountId, lacking) : [])];
  const entries = new Map(found.map((entry) => [entry.Name, entry] as const));
  return applyStock(entries, changes, Date.now()).flatMap(({ before, after, movements }): Guarded[] => [
    {
      item: {
        Put: {
          TableName: table(),
          Item: categoryItem(after),
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': before.version },
        },
      },
      refused: changed,
    },
    ...movements.map((m) => ({
      item: {
        Put: {
          TableName: table(),
          Item: { ...keys.stockMovement(m.accountId, m.name, m.seq), kind: 'stockMovement', ...m },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: changed,
    })),
  ]);
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
