import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { categoryRecord } from '../present.ts';
import { categoryParams } from '../schema.ts';
import { getCategory } from '../service.ts';

/** Get a category. */
export const catalogGet = apiOperation({
  name: 'catalog.get',
  method: 'GET',
  path: '/api/catalog.svc/get/{id}',
  handler: 'functions/catalog/get.ts',
  access: 'staff-expenses',
  body: 'none',
  table: read,
  summary: 'Get a category',
  tag: 'Catalog',
  params: categoryParams,
  success: { kind: 'json', schema: answers.category },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'catalog'>) => {
    const { id } = parse(categoryParams, params, 'The path');
    return json(categoryRecord(await getCategory(deps, principal, id)));
  },
});
