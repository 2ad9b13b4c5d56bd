import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { purchaseRecord } from '../present.ts';
import { purchaseParams } from '../schema.ts';
import { getPurchase } from '../service.ts';

/** Get a purchase. */
export const purchasesGet = apiOperation({
  name: 'purchases.get',
  method: 'GET',
  path: '/api/purchase/get/{id}',
  handler: 'functions/purchases/get.ts',
  access: 'staff-expenses',
  body: 'none',
  table: read,
  summary: 'Get a purchase',
  tag: 'Purchases',
  params: purchaseParams,
  success: { kind: 'json', schema: answers.purchase },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'purchases'>) => {
    const { id } = parse(purchaseParams, params, 'The path');
    return json(purchaseRecord(await getPurchase(deps, principal, id)));
  },
});
