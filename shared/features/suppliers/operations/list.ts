import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { supplierRecord } from '../present.ts';
import { supplierListQuery } from '../schema.ts';
import { listSuppliers } from '../service.ts';

/** List suppliers. */
export const suppliersList = listOperation({
  name: 'suppliers.list',
  path: '/api/supplier/list',
  handler: 'functions/suppliers/list.ts',
  access: 'staff-expenses',
  summary: 'List suppliers (filter: a part of the name)',
  tag: 'Purchases',
  query: supplierListQuery,
  item: answers.supplier,
  list: 'suppliers',
  read: (deps: Pick<Stores, 'suppliers'>, principal, q, start) =>
    listSuppliers(deps, principal, { name: q.name }, q.limit, start),
  present: supplierRecord,
});
