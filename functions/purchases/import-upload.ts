import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesImportUpload } from '../../shared/features/purchases/operations/import-upload.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(purchasesImportUpload, {
  ...changePorts,
  storedFiles: s3StoredFiles,
});
