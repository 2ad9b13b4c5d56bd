import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '../../features/catalog/model.ts';
import type { CategoryFilter } from '../../features/catalog/schema.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { batchGetAll } from './batch-get.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { keys } from './keys.ts';
import { type Condition, queryPage } from './query.ts';
import { changed, conditional, moveToTombstone, taken } from './transactions.ts';

/** A category as the table holds it: fields as top-level attributes, so the filtered list compares them in DynamoDB itself. */
export function categoryItem(c: Category, deletedAt?: number) {
  return sized(
    {
      ...(deletedAt === undefined
        ? keys.category(c.accountId, c.Name)
        : keys.deletedCategory(c.accountId, c.Name, deletedAt)),
      ...keys.categoryList(c.accountId, c.folder, c.Name),
      kind: 'category',
      ...c,
      // Lower-cased copies for the case-insensitive filters.
      s_name: c.Name.toLowerCase(),
      s_description: (c.Description ?? '').toLowerCase(),
      s_type: (c.Type ?? '').toLowerCase(),
    },
    'category',
  );
}

/** The live entries of these Names, read in one `BatchGetItem` (a hundred Names a call): those that exist, in no order. */
export async function categoriesNamed(accountId: string, names: string[]): Promise<Category[]> {
  return (await batchGetAll(names.map((name) => keys.category(accountId, name)))).map(fromItem);
}

/**
 * The inventory entries this process last read or wrote, by account and Name: an issue takes its
 * stock from them without reading them first. Every stock write is conditional on the entry's
 * version and creation, so an entry moved, changed or made again elsewhere since is refused, and
 * read afresh (docs/performance.md), as the journal's head is. Bounded.
 */
const knownEntries = new Map<string, Category>();
const ENTRIES_KEPT = 1000;
const knownKey = (accountId: string, name: string) => `${accountId}\u0000${name}`;

/** What the process knows of inventory entries, for the stock's writes (shared/adapters/dynamodb/stock-store.ts). */
export const knownInventory = {
  remember(entry: Category): void {
    const key = knownKey(entry.accountId, entry.Name);
    knownEntries.delete(key);
    if (!entry.isInventory || entry.folder !== 'active') return;
    knownEntries.set(key, entry);
    if (knownEntries.size > ENTRIES_KEPT) knownEntries.delete(knownEntries.keys().next().value!);
  },
  forget(accountId: string, name: string): void {
    knownEntries.delete(knownKey(accountId, name));
  },
};

/**
 * The live entries of these Names as the stock's write takes them: the inventory entries the
 * process knows, the rest read (`fresh`: all read) and remembered.
 */
export async function entriesNamed(accountId: string, names: readonly string[], fresh = false): Promise<Category[]> {
  const known = fresh ? [] : names.flatMap((name) => knownEntries.get(knownKey(accountId, name)) ?? []);
  const lacking = names.filter((name) => !known.some((entry) => entry.Name === name));
  const read = lacking.length ? await categoriesNamed(accountId, lacking) : [];
  for (const entry of read) knownInventory.remember(entry);
  return [...known, ...read];
}

function fromItem(item: Record<string, unknown>): Category {
  const {
    PK: _pk,
    SK: _sk,
    GSI1PK: _g1,
    GSI1SK: _g2,
    kind: _kind,
    s_name: _n,
    s_description: _d,
    s_type: _t,
    deletedAt: _del,
    ...category
  } = item;
  return category as unknown as Category;
}

/** Categories in DynamoDB, by Name. */
export const catalogStore = {
  async insert(c: Category): Promise<void> {
    knownInventory.forget(c.accountId, c.Name);
    await conditional(
      () =>
        db().send(
          new PutCommand({
            TableName: table(),
            Item: categoryItem(c),
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      taken(`The category Name "${c.Name}"`),
    );
  },

  async get(accountId: string, name: string): Promise<Category | undefined> {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.category(accountId, name), ConsistentRead: true }),
    );
    return out.Item ? fromItem(out.Item) : undefined;
  },

  async replace(before: Category, after: Category): Promise<void> {
    knownInventory.forget(before.accountId, before.Name);
    await conditional(
      () =>
        db().send(
          new PutCommand({
            TableName: table(),
            Item: categoryItem(after),
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': before.version },
          }),
        ),
      changed,
    );
  },

  /** Soft delete: the entry moves aside (listed under folder=deleted) and its Name is free. */
  remove(before: Category, deletedAt: number): Promise<void> {
    knownInventory.forget(before.accountId, before.Name);
    return moveToTombstone(keys.category(before.accountId, before.Name), before.version, {
      ...categoryItem({ ...before, folder: 'deleted', version: before.version + 1 }, deletedAt),
      deletedAt,
    });
  },

  /** One page of categories by Name; the filter's conditions combine (an absent field matches no bound). */
  list(
    accountId: string,
    folder: Category['folder'],
    filter: CategoryFilter,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Category>> {
    const conditions: Condition[] = [];
    const bound = (attribute: string, low: number | undefined, high: number | undefined) => {
      if (low !== undefined) conditions.push({ kind: '>=', attribute, value: low });
      if (high !== undefined) conditions.push({ kind: '<=', attribute, value: high });
    };
    if (filter.Type !== undefined)
      conditions.push({ kind: '=', attribute: 's_type', value: filter.Type.toLowerCase() });
    if (filter.Name !== undefined)
      conditions.push({ kind: 'contains', attribute: 's_name', value: filter.Name.toLowerCase() });
    if (filter.Description !== undefined)
      conditions.push({ kind: 'contains', attribute: 's_description', value: filter.Description.toLowerCase() });
    bound('Price', filter.Price_Low, filter.Price_High);
    bound('Quantity', filter.Quantity_Low, filter.Quantity_High);
    bound('StockQuantity', filter.Stock_Low, filter.Stock_High);
    if (filter.VAT !== undefined) conditions.push({ kind: '=', attribute: 'VAT', value: filter.VAT });
    if (filter.Inventory_Checked) conditions.push({ kind: '=', attribute: 'isInventory', value: true });
    return queryPage(
      {
        index: 'GSI1',
        partition: { attribute: 'GSI1PK', value: keys.categoryList(accountId, folder, '').GSI1PK },
        filters: conditions,
        limit,
        start,
        ascending: true,
      },
      fromItem,
    );
  },
};
