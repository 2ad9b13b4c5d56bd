import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { documentsShare } from '../../shared/features/sharing/operations/share.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(documentsShare, {
  ...changePorts,
  documents: documentsStore,
  shares: sharesStore,
});
