import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { mandateRecord } from '../present.ts';
import { mandateParams } from '../schema.ts';
import { revokeMandate } from '../service.ts';

/** Revoke a mandate. */
export const mandatesRevoke = apiOperation({
  name: 'mandates.revoke',
  method: 'PUT',
  path: '/api/mandate/action/revoke/{id}',
  handler: 'functions/mandates/revoke.ts',
  access: 'owner',
  body: 'none',
  table: write,
  summary: 'Revoke a SEPA Direct Debit mandate: nothing more is collected under it',
  tag: 'Direct debit',
  params: mandateParams,
  success: { kind: 'json', schema: answers.mandate },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'mandates'>) => {
    const { id } = parse(mandateParams, params, 'The path');
    return json(mandateRecord(await revokeMandate(deps, principal, id)));
  },
});
