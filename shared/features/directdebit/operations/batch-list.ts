import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { listedBatchRecord } from '../present.ts';
import { batchListQuery } from '../schema.ts';
import { listBatches } from '../service.ts';

/** List direct debit batches. */
export const directDebitBatchList = listOperation({
  name: 'directdebit.batch-list',
  path: '/api/directdebit/batch/list',
  handler: 'functions/directdebit/batch-list.ts',
  access: 'owner',
  summary: 'List SEPA direct debit batches, newest first',
  tag: 'Direct debit',
  query: batchListQuery,
  item: answers.listedBatch,
  list: 'directdebitbatches',
  read: (deps: Pick<Stores, 'directDebits'>, principal, q, start) => listBatches(deps, principal, q.limit, start),
  present: listedBatchRecord,
});
