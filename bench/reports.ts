import { allPorts as deps } from '../infra/local/ports.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { applyDocumentInput, newDocument } from '../shared/features/documents/rules.ts';
import { withPayment } from '../shared/features/documents/settlement.ts';
import { contributionOf, deltaOf, sumOf } from '../shared/features/reports/contributions.ts';
import { againstFloor, ratioColumns } from './interval.ts';
import { type Bench, loadDocuments, type Row, request, timedInTurns } from './support.ts';

const CLIENTS = 200;
const MONTHS = 24;
const month = (i: number) => `${2024 + Math.floor((i % MONTHS) / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

/** `count` issued invoices over two years and 200 clients, every other one half paid, in the table; their totals as the stream would have kept them. */
async function account(count: number) {
  const made = await createAccount(deps, `Reports bench ${count} ${Date.now()}`);
  const docs = Array.from({ length: count }, (_, i) => {
    const doc = applyDocumentInput(
      newDocument(made.accountId, 'invoice', Date.now() + i, 1),
      {
        General: {
          Number: `RP-${i + 1}`,
          Status: 'sent',
          DateIssue: `${month(i)}-10`,
          DueDate: `${month(i)}-28`,
          Currency: 'EUR',
        },
        Items: [
          { Description: 'Work', UnitRate: '100', Quantity: '1', VAT: '20' },
          { Description: 'Books', UnitRate: '19.99', Quantity: '2', VAT: '5.5' },
        ],
      },
      {},
      true,
    );
    const owned = { ...doc, clientId: 1 + (i % CLIENTS) };
    return i % 2 ? withPayment(owned, { paymentId: i, amount: '60', date: `${month(i)}-20` }) : owned;
  });
  await loadDocuments(docs);
  await deps.reports.replace(made.accountId, sumOf(docs.map(contributionOf)));
  return { ...made, docs };
}

const reports = [
  ['receivables', '/api/report/receivables'],
  ['VAT on invoices, 12 months', '/api/report/vat?from=2024-01&to=2024-12&basis=invoices'],
  ['VAT on payments, 12 months', '/api/report/vat?from=2024-01&to=2024-12&basis=payments'],
  ['revenue by month, 24 months', '/api/report/revenue?from=2024-01&to=2025-12&group=month'],
  ['revenue by client, 12 months', '/api/report/revenue?from=2024-01&to=2024-12&group=client'],
] as const;

/**
 * Reports (issue 33): each report's p50 through the API at `small` and `large` invoices, in turns (target:
 * within 1.2x, since a report reads totals, not documents), and the capacity the totals add to a
 * payment (the stream worker's write for the invoice's change).
 */
export async function reportTimes(bench: Bench, small: number, large: number, runs: number): Promise<Row[]> {
  const few = await account(small);
  const many = await account(large);
  const rows: Row[] = [];
  for (const [name, path] of reports) {
    const times = await timedInTurns(runs, 3, {
      many: () => request(bench, many.token, 'GET', path),
      few: () => request(bench, few.token, 'GET', path),
    });
    rows.push({
      section: 'reports',
      name: `${name} at ${large} invoices (against ${small}), p50`,
      ...ratioColumns(againstFloor(times.many, times.few, { inTurns: true })),
      unit: 'ms',
      target: 1.2,
    });
  }
  // What keeping the totals adds to a payment on an invoice, and to a new invoice: one transaction each.
  const invoice = many.docs[0]!;
  const paid = withPayment(invoice, {
    paymentId: 999_999,
    amount: '10',
    date: '2024-01-15',
  });
  for (const [what, before, after] of [
    ['a payment', invoice, { ...paid, version: invoice.version + 1 }],
    ['a new invoice', undefined, invoice],
  ] as const) {
    const delta = deltaOf(before, after);
    bench.calls.length = 0;
    bench.counting = true;
    await deps.reports.apply(many.accountId, `bench-${what}-${Date.now()}`, delta);
    bench.counting = false;
    const reported = bench.calls.reduce((s, c) => s + c.read + c.write, 0);
    rows.push({
      section: 'reports',
      name: `what the totals add to ${what}: items written (totals moved + the change's marker), in one transaction`,
      value: delta.size + 1,
      unit: 'items',
      // DynamoDB prices a transactional write of an item up to 1 KB at 2 write units.
      note: `${2 * (delta.size + 1)} write units on DynamoDB; DynamoDB Local reports ${reported}`,
    });
  }
  return rows;
}
