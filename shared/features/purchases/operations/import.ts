import { json } from '../../../http/answers.ts';
import { type FileBody, fileBody } from '../../../http/file-body.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import type { Ports, Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { importPurchase } from '../import.ts';
import { purchaseFileBounds } from '../model.ts';
import { purchaseRecord } from '../present.ts';

const accepts = purchaseFileBounds;

/** Import a supplier's invoice. */
export const purchasesImport = apiOperation({
  name: 'purchases.import',
  method: 'POST',
  path: '/api/purchase/import',
  handler: 'functions/purchases/import.ts',
  // A Factur-X PDF's embedded XML is read with pdf-lib's own build (shared/kernel/pdf-lib.ts).
  readsPdf: true,
  access: 'staff-expenses',
  body: 'file',
  accepts,
  bodyAdapter: fileBody(accepts),
  storedFiles: 'write',
  table: write,
  summary: "Import a supplier's invoice: UBL 2.1, CII D16B (application/xml) or Factur-X PDF, at most 5 MiB",
  tag: 'Purchases',
  success: { kind: 'json', schema: answers.purchase },
  errors: [409],
  run: async (
    { principal, body },
    deps: Pick<Stores, 'catalog' | 'purchases' | 'sequences' | 'suppliers'> & Pick<Ports, 'storedFiles'>,
  ) => {
    const purchase = await importPurchase(deps, principal, body as FileBody);
    return json(purchaseRecord(purchase), { location: `/api/purchase/get/${purchase.purchaseId}` });
  },
});
