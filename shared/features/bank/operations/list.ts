import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { listEntries } from '../entries.ts';
import { entryRecord } from '../present.ts';
import { entryListQuery } from '../schema.ts';

/** List bank entries, newest first; of one status or statement. */
export const bankEntryList = apiOperation({
  name: 'bank.entries',
  method: 'GET',
  path: '/api/bank/entry/list',
  handler: 'functions/bank/list.ts',
  access: 'owner',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List bank entries',
  tag: 'Bank',
  query: entryListQuery,
  success: { kind: 'page', item: answers.bankEntry },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'bank'>) => {
    const q = parse(entryListQuery, query, 'The query');
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'bankentries', query: q },
      (start) => listEntries(deps, principal, { status: q.status, statementId: q.statement_id }, q.limit, start),
      entryRecord,
    );
  },
});
