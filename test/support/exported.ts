import { parse as parseCsv } from 'csv-parse/sync';
import { actingOwner, type Principal } from '../../shared/access/principal.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3ExportFiles } from '../../shared/adapters/s3/export-files.ts';
import type { ExportKind, ExportMessage } from '../../shared/features/exports/model.ts';
import { createExport, getExport, runExport } from '../../shared/features/exports/service.ts';
import { queueInHand } from './queue-in-hand.ts';

/** What an export runs on here: DynamoDB Local, the S3 emulator, and its queue in hand. */
export function exportDeps() {
  const hand = queueInHand();
  return { deps: { ...dynamoStores, exportFiles: s3ExportFiles, queue: hand.queue }, sent: hand.sent };
}

/**
 * An export of the account made on DynamoDB Local (by its owner, or the principal given) with its
 * queue in hand, its message run as the export worker runs it (the worker does not run beside the
 * test's gateway); answers the job, the file's link and its text.
 */
export async function exportedFile(owner: string | Principal, body: { Kind: ExportKind; From: string; To: string }) {
  const { deps, sent } = exportDeps();
  const principal = typeof owner === 'string' ? actingOwner(owner) : owner;
  const made = await createExport(deps, principal, body);
  for (const message of sent.splice(0)) await runExport(deps, JSON.parse(message.body) as ExportMessage);
  const { job, url } = await getExport(deps, principal, made.exportId);
  const file = url ? await fetch(url) : undefined;
  if (file && !file.ok) throw new Error(`The export's file answered ${file.status}`);
  return { job, url, text: file ? await file.text() : '' };
}

/** The rows of the account's FEC from `From` to `To`, by their column names. */
export async function fecRows(accountId: string, From: string, To: string): Promise<Record<string, string>[]> {
  const { text } = await exportedFile(accountId, { Kind: 'fec', From, To });
  return parseCsv(text.replace(/^\uFEFF/, ''), { delimiter: '\t', columns: true }) as Record<string, string>[];
}
