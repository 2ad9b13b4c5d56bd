import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { listEntries } from '../entries.ts';
import { entryRecord } from '../present.ts';
import { entryListQuery } from '../schema.ts';

/** List bank entries, newest first; of one status or statement. */
export const bankEntryList = listOperation({
  name: 'bank.entries',
  path: '/api/bank/entry/list',
  handler: 'functions/bank/list.ts',
  access: 'owner',
  summary: 'List bank entries',
  tag: 'Bank',
  query: entryListQuery,
  item: answers.bankEntry,
  list: 'bankentries',
  read: (deps: Pick<Stores, 'bank'>, principal, q, start) =>
    listEntries(deps, principal, { status: q.status, statementId: q.statement_id }, q.limit, start),
  present: entryRecord,
});
