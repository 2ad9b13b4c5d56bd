import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { jitter, retry } from '../../kernel/retry.ts';
import { db, table } from './dynamo.ts';

/** BatchGetItem left keys unread (throttled): read them again. */
class Unprocessed extends Error {}

/**
 * The items at these keys (consistent reads, 100 keys a call, the calls at once; keys with no item give nothing).
 * Unprocessed keys are read again through the one retry loop, with backoff and a cap (then Busy).
 */
export async function batchGetAll(
  keys: Record<string, unknown>[],
  projection?: string,
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const calls: Promise<void>[] = [];
  for (let i = 0; i < keys.length; i += 100) calls.push(readChunk(keys.slice(i, i + 100), found, projection));
  await Promise.all(calls);
  return found;
}

/** One BatchGetItem of at most 100 keys, its unprocessed keys read again, into `found`. */
async function readChunk(keys: Record<string, unknown>[], found: Record<string, unknown>[], projection?: string) {
  let request:
    | Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression?: string; ConsistentRead: boolean }>
    | undefined = {
    [table()]: { Keys: keys, ...(projection ? { ProjectionExpression: projection } : {}), ConsistentRead: true },
  };
  await retry(
    async () => {
      const out = await db().send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(out.Responses?.[table()] ?? []));
      request = out.UnprocessedKeys as typeof request;
      if (request && Object.keys(request).length) throw new Unprocessed();
    },
    { attempts: 8, retryOn: (error) => error instanceof Unprocessed, backoffMs: jitter(20) },
  );
}
