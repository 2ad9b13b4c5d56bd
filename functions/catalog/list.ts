import { apiHandler } from '../../shared/http/api-handler.ts';
import { listCategoryPage } from '../../shared/http/catalog-pages.ts';

export const handler = apiHandler('catalog.list', async (request) => listCategoryPage(request, {}));
