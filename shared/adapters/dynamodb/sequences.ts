import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { conditional } from './transactions.ts';

/** The next number of a per-account sequence (1, 2, 3...), atomic under concurrency. */
export async function nextInSequence(accountId: string, kind: string, count = 1): Promise<number> {
  const out = await db().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.sequence(accountId, kind),
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':one': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value);
}

/** A series' head (docs/api.md §22): its last place and that issue's date, read consistently. */
export async function seriesHead(accountId: string, kind: string): Promise<{ seq: number; lastDate: string }> {
  const out = await db().send(
    new GetCommand({ TableName: table(), Key: keys.sequence(accountId, kind), ConsistentRead: true }),
  );
  return { seq: Number(out.Item?.value ?? 0), lastDate: String(out.Item?.lastDate ?? '') };
}

/** Moves a sequence back from `value` to the number before it, only while `value` is its last (SequencesPort). */
export async function giveBackInSequence(accountId: string, kind: string, value: number): Promise<void> {
  await conditional(
    () =>
      db().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.sequence(accountId, kind),
          UpdateExpression: 'SET #v = :before',
          ConditionExpression: '#v = :value',
          ExpressionAttributeNames: { '#v': 'value' },
          ExpressionAttributeValues: { ':value': value, ':before': value - 1 },
        }),
      ),
    // A later number was taken meanwhile: the gap stays, as it would have without the give-back.
    () => undefined,
  );
}

/** The sequences port on the table. */
export const sequencesStore = { next: nextInSequence, head: seriesHead, giveBack: giveBackInSequence };

/**
 * The transaction item that moves a series' head to `seq` (an issue numbered at issue), only if
 * it is still at the place before: a concurrent issue took it otherwise, and this one is
 * numbered again.
 */
export const seriesStep = (accountId: string, kind: string, seq: number, date: string) => ({
  Update: {
    TableName: table(),
    Key: keys.sequence(accountId, kind),
    UpdateExpression: 'SET #v = :seq, lastDate = :date',
    ConditionExpression: seq === 1 ? 'attribute_not_exists(#v) OR #v = :before' : '#v = :before',
    ExpressionAttributeNames: { '#v': 'value' },
    ExpressionAttributeValues: { ':seq': seq, ':date': date, ':before': seq - 1 },
  },
});
