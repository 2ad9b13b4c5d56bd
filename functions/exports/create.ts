import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { exportsStore } from '../../shared/adapters/dynamodb/exports-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { exportCreate } from '../../shared/features/exports/operations/create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(exportCreate, {
  ...changePorts,
  sequences: sequencesStore,
  exports: exportsStore,
  queue: sqsQueue,
});
