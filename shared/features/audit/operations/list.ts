import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { journalQuery } from '../schema.ts';
import { listJournal } from '../service.ts';

/** The account's journal: what it can prove, chained entry to entry. */
export const auditList = apiOperation({
  name: 'audit.list',
  method: 'GET',
  path: '/api/audit/list',
  handler: 'functions/audit/list.ts',
  access: 'owner',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: "The account's audit journal, oldest entry first",
  tag: 'Audit',
  query: journalQuery,
  success: { kind: 'page', item: answers.journalEntry },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'journal'>) => {
    const q = parse(journalQuery, query, 'The query');
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'journal', query: q },
      (start) => listJournal(deps, principal, { kind: q.kind, from: q.from, to: q.to }, q.limit, start),
      (entry) => entry,
    );
  },
});
