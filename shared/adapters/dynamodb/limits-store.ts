import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LimitsPort } from '../../access/port.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { conditional } from './transactions.ts';

/**
 * Fixed-window counters, one item per (account, kind, window), removed by the TTL after: one
 * conditional ADD per use, which DynamoDB applies atomically without read or conflict.
 */
export const limitsStore: LimitsPort = {
  async take(accountId, kind, amount, limit, windowSeconds) {
    const now = Math.floor(Date.now() / 1000);
    const start = now - (now % windowSeconds);
    const retryAfter = start + windowSeconds - now;
    if (amount > limit) return { ok: false, retryAfter };
    const ok = await conditional(
      async () => {
        await db().send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.limit(accountId, kind, start),
            UpdateExpression: 'ADD #n :amount SET expiresAt = :expires',
            ConditionExpression: 'attribute_not_exists(#n) OR #n <= :room',
            ExpressionAttributeNames: { '#n': 'used' },
            ExpressionAttributeValues: {
              ':amount': amount,
              ':room': limit - amount,
              ':expires': start + 2 * windowSeconds,
            },
          }),
        );
        return true;
      },
      () => false,
    );
    return { ok, retryAfter };
  },
};
