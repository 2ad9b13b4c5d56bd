import { beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { Busy, Failure } from '../../kernel/errors.ts';
import { createClient } from '../clients/service.ts';
import { moveClock } from '../clock/service.ts';
import { createDocument } from '../documents/service.ts';
import type { Ports } from '../ports.ts';
import { runDue, runOnce } from './runs.ts';
import { createRecurring, getRecurring, pauseRecurring, resumeRecurring } from './service.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
let fake: ReturnType<typeof fakePorts>;
let deps: Ports;
beforeEach(async () => {
  fake = fakePorts();
  deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  await createClient(deps, owner, { Reference: 'BUYER', Company: { CompanyName: 'Buyer SA' } });
});

const profile = (extra: object = {}) =>
  createRecurring(deps, owner, {
    Client: { Reference: 'BUYER' },
    Frequency: 'monthly',
    StartDate: '2031-01-31',
    Items: [{ Description: 'Retainer', UnitRate: '100', Quantity: '1' }],
    ...extra,
  });
const invoices = () => [...fake.documents.items.values()].filter((d) => d.type === 'invoice');
const kindOf = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (e: unknown) => (e instanceof Failure ? `${e.kind} ${e.details.map((d) => d.field).join(',')}` : String(e)),
  );

describe('recurring profiles, on in-memory ports', () => {
  it('numbers profiles per account and starts them at StartDate', async () => {
    const first = await profile();
    expect(first).toMatchObject({ recurringId: 'REC-0001', status: 'active', nextDate: '2031-01-31', count: 0 });
    expect((await profile()).recurringId).toBe('REC-0002');
  });

  it('refuses an unknown client and a StartDate before the account today', async () => {
    expect(await kindOf(profile({ Client: { Reference: 'NOBODY' } }))).toBe('invalid Client.Reference');
    await moveClock(deps, owner, { now: '2031-02-01T00:00:00Z' });
    expect(await kindOf(profile())).toBe('invalid StartDate');
  });

  it('makes one invoice per date, month ends kept, however many runners race', async () => {
    const made = await profile({ Occurrences: 3, DueDays: 10 });
    await moveClock(deps, owner, { now: '2031-06-01T09:00:00Z' });
    const counts = await Promise.all([runDue(deps, 'acct'), runDue(deps, 'acct'), runDue(deps, 'acct')]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(invoices().map((d) => [d.General.DateIssue, d.General.DueDate, d.General.Recurring])).toEqual([
      ['2031-01-31', '2031-02-10', made.recurringId],
      ['2031-02-28', '2031-03-10', made.recurringId],
      ['2031-03-31', '2031-04-10', made.recurringId],
    ]);
    expect(await getRecurring(deps, owner, made.recurringId)).toMatchObject({ status: 'finished', count: 3 });
    expect(await runDue(deps, 'acct')).toBe(0);
  });

  it('skips the dates passed while paused', async () => {
    const made = await profile({ StartDate: '2031-01-01' });
    await pauseRecurring(deps, owner, made.recurringId);
    await moveClock(deps, owner, { now: '2031-03-15T00:00:00Z' });
    expect(await runDue(deps, 'acct')).toBe(0);
    const resumed = await resumeRecurring(deps, owner, made.recurringId);
    expect(resumed).toMatchObject({ status: 'active', nextDate: '2031-04-01' });
  });

  it("queues the account's run when a profile is due today, on creation or on resuming", async () => {
    await moveClock(deps, owner, { now: '2031-03-01T08:00:00Z' });
    const runs = () => fake.queued.filter((q) => q.queue === 'account-runs').map((q) => JSON.parse(q.message.body));
    await profile({ StartDate: '2031-03-02' });
    expect(runs()).toEqual([]);
    const today = await profile({ StartDate: '2031-03-01' });
    expect(runs()).toEqual([{ accountId: 'acct' }]);
    await pauseRecurring(deps, owner, today.recurringId);
    await moveClock(deps, owner, { now: '2031-04-01T08:00:00Z' });
    await resumeRecurring(deps, owner, today.recurringId);
    expect(runs()).toHaveLength(2);
  });

  it('skip past Numbers taken by hand a bounded number of times, then leave the date to a later run', async () => {
    await profile({ Occurrences: 1 });
    for (let n = 1; n <= 60; n += 1)
      await createDocument(deps, owner, 'invoice', {
        Client: { Reference: 'BUYER' },
        General: { Number: `INV-${String(n).padStart(4, '0')}` },
        Items: [{ Description: 'By hand', UnitRate: '1', Quantity: '1' }],
      } as never);
    await moveClock(deps, owner, { now: '2031-02-01T09:00:00Z' });
    await expect(runDue(deps, 'acct')).rejects.toThrow(Busy);
    // The next run skips the rest and makes it.
    expect(await runDue(deps, 'acct')).toBe(1);
  });
});

describe('an update of a profile', () => {
  it('is refused as changed when its last invoice was renamed since it was read (its issue), the version the same', async () => {
    const made = await profile();
    const key = `acct/${made.recurringId}`;
    fake.recurring.set(key, { ...fake.recurring.get(key)!, lastInvoice: 'DRAFT-1' });
    const read = (await deps.recurring.get('acct', made.recurringId))!;
    // The issue renames it in place (draft references), keeping the version.
    fake.recurring.set(key, { ...read, lastInvoice: 'INV-0001' });
    await expect(deps.recurring.replace(read, { ...read, version: read.version + 1 })).rejects.toThrow('changed');
  });
});

describe('a run that another run came before', () => {
  it('makes nothing and gives its Number back: the next invoice takes it', async () => {
    const made = await profile({ StartDate: '2031-01-31' });
    await moveClock(deps, owner, { now: '2031-02-01T09:00:00Z' });
    const read = (await deps.recurring.get('acct', made.recurringId))!;
    expect((await runOnce(deps, read))?.General.Number).toBe('INV-0001');
    // The same profile as read before the first run: its write finds the profile moved.
    expect(await runOnce(deps, read)).toBeUndefined();
    const next = await createDocument(deps, owner, 'invoice', {
      Client: { Reference: 'BUYER' },
      Items: [{ Description: 'Work', UnitRate: '1', Quantity: '1' }],
    });
    expect(next.General.Number).toBe('INV-0002');
  });
});
