/**
 * `npm run bench` (`-- --quick` for a short run, `-- --compare FILE` beside an earlier run, `-- --only SECTION`
 * for one section, written to results/only-SECTION.json): what a user of a serverless invoicing API
 * pays for, each figure beside the floor it is judged against, measured in the same run.
 * Prints a table and writes bench/results/latest.json (quick.json for a quick run, which `.ci/run` makes);
 * docs/performance.md explains the method.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { stopChildren } from '../infra/local/processes.ts';
import { auditTimes } from './audit.ts';
import { referenceLookup, statementImport } from './bank.ts';
import { coldStarts } from './cold-start.ts';
import { baselineOf, compared } from './compare.ts';
import { costRows, fixedCostRows } from './cost.ts';
import { eInvoices } from './einvoices.ts';
import { exportTimes } from './exports.ts';
import { verdict } from './interval.ts';
import { memorySizes } from './memory.ts';
import { onlinePayments } from './online-payments.ts';
import { purchaseTimes } from './purchases.ts';
import { accountRuns } from './recurring.ts';
import { dueIndexCost, reminderRuns, statementTimes } from './reminders.ts';
import { reportTimes } from './reports.ts';
import { requestOverhead } from './requests.ts';
import { scale } from './scale.ts';
import { scriptPdfs } from './script-pdfs.ts';
import { type Row, startBench } from './support.ts';
import { webhooks } from './webhooks.ts';

const quick = process.argv.includes('--quick');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
const compareIndex = process.argv.indexOf('--compare');
const baseline = baselineOf(compareIndex > 0 ? process.argv[compareIndex + 1] : undefined);
// The quick run (a few minutes, run by `.ci/run` so that no change breaks the bench unseen) is a
// smoke of every section with small sizes: its figures show the bench works, not the targets.
const sizes = quick
  ? {
      requests: 10,
      coldRuns: 1,
      coldUpTo: 1,
      coldEvery: 24,
      small: 200,
      large: 1000,
      pages: 5,
      events: 20,
      burst: 3,
      // Each bad receiver's kind once: the smoke runs them all, the full run judges them.
      webhookRounds: 1,
      einvoices: 3,
      recurring: 100,
      reminders: 100,
      statement: 100,
      profiles: [100, 1000],
      bankEntries: 100,
      invoicesByReference: [100, 1000],
      exportRows: 1000,
      purchaseFiles: 20,
      journal: 1000,
    }
  : {
      requests: 200,
      coldRuns: 5,
      coldUpTo: 20,
      coldEvery: 1,
      small: 1000,
      large: 50_000,
      pages: 50,
      events: 500,
      burst: 50,
      webhookRounds: 10,
      einvoices: 50,
      recurring: 10_000,
      reminders: 10_000,
      statement: 5000,
      profiles: [1000, 100_000],
      bankEntries: 10_000,
      invoicesByReference: [1000, 100_000],
      exportRows: 100_000,
      purchaseFiles: 1000,
      journal: 100_000,
    };

/** How many times a section measures: fewer in the quick run. */
const runs = (full: number) => (quick ? Math.min(3, full) : full);

const bench = await startBench();
const rows: Row[] = [];
const section = async (name: string, run: () => Promise<Row[]>) => {
  if (only && !name.includes(only)) return;
  const started = Date.now();
  process.stderr.write(`bench: ${name}...\n`);
  rows.push(...(await run()));
  process.stderr.write(`bench: ${name} done in ${Math.round((Date.now() - started) / 1000)} s\n`);
};
try {
  await section('request overhead and capacity', () => requestOverhead(bench, sizes.requests));
  await section('cold start', () => coldStarts(bench, sizes.coldRuns, sizes.coldUpTo, sizes.coldEvery));
  await section('e-invoices', () => eInvoices(bench, sizes.einvoices));
  await section('scripts', () => scriptPdfs(sizes.einvoices, runs(5)));
  await section('memory', () => memorySizes(bench, sizes.requests));
  // Webhooks before scale: the stream worker would otherwise first read every loaded item.
  await section('webhooks', () => webhooks(bench, sizes.events, sizes.burst, sizes.webhookRounds));
  await section('recurring', () => accountRuns(bench, runs(100), sizes.recurring));
  await section('recurring due index', () => dueIndexCost(bench, sizes.profiles[0]!, sizes.profiles[1]!, runs(100)));
  await section('reminders', () => reminderRuns(bench, runs(100), sizes.reminders));
  await section('statement', () => statementTimes(sizes.statement, runs(20)));
  await section('bank', () => statementImport(bench, sizes.bankEntries));
  await section('bank reference', () =>
    referenceLookup(sizes.invoicesByReference[0]!, sizes.invoicesByReference[1]!, runs(100)),
  );
  await section('reports', () => reportTimes(bench, sizes.small, sizes.large, runs(50)));
  await section('exports', () => exportTimes(sizes.exportRows));
  await section('purchases', () => purchaseTimes(bench, sizes.purchaseFiles, sizes.small, sizes.large, runs(50)));
  await section('audit', () => auditTimes(bench, runs(100), sizes.journal));
  await section('online payments', () => onlinePayments(bench, runs(100)));
  await section('scale', () => scale(bench, sizes.small, sizes.large, sizes.pages));
  if (!only) rows.push(...costRows(rows));
  await section('cost', async () => fixedCostRows());
  const { scans } = bench;
  rows.push({
    section: 'capacity',
    name: 'Scan calls in the whole run',
    value: scans,
    floor: 0,
    unit: 'calls',
    ratio: scans ? Infinity : 1,
    target: 1,
  });
} finally {
  await stopChildren();
}

const table = [
  ['section', 'measure', 'value', 'floor', 'ratio', 'target', '', ...(baseline ? ['before', 'change'] : []), 'note'],
  ...rows.map((r) => [
    r.section,
    r.name,
    `${r.value} ${r.unit}`,
    r.floor === undefined ? '' : `${r.floor} ${r.unit}`,
    r.ratio === undefined ? '' : `${r.ratio}x${r.interval ? ` [${r.interval[0]}, ${r.interval[1]}]` : ''}`,
    r.target === undefined ? '' : `${r.higherIsBetter ? '>=' : '<='} ${r.target}x`,
    verdict(r),
    ...(baseline ? compared(r, baseline) : []),
    r.note ?? '',
  ]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
process.stdout.write(
  `${table
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`,
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/${only ? `only-${only}` : quick ? 'quick' : 'latest'}.json`, import.meta.url),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      quick,
      node: process.version,
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      sizes,
      rows,
    },
    null,
    2,
  )}\n`,
);
process.exit(0);
