import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { getEntry } from '../entries.ts';
import { entryRecord } from '../present.ts';
import { entryParams } from '../schema.ts';

/** Get a bank entry. */
export const bankEntryGet = apiOperation({
  name: 'bank.entry',
  method: 'GET',
  path: '/api/bank/entry/get/{id}',
  handler: 'functions/bank/get.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: 'Get a bank entry',
  tag: 'Bank',
  params: entryParams,
  success: { kind: 'json', schema: answers.bankEntry },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'bank'>) =>
    json(entryRecord(await getEntry(deps, principal, parse(entryParams, params, 'The path').id))),
});
