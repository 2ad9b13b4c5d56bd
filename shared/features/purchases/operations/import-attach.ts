import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { importUploadedPurchase } from '../import.ts';
import { purchaseRecord } from '../present.ts';
import { purchaseUploadTaken } from '../schema.ts';

/** Import the supplier's file sent with an import upload's link. */
export const purchasesImportAttach = apiOperation({
  name: 'purchases.import-attach',
  method: 'POST',
  path: '/api/purchase/import-attach',
  handler: 'functions/purchases/import-attach.ts',
  // A Factur-X PDF's embedded XML is read with pdf-lib's own build (shared/kernel/pdf-lib.ts).
  readsPdf: true,
  access: 'staff-expenses',
  body: 'json',
  storedFiles: 'write',
  table: write,
  summary: "Import the supplier's file uploaded with an import-upload's link, as import takes one in the body",
  tag: 'Purchases',
  input: purchaseUploadTaken,
  example: { Upload: 'q3x8TzV0bW9sZWN1bGVzAA' },
  success: { kind: 'json', schema: answers.purchase },
  errors: [409],
  run: async (
    { principal, body },
    deps: Pick<Stores, 'catalog' | 'purchases' | 'sequences' | 'suppliers'> & Pick<Ports, 'storedFiles'>,
  ) => {
    const { Upload } = parse(purchaseUploadTaken, body, 'The attach');
    const purchase = await importUploadedPurchase(deps, principal, Upload);
    return json(purchaseRecord(purchase), { location: `/api/purchase/get/${purchase.purchaseId}` });
  },
});
