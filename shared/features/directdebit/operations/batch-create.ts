import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { batchRecord } from '../present.ts';
import { batchCreate } from '../schema.ts';
import { createBatch } from '../service.ts';

/** Make a SEPA direct debit file collecting the invoices due. */
export const directDebitBatchCreate = apiOperation({
  name: 'directdebit.batch-create',
  method: 'POST',
  path: '/api/directdebit/batch/create',
  handler: 'functions/directdebit/batch-create.ts',
  access: 'owner',
  body: 'json',
  storedFiles: 'write',
  // The checkouts it closes are opened with the account's sealed provider key.
  usesSigningKey: true,
  table: write,
  summary: 'Make a SEPA direct debit file (pain.008.001.08) collecting the direct-debit invoices due',
  tag: 'Direct debit',
  input: batchCreate,
  example: { CollectionDate: '2026-04-15' },
  success: { kind: 'json', schema: answers.batch },
  errors: [409],
  run: async (
    { principal, body },
    deps: Pick<
      Stores,
      'accounts' | 'clients' | 'directDebits' | 'documents' | 'mandates' | 'providerRecords' | 'sequences' | 'work'
    > &
      Pick<Ports, 'paymentProvider' | 'storedFiles'>,
  ) => {
    const batch = await createBatch(deps, principal, parse(batchCreate, body, 'The batch'));
    const record = batchRecord(batch);
    return json(record, { location: record.Url });
  },
});
