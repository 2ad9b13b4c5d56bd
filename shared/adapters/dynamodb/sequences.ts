import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';

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
