import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { appended, sortedKeys } from '../../features/audit/chain.ts';
import type { JournalEntry, JournalEvent, JournalHead } from '../../features/audit/model.ts';
import type { JournalPort } from '../../features/audit/port.ts';
import { Busy } from '../../kernel/errors.ts';
import { jitter, pause } from '../../kernel/retry.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { type Condition, queryPage } from './query.ts';
import { type Guarded, transactGuarded } from './transactions.ts';

/** How many times an append reads the head again after another append came first. */
const APPEND_ATTEMPTS = 80;

/**
 * The heads this process appended last, by account: a next append chains to it without reading it
 * first (the write is conditional on it, so a head another process moved is read then). Bounded.
 */
const lastHeads = new Map<string, JournalHead>();
const HEADS_KEPT = 1000;
function remember(accountId: string, head: JournalHead) {
  lastHeads.delete(accountId);
  lastHeads.set(accountId, head);
  if (lastHeads.size > HEADS_KEPT) lastHeads.delete(lastHeads.keys().next().value!);
}

/** Thrown when the head moved between its read and the write: the entries are chained again. */
class HeadMoved extends Error {}
const headMoved = (): never => {
  throw new HeadMoved();
};

async function readHead(accountId: string): Promise<JournalHead | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: table(), Key: keys.journalHead(accountId), ConsistentRead: true }),
  );
  return out.Item
    ? { seq: out.Item.seq as number, hash: out.Item.hash as string, at: out.Item.at as string }
    : undefined;
}

/** The head written over the one read (new only if there was none), and each entry at its free Seq. */
function chainItems(
  accountId: string,
  before: JournalHead | undefined,
  events: JournalEvent[],
): { head: JournalHead; items: Guarded[] } {
  const { entries, head } = appended(before, events, new Date());
  const items: Guarded[] = [
    {
      item: {
        Put: {
          TableName: table(),
          Item: { ...keys.journalHead(accountId), kind: 'journalHead', ...head },
          ...(before
            ? { ConditionExpression: 'seq = :seq', ExpressionAttributeValues: { ':seq': before.seq } }
            : { ConditionExpression: 'attribute_not_exists(PK)' }),
        },
      },
      refused: headMoved,
    },
    ...entries.map((entry) => ({
      item: {
        Put: {
          TableName: table(),
          Item: { ...keys.journalEntry(accountId, entry.Seq), kind: 'journalEntry', ...entry },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: headMoved,
    })),
  ];
  return { head, items };
}

/**
 * Writes `parts` and, in the same transaction, the journal entries of `events` chained after the
 * account's head (docs/api.md §22): all or nothing, so no event is without its entry and no entry
 * without its event. When another append came first only the chain is read and made again; a
 * refusal of `parts` throws what its item says, as `transactGuarded`.
 */
export async function transactJournaled(accountId: string, events: JournalEvent[], parts: Guarded[]): Promise<void> {
  if (!events.length) return transactGuarded(parts);
  let known = lastHeads.get(accountId);
  for (let attempt = 1; attempt <= APPEND_ATTEMPTS; attempt += 1) {
    const { head, items } = chainItems(accountId, known ?? (await readHead(accountId)), events);
    try {
      await transactGuarded([...parts, ...items]);
      remember(accountId, head);
      return;
    } catch (error) {
      if (!(error instanceof HeadMoved)) throw error;
      lastHeads.delete(accountId);
      // The head this process knew was stale: read it at once; a lost race waits a little first.
      if (known) known = undefined;
      else await pause(jitter(4)(Math.min(attempt, 5)));
    }
  }
  throw new Busy();
}

const entryOf = (item: Record<string, unknown>): JournalEntry => ({
  Seq: item.Seq as number,
  At: item.At as string,
  Kind: item.Kind as JournalEntry['Kind'],
  Object: sortedKeys(item.Object) as JournalEntry['Object'],
  Digest: item.Digest as string,
  Previous: (item.Previous as string | null | undefined) ?? null,
  Hash: item.Hash as string,
});

/** The journal in DynamoDB (docs/data-model.md): its entries by Seq under the account, and its head. */
export const journalStore: JournalPort = {
  list(accountId, filters, limit, start) {
    const conditions: Condition[] = [];
    if (filters.kind) conditions.push({ kind: '=', attribute: 'Kind', value: filters.kind });
    if (filters.from) conditions.push({ kind: '>=', attribute: 'At', value: filters.from });
    if (filters.to) conditions.push({ kind: '<=', attribute: 'At', value: filters.to });
    return queryPage(
      {
        partition: { attribute: 'PK', value: keys.journalHead(accountId).PK },
        sort: { attribute: 'SK', prefix: keys.journalPrefix },
        filters: conditions,
        limit,
        start,
        ascending: true,
      },
      entryOf,
    );
  },
  head: readHead,
};
