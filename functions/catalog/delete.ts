import { categoryParams } from '../../shared/features/catalog/schema.ts';
import { deleteCategory } from '../../shared/features/catalog/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('catalog.delete', async ({ principal, params }) => {
  const { id } = parse(categoryParams, params, 'The path');
  await deleteCategory(principal, id);
  return text('true');
});
