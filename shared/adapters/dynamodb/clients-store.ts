import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Client, ClientFilters, ClientSearch, Folder } from '../../features/clients/model.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { batchGetAll } from './batch-get.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { keys } from './keys.ts';
import { type Condition, queryPage } from './query.ts';
import { changed, conditional, taken, transact } from './transactions.ts';

const SEARCH_PREFIX = 's_';
type ClientRecordFields = Omit<Client, 'accountId' | 'clientId' | 'createdAt' | 'folder' | 'version' | 'updatedBy'>;

/** The stored item of a client (exported for bulk loads: the benchmarks). */
export function clientItem(client: Client, search: ClientSearch) {
  const { accountId, clientId, createdAt, folder, version, updatedBy, ...record } = client;
  return sized(
    {
      ...keys.client(accountId, clientId),
      ...keys.clientList(accountId, folder, clientId),
      kind: 'client',
      accountId,
      clientId,
      createdAt,
      folder,
      version,
      updatedBy,
      record,
      ...Object.fromEntries(Object.entries(search).map(([k, v]) => [SEARCH_PREFIX + k, v])),
    },
    'client',
  );
}

function fromItem(item: Record<string, unknown>): Client {
  return {
    accountId: item.accountId as string,
    clientId: item.clientId as number,
    createdAt: item.createdAt as number,
    folder: item.folder as Folder,
    version: item.version as number,
    updatedBy: (item.updatedBy as number | undefined) ?? 0,
    ...(item.record as ClientRecordFields),
  };
}

const referenceItem = (client: Client) => ({
  ...keys.clientReference(client.accountId, client.Reference),
  kind: 'clientReference',
  clientId: client.clientId,
});

/** Clients in DynamoDB, with a Reference item that keeps each Reference unique. */
export const clientsStore = {
  /** Stores a new client; its Reference must be free (Conflict `taken` otherwise). */
  async insert(client: Client, search: ClientSearch): Promise<void> {
    await conditional(
      () =>
        transact([
          { Put: { TableName: table(), Item: referenceItem(client), ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Put: {
              TableName: table(),
              Item: clientItem(client, search),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ]),
      // The client item's own condition fails only if its id was reused: a lost write.
      (index) => (index === 0 ? taken(`The Reference "${client.Reference}"`)() : changed()),
    );
  },

  async get(accountId: string, clientId: number): Promise<Client | undefined> {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.client(accountId, clientId), ConsistentRead: true }),
    );
    return out.Item ? fromItem(out.Item) : undefined;
  },

  /**
   * Writes `after` over `before` if nobody wrote in between (Conflict `changed` otherwise),
   * moving the Reference's claim when it changed (Conflict `taken` when the new one is held).
   */
  async replace(before: Client, after: Client, search: ClientSearch): Promise<void> {
    // A live client holds its Reference; a deleted one gives it up (docs/api.md §5).
    const renamed = before.Reference !== after.Reference;
    const releases = before.folder !== 'deleted' && (renamed || after.folder === 'deleted');
    const claims = after.folder !== 'deleted' && (renamed || before.folder === 'deleted');
    const items = [
      {
        Put: {
          TableName: table(),
          Item: clientItem(after, search),
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': before.version },
        },
      },
      ...(releases
        ? [{ Delete: { TableName: table(), Key: keys.clientReference(before.accountId, before.Reference) } }]
        : []),
      ...(claims
        ? [{ Put: { TableName: table(), Item: referenceItem(after), ConditionExpression: 'attribute_not_exists(PK)' } }]
        : []),
    ];
    await conditional(
      () => transact(items),
      (index) => (index === 0 ? changed() : taken(`The Reference "${after.Reference}"`)()),
    );
  },

  /** One page of a folder's clients, newest client_id first; filters narrow the page. */
  list(
    accountId: string,
    folder: Folder,
    filters: ClientFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Client>> {
    const conditions: Condition[] = [];
    for (const field of ['organization', 'email', 'contact', 'notes', 'address', 'country', 'city'] as const) {
      const value = filters[field];
      if (value !== undefined) conditions.push({ kind: 'contains', attribute: SEARCH_PREFIX + field, value });
    }
    if (filters.createdFrom !== undefined)
      conditions.push({ kind: '>=', attribute: 'createdAt', value: filters.createdFrom });
    if (filters.createdTo !== undefined)
      conditions.push({ kind: '<=', attribute: 'createdAt', value: filters.createdTo });
    if (filters.clientIds) conditions.push({ kind: 'in', attribute: 'clientId', values: filters.clientIds });
    return queryPage(
      {
        index: 'GSI1',
        partition: { attribute: 'GSI1PK', value: keys.clientList(accountId, folder, 0).GSI1PK },
        filters: conditions,
        limit,
        start,
      },
      fromItem,
    );
  },

  /** The live client holding a Reference. */
  async byReference(accountId: string, reference: string): Promise<Client | undefined> {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.clientReference(accountId, reference), ConsistentRead: true }),
    );
    const clientId = out.Item?.clientId as number | undefined;
    return clientId === undefined ? undefined : this.get(accountId, clientId);
  },

  /** Which of these client_ids are live clients of the account (BatchGetItem). */
  async liveIds(accountId: string, ids: number[]): Promise<Set<number>> {
    const items = await batchGetAll(
      ids.map((id) => keys.client(accountId, id)),
      'clientId, folder',
    );
    return new Set(items.filter((item) => item.folder !== 'deleted').map((item) => item.clientId as number));
  },

  async many(accountId: string, ids: number[]): Promise<Client[]> {
    const items = await batchGetAll(ids.map((id) => keys.client(accountId, id)));
    return items.map(fromItem);
  },
};
