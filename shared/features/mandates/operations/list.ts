import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { mandateRecord } from '../present.ts';
import { mandateListQuery } from '../schema.ts';
import { listMandates } from '../service.ts';

/** List mandates. */
export const mandatesList = apiOperation({
  name: 'mandates.list',
  method: 'GET',
  path: '/api/mandate/list',
  handler: 'functions/mandates/list.ts',
  access: 'owner',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List SEPA Direct Debit mandates, oldest first',
  tag: 'Direct debit',
  query: mandateListQuery,
  success: { kind: 'page', item: answers.mandate },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'mandates'>) => {
    const q = parse(mandateListQuery, query, 'The query');
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'mandates', query: q },
      (start) => listMandates(deps, principal, q.limit, start),
      mandateRecord,
    );
  },
});
