import { categoryRecord } from '../catalog/present.ts';
import { type CategoryFilter, categoryListQuery } from '../catalog/schema.ts';
import { listCategories } from '../catalog/service.ts';
import { decodeCursor } from '../pagination.ts';
import { parse } from '../validation.ts';
import type { ApiRequest } from './api-handler.ts';
import { pageAnswer } from './pages.ts';

/** A page of the catalog, for both the plain list and the filtered one (paging in the query). */
export async function listCategoryPage({ principal, query, event }: ApiRequest, filter: CategoryFilter) {
  const { limit, cursor, folder } = parse(categoryListQuery, query, 'The query');
  // The filter is part of the list a cursor belongs to.
  const list = `catalog:${folder}:${JSON.stringify(filter)}`;
  const page = await listCategories(principal, folder, filter, limit, decodeCursor(principal.accountId, list, cursor));
  return pageAnswer(event, principal.accountId, list, { items: page.items.map(categoryRecord), next: page.next });
}
