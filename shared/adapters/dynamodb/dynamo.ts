import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../kernel/config.ts';
import { requestScopeMiddleware } from './request-claims.ts';

let baseClient: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;
let exactClient: DynamoDBDocumentClient | undefined;

/** A low-level client; a request's calls through it stop at its deadline and carry its Idempotency-Key claim. */
function lowLevelClient(): DynamoDBClient {
  const client = new DynamoDBClient({ endpoint: config.dynamoEndpoint, maxAttempts: 4 });
  client.middlewareStack.add(requestScopeMiddleware(db), { step: 'initialize', name: 'requestScope' });
  return client;
}
const marshallOptions = { removeUndefinedValues: true, convertEmptyValues: false };

/** The low-level client, for libraries that take one (Powertools' idempotency); shared with `db()`. */
export function dynamoClient(): DynamoDBClient {
  baseClient ??= lowLevelClient();
  return baseClient;
}

/** One client per process, created on first use and kept across invocations. */
export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions });
  return documentClient;
}

/**
 * As `db()`, but numbers read as exact decimal text (`NumberValue`): for the maintained totals,
 * which sum amounts. On a low-level client of its own: a document client's options apply to
 * every document client of the same low-level client.
 */
export function exactDb(): DynamoDBDocumentClient {
  exactClient ??= DynamoDBDocumentClient.from(lowLevelClient(), {
    marshallOptions,
    unmarshallOptions: { wrapNumbers: true },
  });
  return exactClient;
}

/** The table's name. */
export const table = () => config.tableName;
