import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { transferRecord } from '../present.ts';
import { transferCreate } from '../schema.ts';
import { createTransfer } from '../transfers.ts';

/** Make a SEPA credit transfer file paying purchases. */
export const purchasesTransferCreate = apiOperation({
  name: 'purchases.transfer-create',
  method: 'POST',
  path: '/api/purchase/transfer/create',
  handler: 'functions/purchases/transfer-create.ts',
  access: 'staff-expenses',
  body: 'json',
  storedFiles: 'write',
  table: write,
  summary: 'Make a SEPA credit transfer file (pain.001.001.09) paying approved purchases',
  tag: 'Purchases',
  input: transferCreate,
  example: { Purchases: [12, 13], ExecutionDate: '2026-04-15' },
  success: { kind: 'json', schema: answers.transfer },
  errors: [404, 409],
  run: async (
    { principal, body },
    deps: Pick<Stores, 'accounts' | 'purchases' | 'sequences' | 'suppliers' | 'work'> & Pick<Ports, 'storedFiles'>,
  ) => {
    const transfer = await createTransfer(deps, principal, parse(transferCreate, body, 'The transfer'));
    const record = transferRecord(transfer);
    return json(record, { location: record.Url });
  },
});
