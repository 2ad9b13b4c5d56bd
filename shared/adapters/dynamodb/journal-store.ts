import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { appended, sortedKeys } from '../../features/audit/chain.ts';
import type { JournalEntry, JournalEvent, JournalHead } from '../../features/audit/model.ts';
import type { JournalPort } from '../../features/audit/port.ts';
import { Busy } from '../../kernel/errors.ts';
import { currentRequest } from '../../kernel/request-scope.ts';
import { jitter, pause } from '../../kernel/retry.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { type Condition, queryAllUnder, queryPage } from './query.ts';
import { changed, conditional, type Guarded, transact, transactGuarded, wereWritten } from './transactions.ts';

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
      // Another append moved the head: the chain is made again (never answered to a caller).
      refused: changed,
    },
    ...entries.map((entry) => ({
      item: {
        Put: {
          TableName: table(),
          Item: { ...keys.journalEntry(accountId, entry.Seq), kind: 'journalEntry', ...entry },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: changed,
    })),
  ];
  return { head, items };
}

/**
 * Writes `parts` and, in the same transaction, the journal entries of `events` chained after the
 * account's head (docs/api.md §22): all or nothing, so no event is without its entry and no entry
 * without its event. When another append came first only the chain is read and made again; a
 * refusal of `parts` throws what its item says, as `transactGuarded`.
 *
 * The head is one item, so the appends of one account in this process go in turn: concurrent
 * ones would only refuse each other. Outside a request (a worker: the bank import's
 * payments), the appends waiting for their turn go together, as many as one transaction holds,
 * chained in the order they came: one write for many (docs/performance.md). A request's append
 * (an API operation's, a public page's or webhook's) goes alone, in its own transaction, which
 * its Idempotency-Key's claim joins when it has one.
 */
export function transactJournaled(accountId: string, events: JournalEvent[], parts: Guarded[]): Promise<void> {
  if (!events.length) return transactGuarded(parts);
  return new Promise<void>((resolve, reject) => {
    const append: Append = { events, parts, resolve, reject, size: sizeOf(events, parts) };
    if (currentRequest()) {
      void inTurn(accountId, () => appendTogether(accountId, [append]));
      return;
    }
    const queue = waiting.get(accountId);
    if (queue) return void queue.push(append);
    waiting.set(accountId, [append]);
    void inTurn(accountId, () => drain(accountId));
  });
}

/** An append waiting for its turn, and how its caller hears of it. */
interface Append {
  events: JournalEvent[];
  parts: Guarded[];
  resolve: () => void;
  reject: (error: unknown) => void;
  /** Its items' size as JSON: a transaction holds 4 MB at most. */
  size: number;
}

/** The items one transaction holds (DynamoDB's limit), the head among them. */
const MOST_ITEMS = 100;
/** What the items of one transaction may weigh, below DynamoDB's 4 MB with room for the chain. */
const MOST_BYTES = 3_000_000;

const sizeOf = (events: JournalEvent[], parts: Guarded[]) =>
  JSON.stringify(events).length * 2 + parts.reduce((sum, p) => sum + JSON.stringify(p.item).length, 0);

/** The workers' appends of each account waiting for their turn. */
const waiting = new Map<string, Append[]>();

/** Each account's turns in this process: an append starts when the one before has ended. */
const turns = new Map<string, Promise<void>>();
async function inTurn(accountId: string, run: () => Promise<void>): Promise<void> {
  const before = turns.get(accountId) ?? Promise.resolve();
  let done!: () => void;
  const mine = new Promise<void>((resolve) => {
    done = resolve;
  });
  const last = before.then(() => mine);
  turns.set(accountId, last);
  await before;
  try {
    await run();
  } finally {
    done();
    if (turns.get(accountId) === last) turns.delete(accountId);
  }
}

/**
 * The waiting appends of an account, written a transaction's worth at a time, in the order they
 * came. A group that the appends taken here leave short is filled from those that came since
 * (waiting for the next turn), which would otherwise leave the chain's next step short too.
 */
async function drain(accountId: string): Promise<void> {
  const queue = waiting.get(accountId) ?? [];
  waiting.delete(accountId);
  while (queue.length) await appendTogether(accountId, takeGroup(queue, waiting.get(accountId) ?? []));
}

/** The key of a transaction item: two items of one transaction may not name the same key. */
function keyOf(item: Guarded['item']): string {
  const key = (item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key) as
    | Record<string, unknown>
    | undefined;
  return `${String(key?.PK)}\u0000${String(key?.SK)}`;
}

/**
 * The first appends of the queues, in order, that fit one transaction together (at least one),
 * taken off them: a later queue's only once the ones before are empty, so the chain keeps the
 * order they came in.
 */
function takeGroup(...queues: Append[][]): Append[] {
  const group: Append[] = [];
  const keys = new Set<string>();
  let items = 1;
  let bytes = 0;
  for (const queue of queues)
    while (queue.length) {
      const next = queue[0]!;
      const own = next.parts.map((p) => keyOf(p.item));
      const fits =
        items + next.parts.length + next.events.length <= MOST_ITEMS &&
        bytes + next.size <= MOST_BYTES &&
        own.every((key) => !keys.has(key));
      if (group.length && !fits) return group;
      group.push(queue.shift()!);
      for (const key of own) keys.add(key);
      items += next.parts.length + next.events.length;
      bytes += next.size;
    }
  return group;
}

/**
 * Writes the appends of `group` and their entries in one transaction. When another process
 * moved the head, the chain is made again from the new one; an append whose own item is
 * refused is answered with what that item says and left out, and the others go again. Every
 * append of the group is answered; this never throws.
 */
async function appendTogether(accountId: string, group: Append[]): Promise<void> {
  let members = group;
  let known = lastHeads.get(accountId);
  try {
    for (let attempt = 1; members.length; attempt += 1) {
      if (attempt > APPEND_ATTEMPTS) throw new Busy();
      const { head, items: chain } = chainItems(
        accountId,
        known ?? (await readHead(accountId)),
        members.flatMap((m) => m.events),
      );
      const owners = members.flatMap((m) => m.parts.map(() => m));
      const items = [...members.flatMap((m) => m.parts), ...chain];
      const failed = await conditional(
        async () => {
          await transact(items.map((g) => g.item));
          return undefined;
        },
        (at) => at,
      );
      if (failed === undefined) {
        remember(accountId, head);
        wereWritten(items);
        for (const m of members) m.resolve();
        return;
      }
      const owner = owners[failed];
      if (owner) {
        owner.reject(refusal(items[failed]!));
        members = members.filter((m) => m !== owner);
        continue;
      }
      lastHeads.delete(accountId);
      // The head this process knew was stale: read it at once; a lost race waits a little first.
      if (known) known = undefined;
      else await pause(jitter(4)(Math.min(attempt, 5)));
    }
  } catch (error) {
    for (const m of members) m.reject(error);
  }
}

/** What a refused item throws, caught to be handed to the append it belongs to. */
function refusal(item: Guarded): unknown {
  try {
    return item.refused();
  } catch (error) {
    return error;
  }
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
  range(accountId, first, last) {
    const sk = (seq: number) => keys.journalEntry(accountId, seq).SK;
    return queryAllUnder(keys.journalHead(accountId).PK, { from: sk(first), to: sk(last) }, entryOf, last - first + 1);
  },
  head: readHead,
};
