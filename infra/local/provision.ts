import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { tableDesign } from '../../shared/store/table-design.ts';

const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });

/**
 * Makes the table match shared/store/table-design.ts: created on first start, with any
 * index the design gained since added to an existing one, so old data folders keep working.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<TableDescription> {
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
  const attributes = [tableDesign.partitionKey, tableDesign.sortKey, ...tableDesign.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey])].map(attribute);

  if (!existing) {
    await client.send(new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes,
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }));
    await client.send(new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
    }));
  } else {
    const have = new Set((existing.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
    for (const index of indexes.filter((i) => !have.has(i.IndexName))) {
      await client.send(new UpdateTableCommand({ TableName: tableName, AttributeDefinitions: attributes, GlobalSecondaryIndexUpdates: [{ Create: index }] }));
    }
  }
  const out = await client.send(new DescribeTableCommand({ TableName: tableName }));
  return out.Table!;
}
