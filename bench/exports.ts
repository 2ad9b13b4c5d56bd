import { allPorts as deps } from '../infra/local/ports.ts';
import { actingOwner } from '../shared/access/principal.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { applyDocumentInput, newDocument } from '../shared/features/documents/rules.ts';
import type { ExportKind, ExportMessage } from '../shared/features/exports/model.ts';
import { createExport, runExport } from '../shared/features/exports/service.ts';
import { queueInHand } from '../test/support/queue-in-hand.ts';
import { heapSampled, loadDocuments, type Row, round } from './support.ts';

/** `count` issued invoices over a year, loaded straight into the table. */
async function account(count: number) {
  const made = await createAccount(deps, `Exports bench ${count} ${Date.now()}`);
  const docs = Array.from({ length: count }, (_, i) =>
    applyDocumentInput(
      newDocument(made.accountId, 'invoice', Date.now() + i, 1),
      {
        General: {
          Number: `EX-${i + 1}`,
          Status: 'sent',
          DateIssue: `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
          Currency: 'EUR',
          Description: 'Monthly work, as agreed',
        },
        Client: { ClientName: `Client ${i % 500}, "and" Co` },
        Items: [
          { Description: 'Work', UnitRate: '100', Quantity: '1', VAT: '20' },
          { Description: 'Books', UnitRate: '19.99', Quantity: '2', VAT: '5.5' },
        ],
      },
      {},
      true,
    ),
  );
  await loadDocuments(docs);
  return made.accountId;
}

/** Runs one export as the worker does, sampling the heap: its time, its rows and the most heap it held above where it started. */
async function measured(accountId: string, kind: ExportKind) {
  const { queue, take } = queueInHand();
  await createExport({ ...deps, queue }, actingOwner(accountId), { Kind: kind, From: '2025-01-01', To: '2025-12-31' });
  const [message] = take<ExportMessage>();
  const { result: job, ms, peakMb } = await heapSampled(() => runExport(deps, message!));
  return { ms, rows: job!.rows, peakMb };
}

/**
 * Exports (issue 33): the invoices CSV and the FEC of `count` invoices, written to the
 * emulator's S3 a page at a time: time, rows and the heap held above the start (flat, not the
 * file's size, since pages are written as they are read).
 */
export async function exportTimes(count: number): Promise<Row[]> {
  const accountId = await account(count);
  const rows: Row[] = [];
  for (const kind of ['invoices_csv', 'fec'] as const) {
    const run = await measured(accountId, kind);
    rows.push(
      {
        section: 'exports',
        name: `${kind} of ${count} invoices (${run.rows} rows), written to S3`,
        value: round(run.ms / 1000),
        unit: 's',
      },
      {
        section: 'exports',
        name: `${kind}: most heap held above the start while writing`,
        value: round(run.peakMb),
        unit: 'MiB',
      },
    );
  }
  return rows;
}
