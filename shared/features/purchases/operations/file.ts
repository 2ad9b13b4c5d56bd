import { storedFileOrLinkAnswer } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import { purchaseFileTypes } from '../model.ts';
import { purchaseParams } from '../schema.ts';
import { purchaseFile } from '../service.ts';

/** A purchase's file, as the supplier sent it (over 4 MiB, a link to it). */
export const purchasesFile = apiOperation({
  name: 'purchases.file',
  method: 'GET',
  path: '/api/purchase/file/{id}',
  handler: 'functions/purchases/file.ts',
  access: 'staff-expenses',
  body: 'none',
  storedFiles: 'read',
  table: read,
  summary: "A purchase's file, byte for byte as it came",
  tag: 'Purchases',
  params: purchaseParams,
  success: { kind: 'file', types: purchaseFileTypes, linked: true },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'purchases'> & Pick<Ports, 'storedFiles'>) => {
    const { id } = parse(purchaseParams, params, 'The path');
    return storedFileOrLinkAnswer(await purchaseFile(deps, principal, id));
  },
});
