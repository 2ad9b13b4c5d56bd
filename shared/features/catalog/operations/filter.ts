import { listCategoryPage } from '../../../http/catalog-pages.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { categoryFilter, categoryListQuery } from '../schema.ts';

/** List categories matching a filter. */
export const catalogFilter = apiOperation({
  name: 'catalog.filter',
  method: 'POST',
  path: '/api/catalog.svc/list',
  handler: 'functions/catalog/filter.ts',
  access: 'staff-expenses',
  body: 'optional-json',
  usesSigningKey: true,
  table: read,
  summary: 'List categories matching a filter',
  tag: 'Catalog',
  query: categoryListQuery,
  input: categoryFilter,
  example: { Type: 'service', Price_Low: 100, Price_High: 1000 },
  success: { kind: 'page', item: answers.category },
  run: async (request, deps: Pick<Stores, 'catalog'>) =>
    listCategoryPage(deps, request, parse(categoryFilter, request.body, 'The filter') ?? {}),
});
