import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3ExportFiles } from '../../shared/adapters/s3/export-files.ts';
import type { ExportMessage } from '../../shared/features/exports/model.ts';
import { failExport, runExport } from '../../shared/features/exports/service.ts';
import { log } from '../../shared/kernel/log.ts';
import { queueWorker } from '../../shared/kernel/queue-worker.ts';

const deps = { ...dynamoStores, exportFiles: s3ExportFiles };

/**
 * One export job a message: its file written to the bucket, page by page, and the job marked
 * done (docs/exports.md). A failure is tried again; the last try marks the job failed.
 */
export const handler = queueWorker(async (record) => {
  const message = JSON.parse(record.body) as ExportMessage;
  try {
    const job = await runExport(deps, message);
    log.info('export written', { ...message, rows: job?.rows, skipped: job?.skipped });
  } catch (error) {
    log.error('export failed', error, { ...message, messageId: record.messageId });
    const attempt = Number(record.attributes.ApproximateReceiveCount ?? 1);
    // The last try marks the job failed: the message is done with, not received again.
    if (!(await failExport(dynamoStores, message, attempt).catch(() => false))) throw error;
  }
});
