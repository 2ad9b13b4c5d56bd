/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port). The movements
 * themselves are written by the documents' store, in the write that issues, credits or cancels.
 */
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { StockMovement } from './model.ts';

/** An inventory entry's stock movements. */
export interface StockPort {
  /** One page of an entry's movements, newest first. */
  movements(accountId: string, name: string, limit: number, start?: StartKey): Promise<Page<StockMovement>>;
}
