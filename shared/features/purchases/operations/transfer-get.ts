import { storedFileAnswer } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import { transferFile } from '../payments.ts';
import { transferParams } from '../schema.ts';

/** A transfer file, to hand to the bank. */
export const purchasesTransferGet = apiOperation({
  name: 'purchases.transfer-get',
  method: 'GET',
  path: '/api/purchase/transfer/get/{id}',
  handler: 'functions/purchases/transfer-get.ts',
  access: 'staff-expenses',
  body: 'none',
  storedFiles: 'read',
  table: read,
  summary: 'A SEPA credit transfer file, as it was made',
  tag: 'Purchases',
  params: transferParams,
  success: { kind: 'file', types: ['application/xml'] },
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'purchases'> & Pick<Ports, 'storedFiles'>) => {
    const { id } = parse(transferParams, params, 'The path');
    const file = await transferFile(deps, principal, id);
    return storedFileAnswer(file.bytes, file.type);
  },
});
