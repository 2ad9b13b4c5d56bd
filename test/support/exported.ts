import { parse as parseCsv } from 'csv-parse/sync';
import { actingOwner } from '../../shared/access/principal.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3ExportFiles } from '../../shared/adapters/s3/export-files.ts';
import type { ExportKind, ExportMessage } from '../../shared/features/exports/model.ts';
import { createExport, getExport, runExport } from '../../shared/features/exports/service.ts';
import type { QueueMessage } from '../../shared/features/webhooks/port.ts';

/**
 * An export of the account made on DynamoDB Local with its queue in hand, its message run as the
 * export worker runs it (the worker does not run beside the test's gateway); answers the job and
 * the file's text.
 */
export async function exportedFile(accountId: string, body: { Kind: ExportKind; From: string; To: string }) {
  const sent: QueueMessage[] = [];
  const deps = {
    ...dynamoStores,
    exportFiles: s3ExportFiles,
    queue: { send: async (_q: string, m: QueueMessage[]) => void sent.push(...m), setVisibility: async () => true },
  };
  const principal = actingOwner(accountId);
  const made = await createExport(deps, principal, body);
  for (const message of sent.splice(0)) await runExport(deps, JSON.parse(message.body) as ExportMessage);
  const { job, url } = await getExport(deps, principal, made.exportId);
  return { job, text: url ? await (await fetch(url)).text() : '' };
}

/** The rows of the account's FEC from `From` to `To`, by their column names. */
export async function fecRows(accountId: string, From: string, To: string): Promise<Record<string, string>[]> {
  const { text } = await exportedFile(accountId, { Kind: 'fec', From, To });
  return parseCsv(text.replace(/^\uFEFF/, ''), { delimiter: '\t', columns: true }) as Record<string, string>[];
}
