import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { serviceUnavailable } from '../errors.ts';
import { WriteConflict } from '../optimistic.ts';
import { db, table } from './dynamo.ts';

type Items = NonNullable<TransactWriteCommandInput['TransactItems']>;

/**
 * A soft delete that moves an item aside: the live item goes (if still at `version`) and its
 * tombstone arrives, in one write; WriteConflict when another write came first.
 */
export async function moveToTombstone(live: Record<string, unknown>, version: number, tombstone: Record<string, unknown>): Promise<void> {
  try {
    await transact([
      { Delete: { TableName: table(), Key: live, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } } },
      { Put: { TableName: table(), Item: tombstone } },
    ]);
  } catch (error) {
    throw error instanceof ConditionFailed ? new WriteConflict() : error;
  }
}

/** Thrown when a transaction's condition on item `index` failed. */
export class ConditionFailed extends Error {
  constructor(readonly index: number) {
    super(`condition failed on transaction item ${index}`);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes all items or none. A condition that fails throws ConditionFailed with its item's
 * index, so the caller can say which rule broke. Conflicts with another transaction on the
 * same items are retried (DynamoDB cancels rather than waits), then answered 503.
 */
export async function transact(items: Items, attempts = 6): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (failed >= 0) throw new ConditionFailed(failed);
      const conflicted = reasons.some((r) => r.Code === 'TransactionConflict');
      if (!conflicted || attempt >= attempts) throw conflicted ? serviceUnavailable() : error;
      await pause(10 * 2 ** attempt * Math.random());
    }
  }
}
