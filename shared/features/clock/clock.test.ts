import { beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { dateIn, isTimeZone } from '../../kernel/dates.ts';
import { Failure } from '../../kernel/errors.ts';
import { createDocument } from '../documents/service.ts';
import type { Ports } from '../ports.ts';
import { updateProfile } from '../profile/service.ts';
import { accountClock, moveClock, readClock } from './service.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
let deps: Ports;
beforeEach(() => {
  const fake = fakePorts();
  deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  fake.accounts.set('other', { company: 'Other', currency: 'EUR' });
});

const kindOf = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (e: unknown) => (e instanceof Failure ? e.kind : String(e)),
  );

describe('time zones', () => {
  it('knows IANA names and refuses the rest', () => {
    expect(['UTC', 'Europe/Paris', 'Pacific/Auckland', 'America/Argentina/Buenos_Aires'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus_Mons', 'UTC+25', '', 'Europe/../etc'].some(isTimeZone)).toBe(false);
  });

  it('gives the date of an instant in a zone, across the date line and DST', () => {
    const t = Date.parse('2029-01-10T20:00:00Z');
    expect(dateIn(t)).toBe('2029-01-10');
    expect(dateIn(t, 'Pacific/Auckland')).toBe('2029-01-11');
    expect(dateIn(Date.parse('2029-01-10T03:00:00Z'), 'America/Los_Angeles')).toBe('2029-01-09');
    expect(dateIn(Date.parse('2029-03-25T22:30:00Z'), 'Europe/Paris')).toBe('2029-03-26');
  });
});

describe("the account's clock", () => {
  it('is the real time until moved, then the time set, for that account only', async () => {
    const before = await readClock(deps, owner);
    expect(before.simulated).toBe(false);
    expect(Math.abs(before.now - Date.now())).toBeLessThan(1000);

    await moveClock(deps, owner, { now: '2031-06-01T09:00:00Z' });
    const after = await accountClock(deps, 'acct');
    expect(after.simulated).toBe(true);
    expect(after.now - Date.parse('2031-06-01T09:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(after.now - Date.parse('2031-06-01T09:00:00Z')).toBeLessThan(1000);
    expect(after.today).toBe('2031-06-01');
    expect((await accountClock(deps, 'other')).simulated).toBe(false);
  });

  it('never goes back', async () => {
    await moveClock(deps, owner, { now: '2031-06-01T09:00:00Z' });
    expect(await kindOf(moveClock(deps, owner, { now: '2031-05-31T09:00:00Z' }))).toBe('invalid');
    expect(await kindOf(moveClock(deps, owner, { now: new Date().toISOString() }))).toBe('invalid');
    expect((await accountClock(deps, 'acct')).today).toBe('2031-06-01');
  });

  it("dates a new document by the account's clock, in the profile's zone", async () => {
    await moveClock(deps, owner, { now: '2031-01-10T20:00:00Z' });
    const utc = await createDocument(deps, owner, 'invoice', {
      Items: [{ Description: 'Work', UnitRate: '1', Quantity: '1' }],
    });
    expect(utc.General.DateIssue).toBe('2031-01-10');
    await updateProfile(deps, owner, { TimeZone: 'Pacific/Auckland' });
    const auckland = await createDocument(deps, owner, 'invoice', {
      Items: [{ Description: 'Work', UnitRate: '1', Quantity: '1' }],
    });
    expect(auckland.General.DateIssue).toBe('2031-01-11');
  });
});
