import type { ArchivePort } from '../../features/audit/port.ts';
import { loadedOnFirstCall } from '../../kernel/load-once.ts';

/**
 * The archive bucket (sdk/archive.ts), the S3 SDK imported on the first call: about 18 ms of a
 * cold start that only a path touching the archive pays (docs/performance.md).
 */
export const s3Archive: ArchivePort = loadedOnFirstCall(async () => (await import('./sdk/archive.ts')).s3Archive, {
  keep: true,
  names: true,
  get: true,
});
