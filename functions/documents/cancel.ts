import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { documentsCancel } from '../../shared/features/documents/operations/cancel.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(documentsCancel, {
  ...changePorts,
  sequences: sequencesStore,
  documents: documentsStore,
});
