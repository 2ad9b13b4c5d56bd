import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { decideOnPurchase } from '../decide.ts';
import { purchaseRecord } from '../present.ts';
import { purchaseActionBody, purchaseActionParams } from '../schema.ts';

/** The buyer's decision on a purchase. */
export const purchasesAction = apiOperation({
  name: 'purchases.action',
  method: 'PUT',
  path: '/api/purchase/action/{action}/{id}',
  handler: 'functions/purchases/action.ts',
  access: 'staff-expenses',
  body: 'optional-json',
  storedFiles: 'write',
  table: write,
  summary: 'Approve, partly approve, dispute, suspend or refuse a purchase (with a Reason of the reform)',
  tag: 'Purchases',
  params: purchaseActionParams,
  input: purchaseActionBody,
  example: { Reason: 'QTE_ERR', Comment: 'Quantité livrée : 8' },
  success: { kind: 'json', schema: answers.purchase },
  errors: [404, 409],
  run: async (
    { principal, params, body },
    deps: Pick<Stores, 'accounts' | 'purchases' | 'sequences'> & Pick<Ports, 'storedFiles'>,
  ) => {
    const { action, id } = parse(purchaseActionParams, params, 'The path');
    const input = parse(purchaseActionBody, body, 'The body') ?? {};
    return json(purchaseRecord(await decideOnPurchase(deps, principal, id, action, input)));
  },
});
