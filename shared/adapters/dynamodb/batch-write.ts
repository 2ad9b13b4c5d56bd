import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { jitter, retry } from '../../kernel/retry.ts';
import { exactDb, table } from './dynamo.ts';

/** BatchWriteItem left requests unwritten (throttled): write them again. */
class Unprocessed extends Error {}

type WriteRequest =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Writes (puts and deletes) 25 a call, unconditionally; what DynamoDB leaves unprocessed is
 * written again through the one retry loop, with backoff and a cap (then Busy). Numbers go as
 * the exact client sends them.
 */
export async function batchWriteAll(requests: WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: Record<string, WriteRequest[]> | undefined = { [table()]: requests.slice(i, i + 25) };
    await retry(
      async () => {
        const out = await exactDb().send(new BatchWriteCommand({ RequestItems: pending as never }));
        pending = out.UnprocessedItems as typeof pending;
        if (pending && Object.keys(pending).length) throw new Unprocessed();
      },
      { attempts: 8, retryOn: (error) => error instanceof Unprocessed, backoffMs: jitter(20) },
    );
  }
}
