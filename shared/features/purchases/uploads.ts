import type { Principal } from '../../access/principal.ts';
import type { Ports } from '../ports.ts';
import { uploadKey } from '../stored-files/port.ts';
import { offerUpload } from '../stored-files/uploads.ts';
import type { PurchaseFileType } from './model.ts';

/** Where a supplier's file sent by link waits for its import: the account's, under the upload's name. */
export const purchaseUploadKey = (accountId: string, upload: string) => uploadKey(accountId, 'purchases', upload);

/**
 * A link to upload a supplier's file straight to the bucket, for one larger than a request carries
 * (a Factur-X PDF past about 4.4 MiB, docs/api.md §18): a PUT of exactly the `Size` bytes of the
 * `Type` declared, for 15 minutes; then `import-attach` with its `Upload` imports it.
 */
export const purchaseUploadLink = (
  deps: Pick<Ports, 'storedFiles'>,
  principal: Principal,
  file: { Type: PurchaseFileType; Size: number },
) => offerUpload(deps, (upload) => purchaseUploadKey(principal.accountId, upload), file);
