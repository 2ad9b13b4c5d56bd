import { categoryRecord } from '../features/catalog/present.ts';
import { type CategoryFilter, categoryListQuery } from '../features/catalog/schema.ts';
import { listCategories } from '../features/catalog/service.ts';
import type { Stores } from '../features/ports.ts';
import { parse } from '../kernel/validation.ts';
import type { ApiRequest } from './operation.ts';
import { listAnswer } from './pages.ts';

/** A page of the catalog, for both the plain list and the filtered one (paging in the query, the filter part of the list). */
export async function listCategoryPage(
  deps: Pick<Stores, 'catalog'>,
  { principal, query, event }: ApiRequest,
  filter: CategoryFilter,
) {
  const q = parse(categoryListQuery, query, 'The query');
  return listAnswer(
    event,
    principal.accountId,
    { kind: 'catalog', query: { ...q, filter } },
    (start) => listCategories(deps, principal, q.folder, filter, q.limit, start),
    categoryRecord,
  );
}
