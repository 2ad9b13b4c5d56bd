import { categoryRecord } from '../catalog/present.ts';
import { type CategoryFilter, categoryListQuery } from '../catalog/schema.ts';
import { listCategories } from '../catalog/service.ts';
import { parse } from '../validation.ts';
import type { ApiRequest } from './api-handler.ts';
import { listAnswer } from './pages.ts';

/** A page of the catalog, for both the plain list and the filtered one (paging in the query, the filter part of the list). */
export async function listCategoryPage({ principal, query, event }: ApiRequest, filter: CategoryFilter) {
  const q = parse(categoryListQuery, query, 'The query');
  return listAnswer(
    event,
    principal.accountId,
    { kind: 'catalog', query: { ...q, filter } },
    (start) => listCategories(principal, q.folder, filter, q.limit, start),
    categoryRecord,
  );
}
