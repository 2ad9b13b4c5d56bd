import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { getEntry, matchEntry } from '../entries.ts';
import { entryRecord } from '../present.ts';
import { entryParams, matchInput } from '../schema.ts';

/** Match a bank entry to an invoice by hand: its payment recorded as any payment is. */
export const bankEntryMatch = apiOperation({
  name: 'bank.match',
  method: 'PUT',
  path: '/api/bank/entry/action/match/{id}',
  handler: 'functions/bank/match.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: 'Match a bank entry to an invoice',
  tag: 'Bank',
  params: entryParams,
  input: matchInput,
  example: { Invoice: 'INV-0001' },
  success: { kind: 'json', schema: answers.bankEntry },
  errors: [404, 409],
  run: async (
    { principal, params, body },
    deps: Pick<Stores, 'accounts' | 'bank' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  ) => {
    const { id } = parse(entryParams, params, 'The path');
    await matchEntry(deps, principal, id, parse(matchInput, body, 'The match').Invoice);
    return json(entryRecord(await getEntry(deps, principal, id)));
  },
});
