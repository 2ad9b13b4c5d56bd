import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { supplierParams, supplierUpdate } from '../schema.ts';
import { updateSupplier } from '../service.ts';

/** Update a supplier: the fields sent. */
export const suppliersUpdate = apiOperation({
  name: 'suppliers.update',
  method: 'PUT',
  path: '/api/supplier/update/{id}',
  handler: 'functions/suppliers/update.ts',
  access: 'staff-expenses',
  body: 'json',
  table: write,
  summary: 'Update a supplier (the fields sent)',
  tag: 'Purchases',
  params: supplierParams,
  input: supplierUpdate,
  example: { Currency: 'EUR' },
  success: yes,
  errors: [404, 409],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'catalog' | 'sequences' | 'suppliers'>) => {
    const { id } = parse(supplierParams, params, 'The path');
    await updateSupplier(deps, principal, id, parse(supplierUpdate, body, 'The supplier'));
    return text('true');
  },
});
