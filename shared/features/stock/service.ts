import type { Principal } from '../../access/principal.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { getCategory } from '../catalog/service.ts';
import type { Stores } from '../ports.ts';
import type { StockMovement } from './model.ts';

/** One page of an entry's stock movements, newest first; 404 when the account has no such entry. */
export async function listMovements(
  deps: Pick<Stores, 'catalog' | 'stock'>,
  principal: Principal,
  name: string,
  limit: number,
  start?: StartKey,
): Promise<Page<StockMovement>> {
  await getCategory(deps, principal, name);
  return deps.stock.movements(principal.accountId, name, limit, start);
}
