import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { exportsStore } from '../../shared/adapters/dynamodb/exports-store.ts';
import { s3ExportFiles } from '../../shared/adapters/s3/export-files.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { exportGet } from '../../shared/features/exports/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(exportGet, {
  ...apiPorts,
  exports: exportsStore,
  queue: sqsQueue,
  exportFiles: s3ExportFiles,
});
