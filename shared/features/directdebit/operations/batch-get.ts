import { storedFileAnswer } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import { batchParams } from '../schema.ts';
import { batchFile } from '../service.ts';

/** A direct debit file, to hand to the bank. */
export const directDebitBatchGet = apiOperation({
  name: 'directdebit.batch-get',
  method: 'GET',
  path: '/api/directdebit/batch/get/{id}',
  handler: 'functions/directdebit/batch-get.ts',
  access: 'owner',
  body: 'none',
  storedFiles: 'read',
  table: read,
  summary: 'A SEPA direct debit file, as it was made',
  tag: 'Direct debit',
  params: batchParams,
  success: { kind: 'file', types: ['application/xml'] },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'directDebits'> & Pick<Ports, 'storedFiles'>) => {
    const { id } = parse(batchParams, params, 'The path');
    const file = await batchFile(deps, principal, id);
    return storedFileAnswer(file.bytes, file.type);
  },
});
