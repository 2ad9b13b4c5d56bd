import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { mandateRecord } from '../present.ts';
import { mandateParams } from '../schema.ts';
import { getMandate } from '../service.ts';

/** Get a mandate. */
export const mandatesGet = apiOperation({
  name: 'mandates.get',
  method: 'GET',
  path: '/api/mandate/get/{id}',
  handler: 'functions/mandates/get.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: 'Get a SEPA Direct Debit mandate',
  tag: 'Direct debit',
  params: mandateParams,
  success: { kind: 'json', schema: answers.mandate },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'mandates'>) => {
    const { id } = parse(mandateParams, params, 'The path');
    return json(mandateRecord(await getMandate(deps, principal, id)));
  },
});
