import { categoryFilter } from '../../shared/features/catalog/schema.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { listCategoryPage } from '../../shared/http/catalog-pages.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('catalog.filter', async (request) =>
  listCategoryPage(request, parse(categoryFilter, request.body, 'The filter') ?? {}),
);
