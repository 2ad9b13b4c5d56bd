import { allPorts as deps } from '../infra/local/ports.ts';
import { actingOwner } from '../shared/access/principal.ts';
import { documentItem } from '../shared/adapters/dynamodb/document-item.ts';
import { recurringItem } from '../shared/adapters/dynamodb/recurring-store.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { queueDueAccounts } from '../shared/features/automation/service.ts';
import { createClient } from '../shared/features/clients/service.ts';
import type { Document } from '../shared/features/documents/model.ts';
import { applyDocumentInput, newDocument } from '../shared/features/documents/rules.ts';
import { sendDocument } from '../shared/features/mailing/send.ts';
import type { Recurring } from '../shared/features/recurring/model.ts';
import { remindDue } from '../shared/features/reminders/runs.ts';
import { updateReminders } from '../shared/features/reminders/service.ts';
import { clientStatement } from '../shared/features/statements/service.ts';
import { loadSigningKey } from '../shared/kernel/signing-key.ts';
import { againstFloor, ratioColumns } from './interval.ts';
import { type Bench, load, pooled, quantile, type Row, round, timedInTurns } from './support.ts';

const principalOf = (accountId: string) => actingOwner(accountId, 1);

/** An account with one client who has an e-mail address. */
async function accountWithClient(name: string) {
  const owner = await createAccount(deps, `${name} ${Date.now()} ${Math.random()}`);
  const client = await createClient(deps, principalOf(owner.accountId), {
    Reference: 'C',
    Company: { CompanyName: 'Client SA' },
    Contacts: [{ FirstName: 'Ann', LastName: 'Payer', Email: 'ann@client.example', Principal: true }],
  });
  return { accountId: owner.accountId, clientId: client.clientId };
}

/** `count` issued invoices of a client, due on `dueDate`, loaded straight into the table. */
function invoices(accountId: string, clientId: number, count: number, dueDate: string, paid = false): Document[] {
  return Array.from({ length: count }, (_, i) => {
    const doc = applyDocumentInput(
      newDocument(accountId, 'invoice', Date.now() + i, 1),
      {
        General: { Number: `B-${i + 1}`, Status: 'sent', DateIssue: '2026-01-01', DueDate: dueDate, Currency: 'EUR' },
        Client: { Reference: 'C', ClientName: 'Client SA', ContactEmail: 'ann@client.example' },
        Items: [{ Description: 'Work', UnitRate: '100', Quantity: '1', VAT: '20' }],
      },
      {},
      true,
    );
    return {
      ...doc,
      clientId,
      General: { ...doc.General, Status: paid ? ('partial' as const) : ('sent' as const) },
      ...(paid
        ? {
            payments: [
              { paymentId: i + 1, amount: '50', date: '2026-02-01', method: 'bank_transfer' as const, reference: '' },
            ],
          }
        : {}),
    };
  });
}

const units = (bench: Bench) => bench.calls.reduce((s, c) => s + c.read + c.write, 0);

/**
 * Reminders (issue 31): `total` reminders due at once across `count` accounts, sent by the
 * account runs, per reminder, against a plain send by e-mail of as many invoices of the same
 * kind (its PDF, its link, its mail); and what each costs in capacity.
 */
export async function reminderRuns(bench: Bench, count: number, total: number): Promise<Row[]> {
  // The share links in the mails are derived with the signing key, as in the run worker.
  await loadSigningKey();
  const perAccount = Math.max(1, Math.floor(total / count));
  const sends = Math.max(10, Math.floor(total / 10));
  const accounts = [];
  for (let i = 0; i < count; i += 1) {
    const account = await accountWithClient('Reminders bench');
    await updateReminders(deps, principalOf(account.accountId), { Enabled: true, Days: [1] });
    await load(invoices(account.accountId, account.clientId, perAccount, '2035-01-10').map((d) => documentItem(d)));
    accounts.push(account);
  }
  const plain = await accountWithClient('Send bench');
  await load(invoices(plain.accountId, plain.clientId, sends, '2035-01-10').map((d) => documentItem(d)));

  bench.calls.length = 0;
  bench.counting = true;
  let started = performance.now();
  await pooled(
    Array.from({ length: sends }, (_, i) => `B-${i + 1}`),
    16,
    (number) => sendDocument(deps, principalOf(plain.accountId), 'invoice', number, {}, 'http://bench'),
  );
  const sendMs = (performance.now() - started) / sends;
  const sendUnits = units(bench) / sends;

  for (const { accountId } of accounts)
    await deps.accounts.moveClock(accountId, 0, Date.parse('2035-01-11T12:00:00Z') - Date.now(), Date.now() + 60_000);
  bench.calls.length = 0;
  started = performance.now();
  let sent = 0;
  await pooled(accounts, 16, async ({ accountId }) => {
    const run = await remindDue(deps, accountId, Number.POSITIVE_INFINITY);
    sent += run.sent;
  });
  const reminderMs = (performance.now() - started) / (count * perAccount);
  const reminderUnits = units(bench) / (count * perAccount);
  bench.counting = false;
  return [
    {
      section: 'reminders',
      name: `${sent} reminders across ${count} accounts, per reminder (against a send by e-mail)`,
      value: round(reminderMs),
      floor: round(sendMs),
      unit: 'ms',
      ratio: round(reminderMs / sendMs),
      target: 1.5,
      ...(sent === count * perAccount ? {} : { note: `${count * perAccount - sent} not sent` }),
    },
    {
      section: 'reminders',
      name: 'capacity per reminder (against a send by e-mail)',
      value: round(reminderUnits),
      floor: round(sendUnits),
      unit: 'capacity units',
      ratio: round(reminderUnits / sendUnits),
    },
  ];
}

/** A client's statement of account with `documents` invoices (each partly paid): its time at the median. */
export async function statementTimes(documents: number, runs: number): Promise<Row[]> {
  const { accountId, clientId } = await accountWithClient('Statement bench');
  await load(invoices(accountId, clientId, documents, '2026-01-31', true).map((d) => documentItem(d)));
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i += 1) {
    const started = performance.now();
    const statement = await clientStatement(deps, principalOf(accountId), clientId, {});
    if (statement.sections[0]?.lines.length !== 2 * documents) throw new Error('the statement missed documents');
    if (i >= 2) times.push(performance.now() - started);
  }
  return [
    {
      section: 'reminders',
      name: `statement of a client with ${documents} invoices and their payments, p50`,
      value: round(quantile(times, 0.5)),
      unit: 'ms',
    },
  ];
}

/** `count` recurring profiles of one account, none due for years: what the due indexes must not read. */
async function idleProfiles(count: number) {
  const { accountId, clientId } = await accountWithClient('Due index bench');
  const profiles: Recurring[] = Array.from({ length: count }, (_, i) => ({
    accountId,
    recurringId: `REC-${i + 1}`,
    clientId,
    clientReference: 'C',
    Name: '',
    Frequency: 'monthly',
    Interval: 1,
    StartDate: '2099-01-01',
    DueDays: 30,
    Send: 'draft',
    Items: [{ Description: 'Plan', UnitRate: '10', Quantity: '1' }],
    status: 'active',
    nextIndex: 0,
    nextDate: '2099-01-01',
    count: 0,
    folder: 'active',
    version: 0,
    createdAt: Date.now(),
    createdBy: 1,
    updatedBy: 1,
  }));
  await load(profiles.map(recurringItem));
}

/**
 * Finding the accounts with work due (the 15-minute schedule) in a table of `small` recurring
 * profiles and in one of `large`, in turns (two tables of the same emulator, so that whatever
 * else the machine does weighs on both alike): it reads the due keys only, so its cost stays flat.
 */
export async function dueIndexCost(bench: Bench, small: number, large: number, runs: number): Promise<Row[]> {
  const [few, many] = await Promise.all([bench.otherTable(`due-${small}`), bench.otherTable(`due-${large}`)]);
  await few(() => idleProfiles(small));
  await many(() => idleProfiles(large));
  const calls = { few: 0, many: 0 };
  const counted = (side: 'few' | 'many') => async () => {
    const before = bench.calls.length;
    await (side === 'few' ? few : many)(() => queueDueAccounts(deps));
    calls[side] += bench.calls.length - before;
  };
  await few(() => queueDueAccounts(deps));
  await many(() => queueDueAccounts(deps));
  // DynamoDB Local reports no capacity for an empty Query: the calls say what was read.
  bench.counting = true;
  const times = await timedInTurns(runs, 0, { few: counted('few'), many: counted('many') });
  bench.counting = false;
  return [
    {
      section: 'recurring',
      name: `finding due work with ${large} vs ${small} profiles, p50`,
      ...ratioColumns(againstFloor(times.many, times.few, { inTurns: true })),
      unit: 'ms',
      target: 1.2,
    },
    {
      section: 'recurring',
      name: `DynamoDB calls of finding due work, ${large} vs ${small} profiles`,
      value: round(calls.many / runs),
      floor: round(calls.few / runs),
      unit: 'calls',
      ratio: round(calls.many / calls.few),
      target: 1,
    },
  ];
}
