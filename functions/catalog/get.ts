import { categoryRecord } from '../../shared/catalog/present.ts';
import { categoryParams } from '../../shared/catalog/schema.ts';
import { getCategory } from '../../shared/catalog/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('catalog.get', async ({ principal, params }) => {
  const { id } = parse(categoryParams, params, 'The path');
  return json(categoryRecord(await getCategory(principal, id)));
});
