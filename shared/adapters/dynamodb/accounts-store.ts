import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Principal } from '../../access/principal.ts';
import type { UserItem } from '../../features/accounts/model.ts';
import type { Logo, LogoInfo } from '../../features/profile/logo.ts';
import type { Profile } from '../../features/profile/model.ts';
import type { ReminderRun, ReminderSettings } from '../../features/reminders/model.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { accountItem, accountUpdate, transactWithAccount, updateAccount, writingAccount } from './account-item.ts';
import { dueAccounts } from './due-index.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { queryPage } from './query.ts';
import { changed, conditional, taken, transact } from './transactions.ts';
import { workMarkerItem } from './work-store.ts';

/** The most bytes of a logo one item holds: a 512 KiB logo is two items, each far below DynamoDB's 400 KB. */
const LOGO_PART_BYTES = 300_000;
const logoParts = (info: LogoInfo) => Math.ceil(info.Bytes / LOGO_PART_BYTES);

const tokenItem = (accountId: string, company: string, user: UserItem) => ({
  ...keys.token(user.tokenHash),
  kind: 'token',
  accountId,
  company,
  userId: user.userId,
  role: user.role,
  tabs: user.tabs,
  clients: user.clients,
});

/** Accounts, users and tokens in DynamoDB. */
export const accountsStore = {
  async create(accountId: string, company: string, currency: string, owner: UserItem): Promise<void> {
    await writingAccount(accountId, () =>
      conditional(
        () =>
          transact([
            {
              Put: {
                TableName: table(),
                Item: { ...keys.companyName(company), kind: 'company', accountId },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Put: {
                TableName: table(),
                Item: {
                  ...keys.account(accountId),
                  kind: 'account',
                  accountId,
                  company,
                  currency,
                  createdAt: owner.createdAt,
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            // Staff user ids continue after the owner's.
            { Put: { TableName: table(), Item: { ...keys.sequence(accountId, 'user'), value: owner.userId } } },
            { Put: { TableName: table(), Item: { ...keys.user(accountId, owner.userId), kind: 'user', ...owner } } },
            { Put: { TableName: table(), Item: tokenItem(accountId, company, owner) } },
          ]),
        (index) => (index === 0 ? taken(`The company name "${company}"`)() : changed()),
      ),
    );
  },

  async accountIdOf(company: string): Promise<string | undefined> {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.companyName(company), ConsistentRead: true }),
    );
    return out.Item?.accountId as string | undefined;
  },

  async time(accountId: string) {
    const item = await accountItem(accountId);
    const offset = item?.clockOffsetMs as number | undefined;
    const zone = (item?.profile as { TimeZone?: string } | undefined)?.TimeZone;
    return { clockOffsetMs: offset ?? 0, simulated: offset !== undefined, timeZone: zone || 'UTC' };
  },

  async reminders(accountId: string) {
    const item = await accountItem(accountId);
    const settings = item?.reminders as ReminderSettings | undefined;
    const through = item?.remindedThrough as string | undefined;
    return settings && { ...settings, ...(through ? { through } : {}) };
  },

  // `through` is an attribute of its own: a settings change never moves back what a run moved on.
  async setReminders(accountId: string, { through: _readOnly, ...settings }: ReminderSettings, next?: ReminderRun) {
    const due = next && keys.remindersDue(accountId, next.dueAt);
    const update = !settings.Enabled
      ? 'SET reminders = :r REMOVE GSI3PK, GSI3SK'
      : due
        ? 'SET reminders = :r, remindedThrough = :t, GSI3PK = :pk, GSI3SK = :sk'
        : 'SET reminders = :r';
    await updateAccount(accountId, update, 'attribute_exists(PK)', {
      ':r': settings,
      ...(settings.Enabled && due ? { ':t': next.through, ':pk': due.GSI3PK, ':sk': due.GSI3SK } : {}),
    });
  },

  async advanceReminders(accountId: string, next: ReminderRun) {
    await conditional(
      () =>
        updateAccount(
          accountId,
          'SET remindedThrough = :t, GSI3SK = :sk',
          // Turned off meanwhile, or moved further by another run: leave it.
          'reminders.Enabled = :on AND remindedThrough < :t',
          { ':t': next.through, ':sk': keys.remindersDue(accountId, next.dueAt).GSI3SK, ':on': true },
        ),
      () => undefined,
    );
  },

  remindersDue: (at: number, limit: number) => dueAccounts('REMDUE', new Date(at).toISOString(), limit),

  async moveClock(accountId: string, fromOffsetMs: number, offsetMs: number, runBy: number) {
    // The clock and the run it makes due, in one write: a lost message of the run only delays it.
    await transactWithAccount(accountId, [
      accountUpdate(accountId, {
        UpdateExpression: 'SET clockOffsetMs = :to',
        // Two moves at once: the second one, read before the first, is refused rather than moving back.
        ConditionExpression:
          'attribute_exists(PK) AND (clockOffsetMs = :from OR (attribute_not_exists(clockOffsetMs) AND :from = :zero))',
        ExpressionAttributeValues: { ':from': fromOffsetMs, ':to': offsetMs, ':zero': 0 },
      }),
      { item: workMarkerItem({ kind: 'accountrun', accountId, ref: 'clock', deadline: runBy }), refused: changed },
    ]);
  },

  async account(accountId: string): Promise<{ company: string; currency: string } | undefined> {
    // A worker's fan-out of every stream batch reads it: as before, no consistent read outside a request.
    const item = await accountItem(accountId, { consistent: false });
    return item
      ? { company: item.company as string, currency: (item.currency as string | undefined) ?? 'EUR' }
      : undefined;
  },

  async profile(accountId: string) {
    const item = await accountItem(accountId);
    return item
      ? {
          profile: (item.profile ?? {}) as Partial<Profile>,
          version: Number(item.profileVersion ?? 0),
          company: item.company as string,
          currency: item.currency as string,
          ...(item.logo ? { logo: item.logo as LogoInfo } : {}),
        }
      : undefined;
  },

  async setLogo(accountId: string, next: Logo | undefined, previous: LogoInfo | undefined) {
    const parts = (info: LogoInfo) =>
      Array.from({ length: logoParts(info) }, (_, n) => keys.logoPart(accountId, info.Hash, n));
    await transactWithAccount(accountId, [
      accountUpdate(accountId, {
        UpdateExpression: next ? 'SET logo = :next' : 'REMOVE logo',
        ConditionExpression: previous ? 'logo.#hash = :previous' : 'attribute_not_exists(logo)',
        ...(previous ? { ExpressionAttributeNames: { '#hash': 'Hash' } } : {}),
        ...(next || previous
          ? {
              ExpressionAttributeValues: {
                ...(next ? { ':next': next.info } : {}),
                ...(previous ? { ':previous': previous.Hash } : {}),
              },
            }
          : {}),
      }),
      ...(next && next.info.Hash !== previous?.Hash
        ? parts(next.info).map((key, n) => ({
            item: {
              Put: {
                TableName: table(),
                Item: {
                  ...key,
                  kind: 'logo',
                  data: next.bytes.subarray(n * LOGO_PART_BYTES, (n + 1) * LOGO_PART_BYTES),
                },
              },
            },
            refused: changed,
          }))
        : []),
      ...(previous && previous.Hash !== next?.info.Hash
        ? parts(previous).map((key) => ({ item: { Delete: { TableName: table(), Key: key } }, refused: changed }))
        : []),
    ]);
  },

  async logoBytes(accountId: string, info: LogoInfo) {
    const parts = await Promise.all(
      Array.from({ length: logoParts(info) }, (_, n) =>
        db().send(
          new GetCommand({ TableName: table(), Key: keys.logoPart(accountId, info.Hash, n), ConsistentRead: true }),
        ),
      ),
    );
    if (parts.some((part) => !part.Item)) return undefined;
    return Buffer.concat(parts.map((part) => part.Item!.data as Uint8Array));
  },

  async setProfile(accountId: string, profile: Profile, version: number) {
    await conditional(
      () =>
        updateAccount(
          accountId,
          'SET profile = :p, profileVersion = :next',
          'attribute_exists(PK) AND (attribute_not_exists(profileVersion) OR profileVersion = :v)',
          { ':p': profile, ':v': version, ':next': version + 1 },
        ),
      changed,
    );
  },

  async user(accountId: string, userId: number): Promise<UserItem | undefined> {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.user(accountId, userId), ConsistentRead: true }),
    );
    return out.Item as UserItem | undefined;
  },

  /** The caller behind a token hash. Read consistently, so a revoked token fails at once. */
  async principal(tokenHash: string): Promise<Principal | undefined> {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.token(tokenHash), ConsistentRead: true }),
    );
    const item = out.Item;
    if (!item) return undefined;
    return {
      accountId: item.accountId,
      company: item.company,
      userId: item.userId,
      role: item.role,
      tabs: item.tabs,
      clients: item.clients ?? [],
    };
  },

  /** Gives a user a new token; the old one stops working in the same write. */
  async replaceToken(accountId: string, company: string, user: UserItem, tokenHash: string): Promise<void> {
    await transact([
      { Delete: { TableName: table(), Key: keys.token(user.tokenHash) } },
      { Put: { TableName: table(), Item: tokenItem(accountId, company, { ...user, tokenHash }) } },
      {
        Update: {
          TableName: table(),
          Key: keys.user(accountId, user.userId),
          UpdateExpression: 'SET tokenHash = :new',
          ConditionExpression: 'tokenHash = :old',
          ExpressionAttributeValues: { ':new': tokenHash, ':old': user.tokenHash },
        },
      },
    ]);
  },

  /** Adds a user with its token. */
  async addUser(accountId: string, company: string, user: UserItem): Promise<void> {
    await transact([
      {
        Put: {
          TableName: table(),
          Item: { ...keys.user(accountId, user.userId), kind: 'user', ...user },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: table(),
          Item: tokenItem(accountId, company, user),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
  },

  /** Rewrites a user and the grants its token carries, in one write: a change holds from the next request (Conflict `changed` when the user changed since read). */
  async replaceUser(accountId: string, company: string, before: UserItem, after: UserItem): Promise<void> {
    await conditional(
      () =>
        transact([
          {
            Put: {
              TableName: table(),
              Item: { ...keys.user(accountId, after.userId), kind: 'user', ...after },
              ConditionExpression: 'tokenHash = :token AND #version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':token': before.tokenHash, ':version': before.version ?? 0 },
            },
          },
          { Put: { TableName: table(), Item: tokenItem(accountId, company, after) } },
        ]),
      changed,
    );
  },

  /** Removes a user and its token together: the token fails from the next request on. */
  async removeUser(accountId: string, user: UserItem): Promise<void> {
    await transact([
      { Delete: { TableName: table(), Key: keys.user(accountId, user.userId) } },
      { Delete: { TableName: table(), Key: keys.token(user.tokenHash) } },
    ]);
  },

  users(accountId: string, limit: number, start?: StartKey): Promise<Page<UserItem>> {
    return queryPage(
      {
        partition: { attribute: 'PK', value: keys.account(accountId).PK },
        sort: { attribute: 'SK', prefix: keys.userPrefix },
        filters: [{ kind: '=', attribute: 'role', value: 'staff' }],
        limit,
        start,
        ascending: true,
      },
      (item) => item as unknown as UserItem,
    );
  },
};
