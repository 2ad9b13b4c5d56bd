import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { exportsStore } from '../../shared/adapters/dynamodb/exports-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { exportCreate } from '../../shared/features/exports/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(exportCreate, {
  ...apiPorts,
  sequences: sequencesStore,
  exports: exportsStore,
  queue: sqsQueue,
});
