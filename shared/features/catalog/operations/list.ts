import { listCategoryPage } from '../../../http/catalog-pages.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { categoryListQuery } from '../schema.ts';

/** List categories. */
export const catalogList = apiOperation({
  name: 'catalog.list',
  method: 'GET',
  path: '/api/catalog.svc/list',
  handler: 'functions/catalog/list.ts',
  access: 'staff-expenses',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List categories',
  tag: 'Catalog',
  query: categoryListQuery,
  success: { kind: 'page', item: answers.category },
  run: async (request, deps: Pick<Stores, 'catalog'>) => listCategoryPage(deps, request, {}),
});
