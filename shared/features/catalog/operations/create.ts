import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { categoryCreate } from '../schema.ts';
import { createCategory } from '../service.ts';

/** Create a category. */
export const catalogCreate = apiOperation({
  name: 'catalog.create',
  method: 'POST',
  path: '/api/catalog/create',
  handler: 'functions/catalog/create.ts',
  access: 'staff-expenses',
  body: 'json',
  table: write,
  summary: 'Create a category',
  tag: 'Catalog',
  input: categoryCreate,
  example: { Name: 'Consulting day', Type: 'service', Price: 750, Currency: 'EUR', VAT: 20, CategoryName: 'Services' },
  success: { kind: 'true', word: 'True', located: true },
  errors: [409],
  run: async ({ principal, body }, deps: Pick<Stores, 'catalog'>) => {
    const category = await createCategory(deps, principal, parse(categoryCreate, body, 'The category'));
    return text('True', { location: `/api/catalog.svc/get/${encodeURIComponent(category.Name)}` });
  },
});
