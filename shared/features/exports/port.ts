/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { JournalEvent } from '../audit/model.ts';
import type { ExportJob } from './model.ts';

/** Export jobs (docs/exports.md). */
export interface ExportsPort {
  /** Writes a new job, running: pending work (`export`) until `resumeBy`, or until it is done or failed. */
  create(job: ExportJob, resumeBy: number): Promise<void>;
  get(accountId: string, exportId: number): Promise<ExportJob | undefined>;
  /**
   * Conflict `changed` when the job moved since `before` was read; `journal`'s entries are
   * appended in the same write (docs/api.md §22). A job running again is pending work until `resumeBy`.
   */
  replace(before: ExportJob, after: ExportJob, journal?: JournalEvent[], resumeBy?: number): Promise<void>;
}

/** Where export files are kept (an S3 bucket of the stage), and how they are handed out. */
export interface ExportFilesPort {
  /** Writes a file from its text as it comes, never all of it in memory. */
  write(key: string, file: { type: string; name: string }, text: AsyncIterable<string>): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A link that downloads the file, without credentials, for `seconds`. */
  link(key: string, name: string, seconds: number): Promise<string>;
}
