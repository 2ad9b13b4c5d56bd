import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { supplierParams } from '../schema.ts';
import { deleteSupplier } from '../service.ts';

/** Delete a supplier that no purchase names. */
export const suppliersDelete = apiOperation({
  name: 'suppliers.delete',
  method: 'DELETE',
  path: '/api/supplier/delete/{id}',
  handler: 'functions/suppliers/delete.ts',
  access: 'staff-expenses',
  body: 'none',
  table: write,
  summary: 'Delete a supplier (409 while purchases name it)',
  tag: 'Purchases',
  params: supplierParams,
  success: yes,
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'suppliers'>) => {
    const { id } = parse(supplierParams, params, 'The path');
    await deleteSupplier(deps, principal, id);
    return text('true');
  },
});
