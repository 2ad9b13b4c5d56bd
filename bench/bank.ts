import { allPorts as deps } from '../infra/local/ports.ts';
import { actingOwner } from '../shared/access/principal.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { importBatch } from '../shared/features/bank/credits.ts';
import { type ImportBatch, importStatement } from '../shared/features/bank/statements.ts';
import type { Document } from '../shared/features/documents/model.ts';
import { applyDocumentInput, newDocument } from '../shared/features/documents/rules.ts';
import { queueInHand } from '../test/support/queue-in-hand.ts';
import { againstFloor, ratioColumns } from './interval.ts';
import { type Bench, loadDocuments, pooled, type Row, round, timedInTurns } from './support.ts';

/** The import worker's concurrency on AWS (the event source mapping's maximum), played here. */
const WORKERS = 10;

/** `count` issued invoices of 120.00, each with its PaymentReference pointer, loaded straight into the table. */
async function invoices(accountId: string, count: number): Promise<Document[]> {
  const docs = Array.from({ length: count }, (_, i) =>
    applyDocumentInput(
      newDocument(accountId, 'invoice', Date.now() + i, 1),
      {
        General: { Number: `BK-${i + 1}`, Status: 'sent', DateIssue: '2026-01-01', Currency: 'EUR' },
        Items: [{ Description: 'Work', UnitRate: '100', Quantity: '1', VAT: '20' }],
      },
      {},
      true,
    ),
  );
  await loadDocuments(docs);
  return docs;
}

/** Imports a CSV as the service does: the import, then its batches handled `WORKERS` at a time as the worker would. */
async function imported(accountId: string, csv: string) {
  const { queue, take } = queueInHand();
  const statement = await importStatement({ ...deps, queue }, actingOwner(accountId), {
    kind: 'csv',
    type: 'text/csv',
    text: csv,
  });
  await pooled(take<ImportBatch>(), WORKERS, (batch) => importBatch(deps, batch));
  return (await deps.bank.statement(accountId, statement.statementId))!;
}

const units = (bench: Bench) => bench.calls.reduce((s, c) => s + c.read + c.write, 0);

/**
 * The capacity is read from a statement of at most this many credits, imported apart: pricing a
 * transaction reads every item it writes first (`storedSizes` in support.ts), which must not
 * weigh on the timed import (it made 1,000 credits 13.6 s where they take 7.9).
 */
const COUNTED_ENTRIES = 1000;

/** A statement of `entries` credits, each paying an invoice of its own by RF reference, imported twice (the second time every credit a duplicate). */
async function importedTwice(bench: Bench, entries: number, counted: boolean) {
  const { accountId } = await createAccount(deps, `Bank bench ${Date.now()}`);
  const docs = await invoices(accountId, entries);
  const csv = `Date,Amount,Currency,Name,Reference,BankRef\n${docs
    .map((d, i) => `2026-02-01,120.00,EUR,Payer ${i},${d.General.PaymentReference},BANK-${i}`)
    .join('\n')}\n`;
  const measured = async () => {
    bench.calls.length = 0;
    bench.counting = counted;
    const started = performance.now();
    const statement = await imported(accountId, csv);
    const seconds = (performance.now() - started) / 1000;
    bench.counting = false;
    return { statement, seconds, unitsPerCredit: units(bench) / entries };
  };
  const first = await measured();
  return { first, again: await measured() };
}

/**
 * Bank statements (issue 32): a statement of `entries` credits, each paying an invoice by its
 * RF reference, imported and matched (target: under 60 s), then the same statement again (every
 * credit a duplicate, no payment), both timed with nothing counted; the capacity per credit from
 * a statement of at most COUNTED_ENTRIES imported the same way with every call priced.
 *
 * The same import is also timed on a table of its own without a stream, a row with no target:
 * DynamoDB Local writes each change's stream record inside the write that makes it, where
 * DynamoDB writes its stream apart from the write (docs/performance.md, Bank statements), and
 * nothing reads a stream in this section. The two rows say how much of the import that is.
 */
export async function statementImport(bench: Bench, entries: number): Promise<Row[]> {
  const { first, again } = await importedTwice(bench, entries, false);
  const withoutStream = await bench.otherTable('bank-imports');
  const streamless = await withoutStream(() => importedTwice(bench, entries, false));
  const counted = await importedTwice(bench, Math.min(entries, COUNTED_ENTRIES), true);
  // The target: 10,000 credits within 60 s (issue 50), so a smaller statement within its share.
  const allowedSeconds = (60 * entries) / 10_000;
  const notMatched = (where: string, { statement }: typeof first) =>
    statement.matched === entries ? '' : `${entries - statement.matched} not matched ${where}`;
  const problems = [
    notMatched("on the stream's table", first),
    notMatched('without a stream', streamless.first),
    again.statement.duplicates === entries && again.statement.matched === 0 ? '' : 'the re-import recorded something',
  ].filter(Boolean);
  return [
    {
      section: 'bank',
      name: `statement of ${entries} credits imported and matched (${WORKERS} workers)`,
      value: round(first.seconds),
      floor: round(allowedSeconds),
      unit: 's',
      ratio: round(first.seconds / allowedSeconds),
      target: 1,
      note: ['floor: the target, 60 s for 10,000 credits, pro rata', ...problems].join('; '),
    },
    {
      section: 'bank',
      name: 'the same import on a table without a stream (DynamoDB Local writes a stream record within each write)',
      value: round(streamless.first.seconds),
      unit: 's',
    },
    {
      section: 'bank',
      name: `capacity per credit matched (payment, invoice, its report mark, history, entry, claim, journal entry; a statement of ${counted.first.statement.credits})`,
      value: round(counted.first.unitsPerCredit),
      unit: 'capacity units',
    },
    {
      section: 'bank',
      name: `the same statement again: ${again.statement.duplicates} duplicates, no payment`,
      value: round(again.seconds),
      unit: 's',
    },
    {
      section: 'bank',
      name: 'capacity per duplicate',
      value: round(counted.again.unitsPerCredit),
      unit: 'capacity units',
    },
  ];
}

/** Finding an invoice by its RF reference with `small` and with `large` invoices in the account, in turns: two GetItems, flat. */
export async function referenceLookup(small: number, large: number, runs: number): Promise<Row[]> {
  const accountOf = async (count: number) => {
    const { accountId } = await createAccount(deps, `RF bench ${count} ${Date.now()}`);
    return { accountId, docs: await invoices(accountId, count) };
  };
  const lookup =
    ({ accountId, docs }: Awaited<ReturnType<typeof accountOf>>) =>
    async () => {
      const doc = docs[Math.floor(Math.random() * docs.length)]!;
      const reference = doc.General.PaymentReference!;
      const found = (await deps.documents.byPaymentReferences(accountId, [reference])).get(reference);
      if (found?.General.Number !== doc.General.Number) throw new Error('the lookup missed');
    };
  const [few, many] = [await accountOf(small), await accountOf(large)];
  const times = await timedInTurns(runs, 5, { many: lookup(many), few: lookup(few) });
  return [
    {
      section: 'bank',
      name: `invoice by RF reference at ${large} invoices (against ${small}), p50`,
      ...ratioColumns(againstFloor(times.many, times.few, { inTurns: true })),
      unit: 'ms',
      target: 1.5,
    },
  ];
}
