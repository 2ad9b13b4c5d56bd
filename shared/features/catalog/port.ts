/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Category } from './model.ts';
import type { CategoryFilter } from './schema.ts';

/** Catalog categories, by unique Name. */
export interface CatalogPort {
  /** Conflict `taken` when the Name is held. */
  insert(category: Category): Promise<void>;
  get(accountId: string, name: string): Promise<Category | undefined>;
  /** Conflict `changed` when another write came first. */
  replace(before: Category, after: Category): Promise<void>;
  remove(before: Category, deletedAt: number): Promise<void>;
  list(
    accountId: string,
    folder: Category['folder'],
    filter: CategoryFilter,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Category>>;
}
