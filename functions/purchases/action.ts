import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesAction } from '../../shared/features/purchases/operations/action.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(purchasesAction, {
  ...changePorts,
  purchases: purchasesStore,
  sequences: sequencesStore,
  storedFiles: s3StoredFiles,
});
