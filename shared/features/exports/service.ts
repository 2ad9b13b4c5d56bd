import type { Principal } from '../../access/principal.ts';
import { notFound } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import { digestOf } from '../audit/chain.ts';
import type { JournalEvent } from '../audit/model.ts';
import { sirenOf } from '../parties/identifiers.ts';
import type { Ports, Stores, StoresAndQueue } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import { EXPORT_ATTEMPTS, queueNames } from '../webhooks/queue-design.ts';
import { deadlineFrom, type WorkResumer } from '../work/model.ts';
import { type Counts, contentTypes, fileWriters } from './files.ts';
import type { ExportJob, ExportKind, ExportMessage } from './model.ts';
import type { ExportFilesPort } from './port.ts';

/** The queue export jobs go through to the export worker. */
export const EXPORTS_QUEUE = queueNames.exports;

/** How long a download link works (docs/api.md §16). */
export const LINK_SECONDS = 15 * 60;

/**
 * An export's file name. The FEC of a business with a SIREN is named as the administration asks
 * (`<SIREN>FEC<closing date>.txt`, BOI-CF-IOR-60-40-20), the period's last day as its closing date.
 */
const fileNameOf = (kind: ExportKind, from: string, to: string, siren?: string) => {
  const span = `${from.replaceAll('-', '')}-${to.replaceAll('-', '')}`;
  if (kind === 'fec') return siren ? `${siren}FEC${to.replaceAll('-', '')}.txt` : `FEC${span}.txt`;
  if (kind === 'audit') return `journal-${span}.jsonl`;
  return `${kind === 'invoices_csv' ? 'invoices' : 'payments'}-${span}.csv`;
};

/** Where a job's file is kept in the bucket. */
export const fileKeyOf = (job: Pick<ExportJob, 'accountId' | 'exportId' | 'fileName'>) =>
  `exports/${job.accountId}/${job.exportId}/${job.fileName}`;

const queueJob = (deps: Pick<Ports, 'queue'>, job: ExportJob) =>
  deps.queue.send(EXPORTS_QUEUE, [
    { body: JSON.stringify({ accountId: job.accountId, exportId: job.exportId } satisfies ExportMessage) },
  ]);

/** A job still running past its deadline lost its message (docs/asynchronous-work.md): queued again; a job made twice writes the same file. */
export const exportResumer: WorkResumer = {
  kind: 'export',
  async resume(deps, work) {
    const job = await deps.exports.get(work.accountId, Number(work.ref));
    if (job?.status !== 'running') return 'done';
    await queueJob(deps, job);
    return 'queued';
  },
};

/** Starts an export (docs/api.md §16): the job, running, and its message to the export worker. */
export async function createExport(
  deps: StoresAndQueue<'accounts' | 'exports' | 'sequences'>,
  principal: Principal,
  input: { Kind: ExportKind; From: string; To: string },
): Promise<ExportJob> {
  const profile = input.Kind === 'fec' ? await getProfile(deps, principal) : undefined;
  const siren = profile && sirenOf(profile.RegistrationId, profile.RegistrationScheme);
  const exportId = await deps.sequences.next(principal.accountId, 'export');
  const job: ExportJob = {
    accountId: principal.accountId,
    exportId,
    format: input.Kind,
    from: input.From,
    to: input.To,
    status: 'running',
    rows: 0,
    skipped: 0,
    fileName: fileNameOf(input.Kind, input.From, input.To, siren),
    createdAt: Date.now(),
    createdBy: principal.userId,
    version: 0,
  };
  await deps.exports.create(job, deadlineFrom(job.createdAt));
  await queueJob(deps, job);
  return job;
}

/**
 * An export and, once done, a link to its file for 15 minutes. A done export whose file is
 * gone (expired after 7 days, or the local emulator restarted) is made again: running anew.
 */
export async function getExport(
  deps: StoresAndQueue<'exports'> & { exportFiles: ExportFilesPort },
  principal: Principal,
  exportId: number,
): Promise<{ job: ExportJob; url?: string }> {
  const job = await deps.exports.get(principal.accountId, exportId);
  if (!job) throw notFound(`The export ${exportId}`);
  if (job.status !== 'done') return { job };
  const key = fileKeyOf(job);
  if (await deps.exportFiles.exists(key))
    return { job, url: await deps.exportFiles.link(key, job.fileName, LINK_SECONDS) };
  const again = await retryOnConflict(async () => {
    const now = (await deps.exports.get(principal.accountId, exportId))!;
    if (now.status !== 'done') return now;
    const running: ExportJob = { ...now, status: 'running', version: now.version + 1 };
    await deps.exports.replace(now, running, [], deadlineFrom(Date.now()));
    await queueJob(deps, running);
    return running;
  });
  return { job: again };
}

/** The journal's event of an export made: its period, kind, rows and file. */
const exportEvent = (job: ExportJob): JournalEvent => ({
  kind: 'export.made',
  object: { Type: 'export', ExportId: job.exportId, Kind: job.format },
  digest: digestOf({ Kind: job.format, From: job.from, To: job.to, Rows: job.rows, FileName: job.fileName }),
});

/**
 * The export worker's part: writes the job's file, streamed page by page, then marks the job
 * done with its counts. Writing it again (a retry, a rebuild) makes the same file.
 */
export async function runExport(
  deps: Pick<
    Stores,
    | 'accounts'
    | 'catalog'
    | 'clients'
    | 'documents'
    | 'expenses'
    | 'exports'
    | 'journal'
    | 'payments'
    | 'purchases'
    | 'suppliers'
  > & { exportFiles: ExportFilesPort },
  message: ExportMessage,
): Promise<ExportJob | undefined> {
  const job = await deps.exports.get(message.accountId, message.exportId);
  if (job?.status !== 'running') return job;
  const counts: Counts = { rows: 0, skipped: 0 };
  await deps.exportFiles.write(
    fileKeyOf(job),
    { type: contentTypes[job.format], name: job.fileName },
    fileWriters[job.format](deps, job, counts),
  );
  return retryOnConflict(async () => {
    const now = (await deps.exports.get(job.accountId, job.exportId))!;
    const done: ExportJob = { ...now, status: 'done', ...counts, doneAt: Date.now(), version: now.version + 1 };
    // The export is made once; a file made again (expired, rebuilt) is the same export.
    await deps.exports.replace(now, done, now.doneAt === undefined ? [exportEvent(done)] : []);
    return done;
  });
}

/**
 * One message of the export worker, on its `attempt`-th receipt: the file written (`runExport`);
 * a failure thrown for the queue to bring the message back, but on the last try the job is marked
 * failed instead and the message done with.
 */
export async function exportFromMessage(
  deps: Parameters<typeof runExport>[0],
  message: ExportMessage,
  attempt: number,
): Promise<void> {
  try {
    const job = await runExport(deps, message);
    log.info('export written', { ...message, rows: job?.rows, skipped: job?.skipped });
  } catch (error) {
    log.error('export failed', error, { ...message, attempt });
    if (!(await failExport(deps, message, attempt).catch(() => false))) throw error;
  }
}

/** A job that failed its last try is marked failed, so whoever polls it stops waiting. */
export async function failExport(
  deps: Pick<Stores, 'exports'>,
  message: ExportMessage,
  attempt: number,
): Promise<boolean> {
  if (attempt < EXPORT_ATTEMPTS) return false;
  await retryOnConflict(async () => {
    const now = await deps.exports.get(message.accountId, message.exportId);
    if (now?.status !== 'running') return;
    await deps.exports.replace(now, { ...now, status: 'failed', version: now.version + 1 });
  });
  return true;
}
