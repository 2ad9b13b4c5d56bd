import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { recurringRecord } from '../present.ts';
import { recurringParams } from '../schema.ts';
import { getRecurring } from '../service.ts';

/** Get a recurring profile. */
export const recurringGet = apiOperation({
  name: 'recurring.get',
  method: 'GET',
  path: '/api/recurring/get/{id}',
  handler: 'functions/recurring/get.ts',
  access: 'staff-invoices',
  body: 'none',
  table: read,
  summary: 'Get a recurring profile',
  tag: 'Recurring',
  params: recurringParams,
  success: { kind: 'json', schema: answers.recurringRecord },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'recurring'>) =>
    json(recurringRecord(await getRecurring(deps, principal, parse(recurringParams, params, 'The path').id))),
});
