import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { supplierRecord } from '../present.ts';
import { supplierListQuery } from '../schema.ts';
import { listSuppliers } from '../service.ts';

/** List suppliers. */
export const suppliersList = apiOperation({
  name: 'suppliers.list',
  method: 'GET',
  path: '/api/supplier/list',
  handler: 'functions/suppliers/list.ts',
  access: 'staff-expenses',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List suppliers (filter: a part of the name)',
  tag: 'Purchases',
  query: supplierListQuery,
  success: { kind: 'page', item: answers.supplier },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'suppliers'>) => {
    const q = parse(supplierListQuery, query, 'The query');
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'suppliers', query: q },
      (start) => listSuppliers(deps, principal, { name: q.name }, q.limit, start),
      supplierRecord,
    );
  },
});
