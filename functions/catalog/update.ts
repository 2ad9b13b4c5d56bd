import { categoryParams, categoryUpdate } from '../../shared/features/catalog/schema.ts';
import { updateCategory } from '../../shared/features/catalog/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('catalog.update', async ({ principal, params, body }) => {
  const { id } = parse(categoryParams, params, 'The path');
  await updateCategory(principal, id, parse(categoryUpdate, body, 'The category'));
  return text('True');
});
