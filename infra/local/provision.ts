import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDesign } from '../../shared/adapters/dynamodb/table-design.ts';
import { createAccount, type NewAccount, renewOwnerToken } from '../../shared/features/accounts/service.ts';
import type { Stores } from '../../shared/features/ports.ts';
import { Failure } from '../../shared/kernel/errors.ts';
import { JsonFile } from './checkpoints.ts';

const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });

/**
 * Makes the table match shared/adapters/dynamodb/table-design.ts: created on first start, with any
 * index the design gained since added to an existing one, so old data folders keep working.
 * `stream: false` makes a table without its stream, for a bench's second table that no worker reads:
 * DynamoDB Local wrote to a new stream at 188 ms an item once its file held 132,000 stream records
 * of other tables, against 1.5 ms without (docs/performance.md, Recurring invoices).
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  { stream = true } = {},
): Promise<TableDescription> {
  const existing = await client.send(new DescribeTableCommand({ TableName: tableName })).then(
    (out) => out.Table,
    (error) => {
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    },
  );
  const indexes = tableDesign.globalIndexes.map((index) => ({
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  }));
  const attributes = [
    tableDesign.partitionKey,
    tableDesign.sortKey,
    ...tableDesign.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ].map(attribute);

  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes,
        KeySchema: [
          { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes,
        ...(stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } } : {}),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      }),
    );
  } else {
    const have = new Set((existing.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
    for (const index of indexes.filter((i) => !have.has(i.IndexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributes,
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
    }
  }
  const out = await client.send(new DescribeTableCommand({ TableName: tableName }));
  return out.Table!;
}

/** Secrets of a data folder, made on its first start and kept beside the data (0600). */
export function localSecrets(dataDir: string): { cursorSigningKey: string } {
  const file = new JsonFile<{ cursorSigningKey?: string }>(join(dataDir, 'secrets.json'), {});
  const secrets = file.read();
  if (!secrets.cursorSigningKey) {
    secrets.cursorSigningKey = randomBytes(32).toString('base64');
    file.write(secrets);
  }
  return { cursorSigningKey: secrets.cursorSigningKey };
}

/** The demo account of docs/api.md §1: made on the first start, given a fresh owner token on every later one. */
export async function ensureDemoAccount(deps: Pick<Stores, 'accounts'>, company: string): Promise<NewAccount> {
  try {
    return await createAccount(deps, company);
  } catch (error) {
    if (error instanceof Failure && error.kind === 'conflict') return renewOwnerToken(deps, company);
    throw error;
  }
}
