import { mayReachClient } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { notFound, takenAs } from '../../kernel/errors.ts';
import { insertUnique, retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { withNextId } from '../../kernel/taken-once.ts';
import type { Stores } from '../ports.ts';
import { type Client, type ClientFilters, clientName, type Folder } from './model.ts';
import { applyClientInput, newClient, withClientId } from './rules.ts';
import type { ClientInput } from './schema.ts';
import { clientSearch } from './search.ts';

const referenceTaken = (reference: string) => `The Reference "${reference}" belongs to another client.`;

/** Creates a client with the next client_id; a chosen Reference that is taken is 409, a generated one is drawn again. */
export async function createClient(
  deps: Pick<Stores, 'clients' | 'sequences'>,
  principal: Principal,
  input: ClientInput,
): Promise<Client> {
  // Ids of contacts and addresses are the service's to assign on create.
  const fresh = {
    ...input,
    Contacts: input.Contacts?.map(({ id: _id, ...c }) => c),
    Addresses: input.Addresses?.map(({ id: _id, ...a }) => a),
  };
  // The content is held to its rules before an id is taken: a create refused for what it says
  // leaves the account's sequence as it was.
  const shaped = applyClientInput(newClient(principal.accountId, 0, Date.now(), principal.userId), fresh);
  // A Reference the caller chose is theirs to change; a generated one (made of the id) is skipped
  // past. A create refused otherwise gives its id back.
  return insertUnique(
    () =>
      withNextId(
        deps.sequences,
        principal.accountId,
        'client',
        async (clientId) => {
          const client = withClientId(shaped, clientId, input.Reference);
          await deps.clients.insert(client, clientSearch(client));
          return client;
        },
        input.Reference === undefined,
      ),
    input.Reference,
    'Reference',
    referenceTaken(input.Reference ?? ''),
  );
}

/** A live client the principal may see, or 404 (also for another account's or a deleted one). */
export async function getClient(
  deps: Pick<Stores, 'clients'>,
  principal: Principal,
  clientId: number,
): Promise<Client> {
  const client = await deps.clients.get(principal.accountId, clientId);
  if (!client || client.folder === 'deleted' || !mayReachClient(principal, clientId))
    throw notFound(`The client ${clientId}`);
  return client;
}

const rewrite = (
  deps: Pick<Stores, 'clients'>,
  principal: Principal,
  clientId: number,
  change: (c: Client) => Client,
): Promise<Client> =>
  retryOnConflict(async () => {
    const before = await getClient(deps, principal, clientId);
    const after = { ...change(before), version: before.version + 1, updatedBy: principal.userId };
    await takenAs(
      () => deps.clients.replace(before, after, clientSearch(after)),
      'Reference',
      referenceTaken(after.Reference),
    );
    return after;
  });

/** Updates a client (partial; sent lists replace), keeping its Reference unique. */
export const updateClient = (
  deps: Pick<Stores, 'clients'>,
  principal: Principal,
  clientId: number,
  input: ClientInput,
) => rewrite(deps, principal, clientId, (c) => applyClientInput(c, input));

/** Soft delete: the client leaves get and the default list, and frees its Reference. */
export const deleteClient = (deps: Pick<Stores, 'clients'>, principal: Principal, clientId: number) =>
  rewrite(deps, principal, clientId, (c) => ({ ...c, folder: 'deleted' }));

/** One page of a folder's clients; staff see only their assigned ones. */
export async function listClients(
  deps: Pick<Stores, 'clients'>,
  principal: Principal,
  folder: Folder,
  filters: ClientFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<Client>> {
  if (principal.role === 'staff') {
    // Staff see only their assigned clients (at most 100, so one IN filter holds them).
    if (!principal.clients.length) return { items: [] };
    return deps.clients.list(principal.accountId, folder, { ...filters, clientIds: principal.clients }, limit, start);
  }
  return deps.clients.list(principal.accountId, folder, filters, limit, start);
}

/**
 * A reader of clients' names by client_id, for a report or a file that names many: each page's
 * unknown ids read in one batch, each client once however often it is named; '' for none.
 */
export function clientNames(deps: Pick<Stores, 'clients'>, accountId: string) {
  const known = new Map<number, string>();
  return async (ids: (number | undefined)[]) => {
    const missing = [...new Set(ids.filter((id): id is number => id !== undefined && !known.has(id)))];
    if (missing.length) {
      for (const id of missing) known.set(id, '');
      for (const client of await deps.clients.many(accountId, missing)) known.set(client.clientId, clientName(client));
    }
    return (id: number | undefined) => (id === undefined ? '' : (known.get(id) ?? ''));
  };
}
