import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { dynamoClient, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { tableDesign } from './table-design.ts';

/**
 * Where Powertools keeps an account's idempotency records: in the account's own partition
 * (`A#<accountId>`, sort key `IDEM#<hash of the key>`), so keys are scoped to the account and
 * spread with the accounts rather than crowding one service-wide partition; DynamoDB's TTL
 * removes them after 24 hours through the table's one TTL attribute.
 */
export const idempotencyRecords = (accountId: string) =>
  new DynamoDBPersistenceLayer({
    tableName: table(),
    awsSdkV3Client: dynamoClient(),
    keyAttr: tableDesign.partitionKey,
    sortKeyAttr: tableDesign.sortKey,
    staticPkValue: keys.account(accountId).PK,
    expiryAttr: tableDesign.timeToLiveAttribute,
  });

/** The prefix of every idempotency record's sort key; one namespace for every operation of an account. */
export const IDEMPOTENCY_PREFIX = 'IDEM';
