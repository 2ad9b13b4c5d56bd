import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { Conflict } from '../../kernel/errors.ts';
import { jitter, retry } from '../../kernel/retry.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';

type Items = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Thrown by `transact` when the condition on transaction item `index` failed. */
export class ConditionFailed extends Error {
  constructor(readonly index: number) {
    super(`condition failed on transaction item ${index}`);
  }
}

/** Which condition failed: 0 for a single write, the item's index in a transaction; undefined for any other error. */
function failedCondition(error: unknown): number | undefined {
  if (error instanceof ConditionalCheckFailedException) return 0;
  if (error instanceof ConditionFailed) return error.index;
  return undefined;
}

/**
 * The one place a failed DynamoDB condition is caught: runs a conditional write (one item, or
 * a transaction) and, when a condition fails, answers `onFailure(index)` instead (which may
 * throw a domain error, or give a value such as `false`). Other errors pass through.
 */
export async function conditional<T, F>(write: () => Promise<T>, onFailure: (index: number) => F): Promise<T | F> {
  try {
    return await write();
  } catch (error) {
    const index = failedCondition(error);
    if (index === undefined) throw error;
    return onFailure(index);
  }
}

/** For `conditional`: a lost optimistic write (another came first), as Conflict `changed`. */
export const changed = (): never => {
  throw new Conflict('changed');
};

/** For `conditional`: a unique key held by another item, as Conflict `taken`. */
export const taken = (what: string) => (): never => {
  throw new Conflict('taken', `${what} is taken.`);
};

/** Thrown inside the retry loop: a transaction DynamoDB cancelled for a conflict with another one. */
class Contended extends Error {}

/**
 * Writes all items or none. A condition that fails throws ConditionFailed with its item's
 * index, so the caller can say which rule broke. Conflicts with another transaction on the
 * same items are retried (DynamoDB cancels rather than waits), then answered Busy.
 */
export const transact = (items: Items, attempts = 6): Promise<void> =>
  retry(
    async () => {
      try {
        await db().send(new TransactWriteCommand({ TransactItems: items }));
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const reasons = error.CancellationReasons ?? [];
        const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
        if (failed >= 0) throw new ConditionFailed(failed);
        if (reasons.some((r) => r.Code === 'TransactionConflict')) throw new Contended();
        throw error;
      }
    },
    { attempts, retryOn: (error) => error instanceof Contended, backoffMs: jitter(10) },
  );

/**
 * A soft delete that moves an item aside: the live item goes (if still at `version`) and its
 * tombstone arrives, in one write; Conflict `changed` when another write came first.
 */
export const moveToTombstone = (
  live: Record<string, unknown>,
  version: number,
  tombstone: Record<string, unknown>,
): Promise<void> =>
  conditional(
    () =>
      transact([
        {
          Delete: {
            TableName: table(),
            Key: live,
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': version },
          },
        },
        { Put: { TableName: table(), Item: tombstone } },
      ]),
    changed,
  );

/** A transaction item, what its failed condition means, and what the process learns once it is written. */
export interface Guarded {
  item: Items[number];
  refused: () => never;
  written?: () => void;
}

/** Tells each item of a transaction that it was written. */
export const wereWritten = (parts: readonly Guarded[]): void => {
  for (const part of parts) part.written?.();
};

/**
 * Writes a transaction of guarded items, all or none: a failed condition throws what its item
 * says. A lone Put is a conditional PutItem: as atomic, at half a transaction's write cost.
 */
export const transactGuarded = async (parts: Guarded[]): Promise<void> => {
  const lonePut = parts.length === 1 ? parts[0]!.item.Put : undefined;
  await conditional(
    async () => {
      if (lonePut) await db().send(new PutCommand(lonePut));
      else await transact(parts.map((p) => p.item));
    },
    (at) => (parts[at]?.refused ?? changed)(),
  );
  wereWritten(parts);
};

/** A Put of an item over the version read: another write that came first refuses it (Conflict `changed`). */
export const putAtVersion = (item: Record<string, unknown>, version: number): Guarded => ({
  item: {
    Put: {
      TableName: table(),
      Item: item,
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': version },
    },
  },
  refused: changed,
});

/**
 * A name taken for good in the account by the transaction it is in (a once-only name: a late fee's
 * date, a bank line's return); taken already, the transaction is refused: Conflict `claimed`.
 */
export const nameClaim = (accountId: string, name: string): Guarded => ({
  item: {
    Put: {
      TableName: table(),
      Item: { ...keys.claim(accountId, name), kind: 'claim', accountId, at: Date.now() },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
  refused: () => {
    throw new Conflict('claimed', `"${name}" was claimed already.`);
  },
});

/** Items whose failed condition means another write came first (Conflict `changed`). */
export const guardedAsChanged = (items: Items): Guarded[] => items.map((item) => ({ item, refused: changed }));
