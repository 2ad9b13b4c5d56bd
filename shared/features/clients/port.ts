/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Client, ClientFilters, Folder as ClientFolder, ClientSearch } from './model.ts';

/** Clients, their unique References, and their lists. */
export interface ClientsPort {
  /** Conflict `taken` when the Reference is held. */
  insert(client: Client, search: ClientSearch): Promise<void>;
  get(accountId: string, clientId: number): Promise<Client | undefined>;
  /** Conflict `changed` when another write came first; `taken` when a new Reference is held. */
  replace(before: Client, after: Client, search: ClientSearch): Promise<void>;
  list(
    accountId: string,
    folder: ClientFolder,
    filters: ClientFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Client>>;
  byReference(accountId: string, reference: string): Promise<Client | undefined>;
  liveIds(accountId: string, ids: number[]): Promise<Set<number>>;
  /** The clients of these ids that exist (in any folder), in one batched read. */
  many(accountId: string, ids: number[]): Promise<Client[]>;
}
