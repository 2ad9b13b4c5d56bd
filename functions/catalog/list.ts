import { listCategoryPage } from '../../shared/catalog/pages.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler('catalog.list', async (request) => listCategoryPage(request, {}));
