import { allPorts as deps } from '../infra/local/ports.ts';
import { actingOwner } from '../shared/access/principal.ts';
import { documentPuts, historyPut } from '../shared/adapters/dynamodb/documents-store.ts';
import { transactJournaled } from '../shared/adapters/dynamodb/journal-store.ts';
import { keys } from '../shared/adapters/dynamodb/keys.ts';
import { guardedAsChanged, transactGuarded } from '../shared/adapters/dynamodb/transactions.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { appended, digestOf } from '../shared/features/audit/chain.ts';
import { documentContent, documentEvents, documentObject } from '../shared/features/audit/events.ts';
import type { JournalEvent } from '../shared/features/audit/model.ts';
import { verifyJournal } from '../shared/features/audit/service.ts';
import { historyEntry } from '../shared/features/documents/history.ts';
import { applyDocumentInput, newDocument } from '../shared/features/documents/rules.ts';
import { type Bench, heapSampled, load, loadDocuments, quantile, type Row, request, round } from './support.ts';

const ITEMS = 5;

/** p50 of `count` writes of a document through the API: each `write(number)` one request. */
async function p50Of(count: number, write: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < count + 3; i += 1) {
    const started = performance.now();
    await write(i);
    if (i >= 3) times.push(performance.now() - started);
  }
  return quantile(times, 0.5);
}

/** Drafts of an account, with inventory lines or not, issued one after the other through the API: their p50. */
async function issueP50(bench: Bench, token: string, count: number, stock: boolean) {
  const drafts: string[] = [];
  for (let i = 0; i < count + 3; i += 1) {
    const made = await request(bench, token, 'POST', '/api/document.svc/create/invoice', {
      Client: { ClientName: 'Acheteur SA', ContactAddress: '5 place Bellecour\n69002 Lyon' },
      Items: [
        { Reference: stock ? 'Paper' : null, Description: 'Paper', UnitRate: 10, Quantity: 2, VAT: 20 },
        { Reference: stock ? 'Ink' : null, Description: 'Ink', UnitRate: 30, Quantity: 1, VAT: 20 },
        { Description: 'Work', UnitRate: 100, Quantity: 1, VAT: 20 },
      ],
    });
    drafts.push(made.text.replace('Reference: ', ''));
  }
  return p50Of(count, (i) =>
    request(bench, token, 'PUT', `/api/document.svc/update/invoice/${drafts[i]}`, { General: { Status: 'sent' } }),
  );
}

/** p50 of `count` transactions writing a new issued invoice and its history entry, with its journal entry or without. */
async function transactionP50(accountId: string, count: number, journal: boolean) {
  return p50Of(count, async (i) => {
    const doc = applyDocumentInput(
      newDocument(accountId, 'invoice', Date.now(), 1),
      {
        General: { Number: `${journal ? 'J' : 'T'}-${i}`, Status: 'sent', DateIssue: '2026-03-10', Currency: 'EUR' },
        Items: [{ Description: 'Work', UnitRate: '100', Quantity: '1', VAT: '20' }],
      },
      {},
      true,
    );
    const parts = [
      ...documentPuts({ after: doc }),
      ...guardedAsChanged([historyPut(historyEntry(actingOwner(accountId), doc, 'status', {}))]),
    ];
    await (journal ? transactJournaled(accountId, documentEvents([{ after: doc }]), parts) : transactGuarded(parts));
  });
}

/**
 * What the journal and the stock add to an issue: through the API, an invoice whose lines take
 * from two inventory entries against one whose lines name none (both journaled); and the issue's
 * transaction itself with its journal entry (the head read, the head and the entry written)
 * against the same transaction without.
 */
async function issueTimes(bench: Bench, count: number): Promise<Row[]> {
  const { token, accountId } = await createAccount(deps, `Audit bench issue ${Date.now()}`);
  for (const name of ['Paper', 'Ink'])
    await request(bench, token, 'POST', '/api/catalog/create', {
      Name: name,
      Price: 10,
      Currency: 'EUR',
      VAT: 20,
      IsInventory: true,
      StockQuantity: 1_000_000,
    });
  const plain = await issueP50(bench, token, count, false);
  const stocked = await issueP50(bench, token, count, true);
  const without = await transactionP50(accountId, count, false);
  const withJournal = await transactionP50(accountId, count, true);
  return [
    {
      section: 'audit',
      name: 'issue taking from 2 inventory entries (against lines naming none), p50',
      value: round(stocked),
      floor: round(plain),
      unit: 'ms',
      ratio: round(stocked / plain),
      target: 1.2,
    },
    {
      section: 'audit',
      name: "an issue's transaction with its journal entry (against without), p50",
      value: round(withJournal),
      floor: round(without),
      unit: 'ms',
      ratio: round(withJournal / without),
      target: 1.2,
    },
  ];
}

/**
 * A journal of `entries` entries loaded straight in: one issue entry for each of `documents`
 * issued invoices (verify reads each one back and takes its Digest again), the rest lifecycle
 * statuses; then verify, timed, with the heap it takes above where it started.
 */
async function verifyTimes(entries: number, documents: number): Promise<Row[]> {
  const made = await createAccount(deps, `Audit bench verify ${Date.now()}`);
  const docs = Array.from({ length: documents }, (_, i) =>
    applyDocumentInput(
      newDocument(made.accountId, 'invoice', Date.now() + i, 1),
      {
        General: { Number: `AU-${i + 1}`, Status: 'sent', DateIssue: '2026-03-10', Currency: 'EUR' },
        Items: Array.from({ length: ITEMS }, (_, l) => ({
          Description: `Line ${l}`,
          UnitRate: '10',
          Quantity: '1',
          VAT: '20',
        })),
      },
      {},
      true,
    ),
  );
  await loadDocuments(docs);
  const events: JournalEvent[] = Array.from({ length: entries }, (_, i) => {
    const doc = docs[i % documents]!;
    return i < documents
      ? { kind: 'invoice.issued', object: documentObject(doc), digest: digestOf(documentContent(doc)) }
      : {
          kind: 'lifecycle.approved',
          object: { ...documentObject(doc), Status: 'approved', Count: i },
          digest: digestOf(i),
        };
  });
  const { entries: chain, head } = appended(undefined, events, new Date());
  await load([
    ...chain.map((e) => ({ ...keys.journalEntry(made.accountId, e.Seq), kind: 'journalEntry', ...e })),
    { ...keys.journalHead(made.accountId), kind: 'journalHead', ...head },
  ]);
  const { result, ms, peakMb } = await heapSampled(() => verifyJournal(deps, actingOwner(made.accountId)));
  if (!result.Valid || result.Entries !== entries) throw new Error(`verify: ${JSON.stringify(result)}`);
  return [
    {
      section: 'audit',
      name: `verify of a ${entries}-entry journal (${documents} documents read back)`,
      value: round(ms / 1000),
      unit: 's',
    },
    {
      section: 'audit',
      name: `verify of a ${entries}-entry journal: heap above its start`,
      value: round(peakMb),
      unit: 'MB',
    },
  ];
}

/** The audit trail (issue 49): what the journal and stock add to an issue, and verify at scale. */
export async function auditTimes(bench: Bench, issues: number, entries: number): Promise<Row[]> {
  return [...(await issueTimes(bench, issues)), ...(await verifyTimes(entries, Math.min(10_000, entries / 10)))];
}
