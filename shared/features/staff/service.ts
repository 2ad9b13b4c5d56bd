import type { Principal, Tabs } from '../../access/principal.ts';
import { hashToken, newToken } from '../../access/tokens.ts';
import { invalid, notFound } from '../../kernel/errors.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { withNextId } from '../../kernel/taken-once.ts';
import type { UserItem } from '../accounts/model.ts';
import type { Stores } from '../ports.ts';
import type { StaffInput } from './schema.ts';

const noTabs: Tabs = { Estimates: false, Invoices: false, Expenses: false };

/** The staff record the API answers. */
export const staffRecord = (user: UserItem) => ({
  user_id: user.userId,
  Email: user.email,
  Tabs: user.tabs,
  Clients: user.clients,
});

async function checkClients(deps: Pick<Stores, 'clients'>, principal: Principal, ids: number[]): Promise<void> {
  const live = await deps.clients.liveIds(principal.accountId, ids);
  const unknown = ids.filter((id) => !live.has(id));
  if (unknown.length)
    throw invalid(`Clients names ids that are no client of this account: ${unknown.join(', ')}.`, [
      { field: 'Clients', message: 'names unknown clients' },
    ]);
}

/** Creates a staff user with its token (shown once). */
export async function createStaff(
  deps: Pick<Stores, 'accounts' | 'clients' | 'sequences'>,
  principal: Principal,
  input: StaffInput & { Email: string },
): Promise<{ user_id: number; token: string }> {
  const clients = input.Clients ?? [];
  await checkClients(deps, principal, clients);
  const token = newToken();
  return withNextId(deps.sequences, principal.accountId, 'user', async (userId) => {
    const user: UserItem = {
      userId,
      role: 'staff',
      email: input.Email,
      tabs: { ...noTabs, ...input.Tabs },
      clients,
      tokenHash: hashToken(token),
      createdAt: Date.now(),
      version: 0,
    };
    await deps.accounts.addUser(principal.accountId, principal.company, user);
    return { user_id: userId, token };
  });
}

async function staffUser(deps: Pick<Stores, 'accounts'>, principal: Principal, userId: number): Promise<UserItem> {
  const user = await deps.accounts.user(principal.accountId, userId);
  if (user?.role !== 'staff') throw notFound(`The staff user ${userId}`);
  return user;
}

/** Updates a staff user; the change holds from their next request. */
export async function updateStaff(
  deps: Pick<Stores, 'accounts' | 'clients'>,
  principal: Principal,
  userId: number,
  input: StaffInput,
): Promise<UserItem> {
  if (input.Clients) await checkClients(deps, principal, input.Clients);
  return retryOnConflict(async () => {
    const before = await staffUser(deps, principal, userId);
    const after: UserItem = {
      ...before,
      email: input.Email ?? before.email,
      tabs: { ...before.tabs, ...input.Tabs },
      clients: input.Clients ?? before.clients,
      version: (before.version ?? 0) + 1,
    };
    await deps.accounts.replaceUser(principal.accountId, principal.company, before, after);
    return after;
  });
}

/** Deletes a staff user and their token. */
export async function deleteStaff(deps: Pick<Stores, 'accounts'>, principal: Principal, userId: number): Promise<void> {
  await deps.accounts.removeUser(principal.accountId, await staffUser(deps, principal, userId));
}

/** One page of the account's staff users. */
export const listStaff = (
  deps: Pick<Stores, 'accounts'>,
  principal: Principal,
  limit: number,
  start?: StartKey,
): Promise<Page<UserItem>> => deps.accounts.users(principal.accountId, limit, start);
