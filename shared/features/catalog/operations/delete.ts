import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { categoryParams } from '../schema.ts';
import { deleteCategory } from '../service.ts';

/** Delete a category. */
export const catalogDelete = apiOperation({
  name: 'catalog.delete',
  method: 'DELETE',
  path: '/api/catalog.svc/delete/{id}',
  handler: 'functions/catalog/delete.ts',
  access: 'owner',
  body: 'none',
  table: write,
  summary: 'Delete a category',
  tag: 'Catalog',
  params: categoryParams,
  success: yes,
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'catalog'>) => {
    const { id } = parse(categoryParams, params, 'The path');
    await deleteCategory(deps, principal, id);
    return text('true');
  },
});
