import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { documentsUnshare } from '../../shared/features/sharing/operations/unshare.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(documentsUnshare, {
  ...changePorts,
  documents: documentsStore,
  shares: sharesStore,
});
