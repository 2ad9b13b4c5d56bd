import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { journalStore, transactJournaled } from '../../shared/adapters/dynamodb/journal-store.ts';
import { type Guarded, taken } from '../../shared/adapters/dynamodb/transactions.ts';
import { chainBreak } from '../../shared/features/audit/chain.ts';
import type { JournalEntry } from '../../shared/features/audit/model.ts';
import { useApi } from '../support/api.ts';

/**
 * A worker's journal appends of one account go together, a transaction for many, on DynamoDB
 * Local (shared/adapters/dynamodb/journal-store.ts): each caller answered for its own write,
 * the chain whole, and two writes of one item never in one transaction.
 */
useApi();

const put = (accountId: string, sk: string, condition?: string): Guarded => ({
  item: {
    Put: {
      TableName: table(),
      Item: { PK: `A#${accountId}`, SK: sk, kind: 'test' },
      ...(condition ? { ConditionExpression: condition } : {}),
    },
  },
  refused: taken(`The test item ${sk}`),
});
const event = (n: number) => ({
  kind: 'payment.recorded' as const,
  object: { Type: 'payment', PaymentId: n },
  digest: `${n}`.padStart(64, '0'),
});
const stored = async (accountId: string, sk: string) =>
  (await db().send(new GetCommand({ TableName: table(), Key: { PK: `A#${accountId}`, SK: sk }, ConsistentRead: true })))
    .Item;

async function chain(accountId: string): Promise<JournalEntry[]> {
  const page = await journalStore.list(accountId, {}, 1000);
  let prior: JournalEntry | undefined;
  for (const entry of page.items) {
    expect(chainBreak(entry, prior)).toBeUndefined();
    prior = entry;
  }
  return page.items;
}

describe("a worker's journal appends", () => {
  it('answer each caller for its own write: one refused item fails its append only, the others are written and chained', async () => {
    const accountId = `journal-${randomUUID()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        transactJournaled(
          accountId,
          [event(i)],
          [put(accountId, `ITEM#${i}`, i === 7 ? 'attribute_exists(PK)' : undefined), put(accountId, `OTHER#${i}`)],
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    expect((outcomes[7] as PromiseRejectedResult).reason).toMatchObject({ reason: 'taken' });
    expect(await stored(accountId, 'ITEM#7')).toBeUndefined();
    expect(await stored(accountId, 'OTHER#7')).toBeUndefined();
    expect(await stored(accountId, 'ITEM#8')).toBeDefined();
    const entries = await chain(accountId);
    expect(entries).toHaveLength(29);
    expect(entries.map((e) => e.Object.PaymentId).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 30 }, (_, i) => i).filter((i) => i !== 7),
    );
    expect((await journalStore.head(accountId))?.seq).toBe(29);
  });

  it('never puts two writes of one item in one transaction: appends that share an item go one after the other', async () => {
    const accountId = `journal-${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        transactJournaled(accountId, [event(i)], [put(accountId, 'SHARED'), put(accountId, `OWN#${i}`)]),
      ),
    );
    expect(await chain(accountId)).toHaveLength(10);
  });

  it('fill a transaction from appends that came while the one before was written, keeping the order they came in', async () => {
    const accountId = `journal-${randomUUID()}`;
    const sizes: number[] = [];
    const name = `count-${accountId}`;
    db().middlewareStack.add(
      (next, context) => async (args) => {
        const items = (args.input as { TransactItems?: { Put?: { Item?: { PK?: string } } }[] }).TransactItems;
        if (context.commandName === 'TransactWriteItemsCommand' && items?.[0]?.Put?.Item?.PK === `A#${accountId}`)
          sizes.push(items.length);
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      const append = (i: number) =>
        transactJournaled(accountId, [event(i)], [put(accountId, `ITEM#${i}`), put(accountId, `MORE#${i}`)]);
      // Three items an append with its entry: 33 appends fit a transaction with the head, so the first 40 leave 7
      // that go with the first 26 of the 40 that came while the first 33 were written.
      const first = Array.from({ length: 40 }, (_, i) => append(i));
      await new Promise((resolve) => setImmediate(resolve));
      const later = Array.from({ length: 40 }, (_, i) => append(40 + i));
      await Promise.all([...first, ...later]);
    } finally {
      db().middlewareStack.remove(name);
    }
    expect(sizes).toEqual([100, 100, 43]);
    expect((await chain(accountId)).map((e) => e.Object.PaymentId)).toEqual(Array.from({ length: 80 }, (_, i) => i));
  });
});
