import type { Worker } from '../../kernel/operation.ts';
import { EXPORT_TIMEOUT_SECONDS } from '../webhooks/queue-design.ts';

/** The exports feature's workers: functions fed by the stream, a queue or a schedule (shared/operations.ts lists every feature's). */
export const exportsWorkers: readonly Worker[] = [
  {
    // An export job a message: its file written to the bucket a page at a time (docs/exports.md); or
    // an issued document whose files go to the archive (docs/api.md §22).
    name: 'exports.worker',
    kind: 'queue',
    queue: 'exports',
    handler: 'functions/exports/work.ts',
    batchSize: 1,
    maxConcurrency: 5,
    timeoutSeconds: EXPORT_TIMEOUT_SECONDS,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem'],
    exportFiles: 'write',
    archive: 'write',
    makesPdf: true,
    sendsTo: [],
  },
];
