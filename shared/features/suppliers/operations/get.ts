import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { supplierRecord } from '../present.ts';
import { supplierParams } from '../schema.ts';
import { getSupplier } from '../service.ts';

/** Get a supplier. */
export const suppliersGet = apiOperation({
  name: 'suppliers.get',
  method: 'GET',
  path: '/api/supplier/get/{id}',
  handler: 'functions/suppliers/get.ts',
  access: 'staff-expenses',
  body: 'none',
  table: read,
  summary: 'Get a supplier',
  tag: 'Purchases',
  params: supplierParams,
  success: { kind: 'json', schema: answers.supplier },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'suppliers'>) => {
    const { id } = parse(supplierParams, params, 'The path');
    return json(supplierRecord(await getSupplier(deps, principal, id)));
  },
});
