import { categoryCreate } from '../../shared/features/catalog/schema.ts';
import { createCategory } from '../../shared/features/catalog/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('catalog.create', async ({ principal, body }) => {
  const category = await createCategory(principal, parse(categoryCreate, body, 'The category'));
  return text('True', { location: `/api/catalog.svc/get/${encodeURIComponent(category.Name)}` });
});
