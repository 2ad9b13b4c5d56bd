import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { purchaseRecord } from '../present.ts';
import { purchaseParams, purchaseUpdate } from '../schema.ts';
import { updatePurchase } from '../service.ts';

/** File a purchase's lines in categories, and keep notes. */
export const purchasesUpdate = apiOperation({
  name: 'purchases.update',
  method: 'PUT',
  path: '/api/purchase/update/{id}',
  handler: 'functions/purchases/update.ts',
  access: 'staff-expenses',
  body: 'json',
  table: write,
  summary: "Set a purchase's line categories and notes (the supplier's figures never change)",
  tag: 'Purchases',
  params: purchaseParams,
  input: purchaseUpdate,
  example: { Lines: [{ Category: 'Fournitures' }], Notes: 'Vérifiée' },
  success: { kind: 'json', schema: answers.purchase },
  errors: [404],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'catalog' | 'purchases'>) => {
    const { id } = parse(purchaseParams, params, 'The path');
    return json(purchaseRecord(await updatePurchase(deps, principal, id, parse(purchaseUpdate, body, 'The update'))));
  },
});
