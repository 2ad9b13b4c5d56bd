import type { ExportFilesPort } from '../../features/exports/port.ts';
import { loadedOnFirstCall } from '../../kernel/load-once.ts';

/** The export files in the stage's bucket (sdk/export-files.ts), the S3 SDK imported on the first call (see s3Archive). */
export const s3ExportFiles: ExportFilesPort = loadedOnFirstCall(
  async () => (await import('./sdk/export-files.ts')).s3ExportFiles,
  { write: true, exists: true, link: true },
);
