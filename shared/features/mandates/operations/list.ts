import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { mandateRecord } from '../present.ts';
import { mandateListQuery } from '../schema.ts';
import { listMandates } from '../service.ts';

/** List mandates. */
export const mandatesList = listOperation({
  name: 'mandates.list',
  path: '/api/mandate/list',
  handler: 'functions/mandates/list.ts',
  access: 'owner',
  summary: 'List SEPA Direct Debit mandates, oldest first',
  tag: 'Direct debit',
  query: mandateListQuery,
  item: answers.mandate,
  list: 'mandates',
  read: (deps: Pick<Stores, 'mandates'>, principal, q, start) => listMandates(deps, principal, q.limit, start),
  present: mandateRecord,
});
