import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../kernel/config.ts';

let baseClient: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;

/** The low-level client, for libraries that take one (Powertools' idempotency); shared with `db()`. */
export function dynamoClient(): DynamoDBClient {
  baseClient ??= new DynamoDBClient({ endpoint: config.dynamoEndpoint, maxAttempts: 4 });
  return baseClient;
}

/** One client per process, created on first use and kept across invocations. */
export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(dynamoClient(), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return documentClient;
}

/** The table's name. */
export const table = () => config.tableName;
