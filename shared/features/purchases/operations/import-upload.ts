import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports } from '../../ports.ts';
import { uploadLink } from '../../stored-files/answers.ts';
import { purchaseUpload } from '../schema.ts';
import { purchaseUploadLink } from '../uploads.ts';

/** A link to upload a supplier's file straight to the bucket (a file larger than a request carries). */
export const purchasesImportUpload = apiOperation({
  name: 'purchases.import-upload',
  method: 'POST',
  path: '/api/purchase/import-upload',
  handler: 'functions/purchases/import-upload.ts',
  access: 'staff-expenses',
  body: 'json',
  storedFiles: 'write',
  table: read,
  summary: "A link to upload a supplier's file of up to 5 MiB straight to storage; then import-attach",
  tag: 'Purchases',
  input: purchaseUpload,
  example: { Type: 'application/pdf', Size: 5000000 },
  success: { kind: 'json', schema: uploadLink },
  run: async ({ principal, body }, deps: Pick<Ports, 'storedFiles'>) =>
    json(await purchaseUploadLink(deps, principal, parse(purchaseUpload, body, 'The upload'))),
});
