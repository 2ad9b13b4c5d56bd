import { catalogCreate } from './create.ts';
import { catalogDelete } from './delete.ts';
import { catalogFilter } from './filter.ts';
import { catalogGet } from './get.ts';
import { catalogList } from './list.ts';
import { catalogUpdate } from './update.ts';

/** The catalog feature's API operations (shared/operations.ts lists every feature's). */
export const catalogOperations = [
  catalogCreate,
  catalogGet,
  catalogUpdate,
  catalogDelete,
  catalogList,
  catalogFilter,
] as const;
