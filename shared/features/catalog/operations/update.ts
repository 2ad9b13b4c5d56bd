import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yesCapital } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { categoryParams, categoryUpdate } from '../schema.ts';
import { updateCategory } from '../service.ts';

/** Update a category. */
export const catalogUpdate = apiOperation({
  name: 'catalog.update',
  method: 'PUT',
  path: '/api/catalog.svc/update/{id}',
  handler: 'functions/catalog/update.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: 'Update a category',
  tag: 'Catalog',
  params: categoryParams,
  input: categoryUpdate,
  example: { Price: 800 },
  success: yesCapital,
  errors: [404, 409],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'catalog'>) => {
    const { id } = parse(categoryParams, params, 'The path');
    await updateCategory(deps, principal, id, parse(categoryUpdate, body, 'The category'));
    return text('True');
  },
});
