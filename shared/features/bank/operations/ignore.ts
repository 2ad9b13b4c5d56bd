import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { getEntry, ignoreEntry } from '../entries.ts';
import { entryRecord } from '../present.ts';
import { entryParams } from '../schema.ts';

/** Set a bank entry aside: it records nothing. */
export const bankEntryIgnore = apiOperation({
  name: 'bank.ignore',
  method: 'PUT',
  path: '/api/bank/entry/action/ignore/{id}',
  handler: 'functions/bank/ignore.ts',
  access: 'owner',
  body: 'none',
  table: write,
  summary: 'Ignore a bank entry',
  tag: 'Bank',
  params: entryParams,
  success: { kind: 'json', schema: answers.bankEntry },
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'bank'>) => {
    const { id } = parse(entryParams, params, 'The path');
    await ignoreEntry(deps, principal, id);
    return json(entryRecord(await getEntry(deps, principal, id)));
  },
});
