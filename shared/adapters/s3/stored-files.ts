import type { StoredFilesPort } from '../../features/stored-files/port.ts';
import { loadedOnFirstCall } from '../../kernel/load-once.ts';

/** The stored files in the stage's bucket (sdk/stored-files.ts), the S3 SDK imported on the first call (see s3Archive). */
export const s3StoredFiles: StoredFilesPort = loadedOnFirstCall(
  async () => (await import('./sdk/stored-files.ts')).s3StoredFiles,
  { put: true, get: true, opening: true, copy: true, uploadLink: true, downloadLink: true },
);
