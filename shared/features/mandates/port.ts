/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Mandate } from './model.ts';

/** SEPA Direct Debit mandates, each client's active one found by the client. */
export interface MandatesPort {
  /** A new mandate, made its client's active one. */
  insert(mandate: Mandate): Promise<void>;
  get(accountId: string, mandateId: number): Promise<Mandate | undefined>;
  /** Conflict `changed` when another write came first. A revoked mandate stops being its client's active one. */
  replace(before: Mandate, after: Mandate): Promise<void>;
  list(accountId: string, limit: number, start?: StartKey): Promise<Page<Mandate>>;
  /** The client's active mandate: its latest, unless revoked. */
  activeFor(accountId: string, clientId: number): Promise<Mandate | undefined>;
}
