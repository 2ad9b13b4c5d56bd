import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { journalQuery } from '../schema.ts';
import { listJournal } from '../service.ts';

/** The account's journal: what it can prove, chained entry to entry. */
export const auditList = listOperation({
  name: 'audit.list',
  path: '/api/audit/list',
  handler: 'functions/audit/list.ts',
  access: 'owner',
  summary: "The account's audit journal, oldest entry first",
  tag: 'Audit',
  query: journalQuery,
  item: answers.journalEntry,
  list: 'journal',
  read: (deps: Pick<Stores, 'journal'>, principal, q, start) =>
    listJournal(deps, principal, { kind: q.kind, from: q.from, to: q.to }, q.limit, start),
  present: (entry) => entry,
});
