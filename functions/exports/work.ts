import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { s3ExportFiles } from '../../shared/adapters/s3/export-files.ts';
import { type ArchiveMessage, archiveFromMessage } from '../../shared/features/audit/archive.ts';
import type { ExportMessage } from '../../shared/features/exports/model.ts';
import { exportFromMessage } from '../../shared/features/exports/service.ts';
import { attemptOf, queueWorker } from '../../shared/kernel/queue-worker.ts';
import { archiveWriters } from '../../shared/renderers/writers.ts';

const deps = { ...dynamoStores, exportFiles: s3ExportFiles, archive: s3Archive, writers: archiveWriters };

/**
 * The account's files, one message each: an export job's file written to the bucket, page by
 * page, and the job marked done (docs/exports.md), a failure tried again and the last try
 * marking the job failed; or an issued document's files written to the archive, once (docs/api.md
 * §22), a failure tried again until the redrive policy drops it where the alarm sees it.
 */
export const handler = queueWorker(async (record) => {
  const body = JSON.parse(record.body) as ExportMessage | { archive: ArchiveMessage };
  if ('archive' in body) return archiveFromMessage(deps, body.archive);
  return exportFromMessage(deps, body, attemptOf(record));
});
