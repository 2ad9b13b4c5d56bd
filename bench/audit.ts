import { allPorts as deps } from '../infra/local/ports.ts';
import { actingOwner } from '../shared/access/principal.ts';
import { documentPuts, historyPut } from '../shared/adapters/dynamodb/document-writes.ts';
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
import { API_TIMEOUT_SECONDS } from '../shared/kernel/operation.ts';
import { againstFloor, bootstrapInterval, ratioColumns, resampledInTurns } from './interval.ts';
import { quantile } from './rows.ts';
import {
  type Bench,
  heapSampled,
  load,
  loadDocuments,
  type Row,
  request,
  timedInTurns,
  withinTarget,
} from './support.ts';

const ITEMS = 5;

/** `count` drafts of an account (and three more), their lines taking from inventory entries or not: their Numbers. */
async function drafts(bench: Bench, token: string, count: number, stock: boolean) {
  const numbers: string[] = [];
  for (let i = 0; i < count + 3; i += 1) {
    const made = await request(bench, token, 'POST', '/api/document.svc/create/invoice', {
      Client: { ClientName: 'Acheteur SA', ContactAddress: '5 place Bellecour\n69002 Lyon' },
      Items: [
        { Reference: stock ? 'Paper' : null, Description: 'Paper', UnitRate: 10, Quantity: 2, VAT: 20 },
        { Reference: stock ? 'Ink' : null, Description: 'Ink', UnitRate: 30, Quantity: 1, VAT: 20 },
        { Description: 'Work', UnitRate: 100, Quantity: 1, VAT: 20 },
      ],
    });
    numbers.push(made.text.replace('Reference: ', ''));
  }
  return numbers;
}

/** A transaction writing a new issued invoice and its history entry, with its journal entry or without. */
async function issueTransaction(accountId: string, i: number, journal: boolean) {
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
  const plain = await drafts(bench, token, count, false);
  const stocked = await drafts(bench, token, count, true);
  const issue = (numbers: string[]) => (i: number) =>
    request(bench, token, 'PUT', `/api/document.svc/update/invoice/${numbers[i]}`, { General: { Status: 'sent' } });
  const { stocked: withStock, plain: withoutStock } = await timedInTurns(count, 3, {
    stocked: issue(stocked),
    plain: issue(plain),
  });
  const { journaled: withJournal, bare: withoutJournal } = await timedInTurns(count, 3, {
    journaled: (i) => issueTransaction(accountId, i, true),
    bare: (i) => issueTransaction(accountId, i, false),
  });
  return [
    asBefore(withStock, withoutStock, withJournal, withoutJournal),
    {
      section: 'audit',
      name: 'issue taking from 2 inventory entries (against lines naming none), p50',
      ...ratioColumns(againstFloor(withStock, withoutStock, { inTurns: true })),
      unit: 'ms',
      target: 1.2,
    },
    {
      section: 'audit',
      name: "an issue's transaction with its journal entry (against without), p50",
      ...ratioColumns(againstFloor(withJournal, withoutJournal, { inTurns: true })),
      unit: 'ms',
      target: 1.2,
    },
  ];
}

/**
 * What issue 49 asks of the two together: the issue with its stock and its journal entry against
 * the issue as it was before either, which the API no longer makes. That one is the issue whose
 * lines name no entry less what the journal entry adds to its transaction (the p50s of the two
 * pairs above); the interval resamples each pair in its turns.
 */
function asBefore(withStock: number[], withoutStock: number[], withJournal: number[], withoutJournal: number[]): Row {
  const before = (plain: number[], journaled: number[], bare: number[]) =>
    quantile(plain, 0.5) - (quantile(journaled, 0.5) - quantile(bare, 0.5));
  const value = quantile(withStock, 0.5);
  const floor = before(withoutStock, withJournal, withoutJournal);
  const interval = bootstrapInterval(withStock.length * 104_729 + withJournal.length, (pick) => {
    const [stocked, plain] = resampledInTurns(pick, withStock, withoutStock);
    const [journaled, bare] = resampledInTurns(pick, withJournal, withoutJournal);
    return quantile(stocked!, 0.5) / before(plain!, journaled!, bare!);
  });
  return {
    section: 'audit',
    name: 'issue with its stock (2 entries) and journal entry, against the issue before either (derived), p50',
    ...ratioColumns({ value, floor, ratio: value / floor, interval }),
    unit: 'ms',
    target: 1.2,
    note: "floor: the issue naming no entry less its journal entry's share of the transaction (the next two rows)",
  };
}

/** Verify answers through the API, whose functions answer 503 a second before their timeout. */
const VERIFY_TARGET_S = API_TIMEOUT_SECONDS - 1;
const VERIFY_HEAP_TARGET_MB = 256;

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
      ...withinTarget(ms / 1000, (VERIFY_TARGET_S * entries) / 100_000),
      unit: 's',
      note: `floor: the target, ${VERIFY_TARGET_S} s for 100,000 entries (the API's answer before its timeout), pro rata`,
    },
    {
      section: 'audit',
      name: `verify of a ${entries}-entry journal: heap above its start`,
      ...withinTarget(peakMb, VERIFY_HEAP_TARGET_MB),
      unit: 'MB',
      note: `floor: the target, ${VERIFY_HEAP_TARGET_MB} MB (a quarter of the API function's memory)`,
    },
  ];
}

/** The audit trail (issue 49): what the journal and stock add to an issue, and verify at scale. */
export async function auditTimes(bench: Bench, issues: number, entries: number): Promise<Row[]> {
  return [...(await issueTimes(bench, issues)), ...(await verifyTimes(entries, Math.min(10_000, entries / 10)))];
}
