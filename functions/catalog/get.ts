import { categoryRecord } from '../../shared/features/catalog/present.ts';
import { categoryParams } from '../../shared/features/catalog/schema.ts';
import { getCategory } from '../../shared/features/catalog/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('catalog.get', async ({ principal, params }) => {
  const { id } = parse(categoryParams, params, 'The path');
  return json(categoryRecord(await getCategory(principal, id)));
});
