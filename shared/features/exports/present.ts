import type { ExportJob } from './model.ts';

/** An export as the API answers it (docs/api.md §16): `Url` once done, for 15 minutes. */
export const exportRecord = (job: ExportJob, url?: string) => ({
  export_id: job.exportId,
  Kind: job.format,
  From: job.from,
  To: job.to,
  Status: job.status,
  Rows: job.rows,
  Skipped: job.skipped,
  FileName: job.fileName,
  Url: url ?? null,
  CreatedAt: new Date(job.createdAt).toISOString(),
});
