import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import { Conflict } from '../../kernel/errors.ts';
import type { Ports } from '../ports.ts';

/** The fake `accounts` port of the unit tests: in memory, keeping the promises the services rely on. */
export const accountsFake = (world: FakeWorld): Ports['accounts'] => ({
  async create(accountId, company, currency, owner) {
    if ([...world.accounts.values()].some((a) => a.company.toLowerCase() === company.toLowerCase())) {
      throw new Conflict('taken', `The company name "${company}" is taken.`);
    }
    world.accounts.set(accountId, { company, currency });
    world.users.insert(`${accountId}/${owner.userId}`, owner, 'user');
  },
  async time(accountId) {
    const offset = world.clocks.get(accountId);
    const zone = world.profiles.get(accountId)?.profile.TimeZone;
    return { clockOffsetMs: offset ?? 0, simulated: offset !== undefined, timeZone: zone || 'UTC' };
  },
  async reminders(accountId) {
    const found = world.reminders.get(accountId);
    const through = world.reminderRuns.get(accountId)?.through;
    return found && { ...copy(found), ...(through ? { through } : {}) };
  },
  async setReminders(accountId, { through: _readOnly, ...settings }, next) {
    world.reminders.set(accountId, copy(settings));
    if (settings.Enabled && next) world.reminderRuns.set(accountId, { ...next });
  },
  async advanceReminders(accountId, next) {
    const run = world.reminderRuns.get(accountId);
    if (world.reminders.get(accountId)?.Enabled && run && run.through < next.through)
      world.reminderRuns.set(accountId, next);
  },
  async remindersDue(at) {
    return [...world.reminderRuns.entries()]
      .filter(([accountId, run]) => world.reminders.get(accountId)?.Enabled && run.dueAt <= at)
      .map(([accountId]) => accountId);
  },
  async moveClock(accountId, fromOffsetMs, offsetMs) {
    if (!world.accounts.has(accountId) || (world.clocks.get(accountId) ?? 0) !== fromOffsetMs)
      throw new Conflict('changed');
    world.clocks.set(accountId, offsetMs);
  },
  async accountIdOf(company) {
    return [...world.accounts.entries()].find(([, a]) => a.company === company)?.[0];
  },
  async account(accountId) {
    return world.accounts.get(accountId);
  },
  async profile(accountId) {
    const found = world.profiles.get(accountId);
    const { company = '', currency = '' } = world.accounts.get(accountId) ?? {};
    return world.accounts.has(accountId)
      ? {
          ...(found ? copy(found) : { profile: {}, version: 0 }),
          company,
          currency,
          ...(world.logos.has(accountId) ? { logo: copy(world.logos.get(accountId)!.info) } : {}),
        }
      : undefined;
  },
  async setProfile(accountId, profile, version) {
    if ((world.profiles.get(accountId)?.version ?? 0) !== version) throw new Conflict('changed');
    world.profiles.set(accountId, { profile: copy(profile), version: version + 1 });
  },
  async setLogo(accountId, next, previous) {
    if (world.logos.get(accountId)?.info.Hash !== previous?.Hash) throw new Conflict('changed');
    if (next) world.logos.set(accountId, { info: copy(next.info), bytes: new Uint8Array(next.bytes) });
    else world.logos.delete(accountId);
  },
  async logoBytes(accountId, info) {
    const logo = world.logos.get(accountId);
    return logo?.info.Hash === info.Hash ? new Uint8Array(logo.bytes) : undefined;
  },
  async user(accountId, userId) {
    return world.users.get(`${accountId}/${userId}`);
  },
  async principal(tokenHash) {
    return world.tokens.get(tokenHash);
  },
  async replaceToken(accountId, _company, user, tokenHash) {
    world.users.replace(`${accountId}/${user.userId}`, user, { ...user, tokenHash });
  },
  async addUser(accountId, _company, user) {
    world.users.insert(`${accountId}/${user.userId}`, user, 'user');
  },
  async replaceUser(accountId, _company, before, after) {
    world.users.replace(`${accountId}/${after.userId}`, before, after);
  },
  async removeUser(accountId, user) {
    world.users.items.delete(`${accountId}/${user.userId}`);
  },
  async users(accountId) {
    return page(
      [...world.users.items.entries()]
        .filter(([k, u]) => k.startsWith(`${accountId}/`) && u.role === 'staff')
        .map(([, u]) => copy(u)),
    );
  },
});

/** The fake `sequences` port of the unit tests: in memory, keeping the promises the services rely on. */
export const sequencesFake = (world: FakeWorld): Ports['sequences'] => ({
  async next(accountId, kind, count = 1) {
    const value = (world.sequences.get(`${accountId}/${kind}`) ?? 0) + count;
    world.sequences.set(`${accountId}/${kind}`, value);
    return value;
  },
  async head(accountId, kind) {
    return {
      seq: world.sequences.get(`${accountId}/${kind}`) ?? 0,
      lastDate: world.seriesDates.get(`${accountId}/${kind}`) ?? '',
    };
  },
  async giveBack(accountId, kind, value) {
    if (world.sequences.get(`${accountId}/${kind}`) === value) world.sequences.set(`${accountId}/${kind}`, value - 1);
  },
});
