import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';

let documentClient: DynamoDBDocumentClient | undefined;

/** One client per process, created on first use and kept across invocations. */
export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: config.dynamoEndpoint, maxAttempts: 4 }),
    { marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false } },
  );
  return documentClient;
}

/** The table's name. */
export const table = () => config.tableName;
