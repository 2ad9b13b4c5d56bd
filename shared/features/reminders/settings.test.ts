import { beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { parse } from '../../kernel/validation.ts';
import { moveClock } from '../clock/service.ts';
import type { Ports } from '../ports.ts';
import { remindersInput } from './schema.ts';
import { getReminders, updateReminders } from './service.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
let deps: Ports;
let fake: ReturnType<typeof fakePorts>;
beforeEach(() => {
  fake = fakePorts();
  deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
});

describe('reminder settings', () => {
  it('are off with no days until set; a PUT is partial; enabling records the account today', async () => {
    expect(await getReminders(deps, owner)).toEqual({ Enabled: false, Days: [] });
    await updateReminders(deps, owner, { Days: [7, -3] });
    await moveClock(deps, owner, { now: '2031-05-02T10:00:00Z' });
    const enabled = await updateReminders(deps, owner, { Enabled: true });
    expect(enabled).toEqual({ Enabled: true, Days: [7, -3], enabledOn: '2031-05-02' });
  });

  it('are not written again by a PUT that changes nothing', async () => {
    await updateReminders(deps, owner, { Enabled: true, Days: [7] });
    const stored = fake.reminders.get('acct');
    expect(await updateReminders(deps, owner, { Days: [7] })).toMatchObject({ Enabled: true, Days: [7] });
    await updateReminders(deps, owner, {});
    expect(fake.reminders.get('acct')).toBe(stored);
    await updateReminders(deps, owner, { Days: [8] });
    expect(fake.reminders.get('acct')).toMatchObject({ Days: [8] });
  });

  it('refuse an empty, long, repeated or out-of-range Days, and anything not a boolean or whole days', () => {
    for (const body of [
      { Days: [] },
      { Days: Array.from({ length: 11 }, (_, i) => i) },
      { Days: [1, 1] },
      { Days: [-61] },
      { Days: [366] },
      { Days: [1.5] },
      { Days: ['3'] },
      { Days: 3 },
      { Enabled: 'yes' },
    ])
      expect(() => parse(remindersInput, body, 'The reminder settings'), JSON.stringify(body)).toThrow();
    expect(parse(remindersInput, { Days: [-60, 365] }, 'The reminder settings')).toEqual({ Days: [-60, 365] });
  });
});
