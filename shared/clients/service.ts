import { mayReachClient, type Principal } from '../auth/principal.ts';
import { conflict, notFound, serviceUnavailable } from '../errors.ts';
import type { Page, StartKey } from '../pagination.ts';
import { retryOnConflict, WRITE_ATTEMPTS } from '../optimistic.ts';
import { clientsStore, ReferenceTaken, type ClientFilters } from '../store/clients-store.ts';
import { nextInSequence } from '../store/sequences.ts';
import type { Client, Folder } from './model.ts';
import { applyClientInput, newClient } from './rules.ts';
import type { ClientInput } from './schema.ts';
import { clientSearch } from './search.ts';

const referenceTaken = (reference: string) =>
  conflict(`The Reference "${reference}" belongs to another client.`, [{ field: 'Reference', message: 'is taken' }]);

export async function createClient(principal: Principal, input: ClientInput): Promise<Client> {
  // Ids of contacts and addresses are the service's to assign on create.
  const fresh = {
    ...input,
    Contacts: input.Contacts?.map(({ id: _id, ...c }) => c),
    Addresses: input.Addresses?.map(({ id: _id, ...a }) => a),
  };
  for (let attempt = 1; ; attempt += 1) {
    const clientId = await nextInSequence(principal.accountId, 'client');
    const client = applyClientInput(newClient(principal.accountId, clientId, Date.now(), principal.userId), fresh);
    try {
      await clientsStore.insert(client, clientSearch(client));
      return client;
    } catch (error) {
      if (!(error instanceof ReferenceTaken)) throw error;
      // A Reference the caller chose is theirs to change; a generated one we simply skip past.
      if (input.Reference !== undefined) throw referenceTaken(client.Reference);
      if (attempt >= WRITE_ATTEMPTS) throw serviceUnavailable();
    }
  }
}

/** A live client the principal may see, or 404 (also for another account's or a deleted one). */
export async function getClient(principal: Principal, clientId: number): Promise<Client> {
  const client = await clientsStore.get(principal.accountId, clientId);
  if (!client || client.folder === 'deleted' || !mayReachClient(principal, clientId)) throw notFound(`The client ${clientId}`);
  return client;
}

const rewrite = (principal: Principal, clientId: number, change: (c: Client) => Client): Promise<Client> =>
  retryOnConflict(async () => {
    const before = await getClient(principal, clientId);
    const after = { ...change(before), version: before.version + 1, updatedBy: principal.userId };
    try {
      await clientsStore.replace(before, after, clientSearch(after));
    } catch (error) {
      throw error instanceof ReferenceTaken ? referenceTaken(after.Reference) : error;
    }
    return after;
  });

export const updateClient = (principal: Principal, clientId: number, input: ClientInput) =>
  rewrite(principal, clientId, (c) => applyClientInput(c, input));

/** Soft delete: the client leaves get and the default list, and frees its Reference. */
export const deleteClient = (principal: Principal, clientId: number) =>
  rewrite(principal, clientId, (c) => ({ ...c, folder: 'deleted' }));

export async function listClients(
  principal: Principal,
  folder: Folder,
  filters: ClientFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<Client>> {
  if (principal.role === 'staff') {
    // Staff see only their assigned clients (at most 100, so one IN filter holds them).
    if (!principal.clients.length) return { items: [] };
    return clientsStore.list(principal.accountId, folder, { ...filters, clientIds: principal.clients }, limit, start);
  }
  return clientsStore.list(principal.accountId, folder, filters, limit, start);
}
