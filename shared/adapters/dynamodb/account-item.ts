/**
 * The account item: read once a request (its clock, profile and settings as one snapshot), and
 * every write of it forgetting the request's copy.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { currentRequest, type RequestScope } from '../../kernel/request-scope.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { changed, type Guarded, transactGuarded } from './transactions.ts';

/** The account item as stored: its attributes by name. */
export type AccountItem = Record<string, unknown>;

/** The account item; consistently by default: what a request reads after a write must be that write. */
const readAccountItem = async (accountId: string, consistent = true): Promise<AccountItem | undefined> =>
  (await db().send(new GetCommand({ TableName: table(), Key: keys.account(accountId), ConsistentRead: consistent })))
    .Item;

/** The account item each request read, by account: its clock, profile and settings are read once a request. */
const readInRequest = new WeakMap<RequestScope, Map<string, Promise<AccountItem | undefined>>>();

/**
 * The account item, read once per request: an operation that wants the clock and the profile
 * (a document's creation, a shared page) reads it once, as one snapshot. Every write of it by
 * the accounts' store forgets the request's copy, so a read after a write, or after a write
 * refused for a version, reads afresh. Each caller gets a copy of its own. Workers run outside
 * any request: they read each time, consistently unless `consistent` is false.
 */
export async function accountItem(accountId: string, { consistent = true } = {}): Promise<AccountItem | undefined> {
  const scope = currentRequest();
  if (!scope) return readAccountItem(accountId, consistent);
  const reads = readInRequest.get(scope) ?? new Map<string, Promise<AccountItem | undefined>>();
  readInRequest.set(scope, reads);
  let read = reads.get(accountId);
  if (!read) {
    const started = readAccountItem(accountId);
    // A failed read is forgotten, unless a write forgot it already and a later read took its place.
    started.catch(() => reads.get(accountId) === started && reads.delete(accountId));
    reads.set(accountId, (read = started));
  }
  const item = await read;
  return item && structuredClone(item);
}

/** A write of the account item: the request's copy is forgotten whatever became of it. */
export async function writingAccount<T>(accountId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    const scope = currentRequest();
    if (scope) readInRequest.get(scope)?.delete(accountId);
  }
}

/** An update of the account item, under `condition`. */
export const updateAccount = (accountId: string, update: string, condition: string, values: Record<string, unknown>) =>
  writingAccount(accountId, () =>
    db().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.account(accountId),
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
      }),
    ),
  );

/** An update of the account item in a transaction; refused when another write came first. */
export const accountUpdate = (
  accountId: string,
  update: Omit<NonNullable<Guarded['item']['Update']>, 'TableName' | 'Key'>,
): Guarded => ({
  item: { Update: { TableName: table(), Key: keys.account(accountId), ...update } },
  refused: changed,
});

/** A transaction that writes the account item (among others): the request's copy forgotten. */
export const transactWithAccount = (accountId: string, items: Guarded[]) =>
  writingAccount(accountId, () => transactGuarded(items));
