import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { Failure } from '../../kernel/errors.ts';
import { loadSigningKey } from '../../kernel/signing-key.ts';
import { runAccount } from '../automation/service.ts';
import { createClient } from '../clients/service.ts';
import { moveClock } from '../clock/service.ts';
import { createDocument, documentHistory, getDocument, updateDocument } from '../documents/service.ts';
import { createPayment } from '../payments/service.ts';
import type { Ports } from '../ports.ts';
import { emptyProfile } from '../profile/model.ts';
import { remindDue } from './runs.ts';
import { remindNow, updateReminders } from './service.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
let fake: ReturnType<typeof fakePorts>;
let deps: Ports;
const forever = () => Date.now() + 60_000;

beforeEach(async () => {
  await loadSigningKey();
  fake = await accountWithClient();
  deps = fake.ports;
  await moveClock(deps, owner, { now: '2031-03-01T09:00:00Z' });
});

/** An account on in-memory ports, with its French client `FR` who reads e-mail. */
async function accountWithClient() {
  const ports = fakePorts();
  ports.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  await createClient(ports.ports, owner, {
    Reference: 'FR',
    Company: { CompanyName: 'Acheteur SA' },
    Culture: 'fr-FR',
    Contacts: [{ Name: 'Marie', Email: 'marie@example.com', Principal: true }],
  } as never);
  return ports;
}

/** An issued invoice due on `due`, to the French client unless `general` says otherwise. */
async function invoice(due: string, extra: { Client?: object; General?: object } = {}) {
  const doc = await createDocument(deps, owner, 'invoice', {
    Client: { Reference: 'FR', ...extra.Client },
    General: { Status: 'sent', DateIssue: '2031-02-01', DueDate: due, ...extra.General },
    Items: [{ Description: 'Audit', UnitRate: '1500', Quantity: '1', VAT: '20' }],
  } as never);
  return doc.General.Number;
}
const daysOf = async (number: string) =>
  (await documentHistory(deps, owner, 'invoice', number))
    .filter((e) => e.action === 'reminder')
    .map((e) => e.changes.days);
const mailsOf = (number: string) => fake.mails.filter((m) => m.subject.includes(number));
const kindOf = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (e: unknown) => (e instanceof Failure ? `${e.kind} ${e.code}` : String(e)),
  );

describe('automatic reminders, on in-memory ports', () => {
  it('go on DueDate + d for each d, oldest first, each once, whatever the runs and a change of Days', async () => {
    await updateReminders(deps, owner, { Enabled: true, Days: [-3, 1, 5] });
    const n = await invoice('2031-03-10');
    await moveClock(deps, owner, { now: '2031-03-07T00:30:00Z' });
    expect((await remindDue(deps, 'acct', forever())).sent).toBe(1);
    await moveClock(deps, owner, { now: '2031-03-20T00:30:00Z' });
    const racing = await Promise.all([remindDue(deps, 'acct', forever()), remindDue(deps, 'acct', forever())]);
    expect(racing.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    await updateReminders(deps, owner, { Days: [-3, 1, 5, 8] });
    expect((await remindDue(deps, 'acct', forever())).sent).toBe(0);
    expect(await daysOf(n)).toEqual([-3, 1, 5]);
    expect(mailsOf(n)).toHaveLength(3);
    expect((await getDocument(deps, owner, 'invoice', n)).General.LastReminder).toBe('2031-03-15');
  });

  it('say what is due, when, and how to pay, in the client language, with the PDF', async () => {
    await deps.accounts.setProfile(
      'acct',
      { ...emptyProfile, LegalName: 'Relances SAS', IBAN: 'FR7630006000011234567890189', BIC: 'AGRIFRPP' },
      0,
    );
    await updateReminders(deps, owner, { Enabled: true, Days: [2] });
    const n = await invoice('2031-03-10');
    await moveClock(deps, owner, { now: '2031-03-12T08:00:00Z' });
    await remindDue(deps, 'acct', forever());
    const [mail] = mailsOf(n);
    expect(mail?.to).toEqual(['marie@example.com']);
    expect(mail?.from.name).toBe('Relances SAS');
    expect(mail?.subject).toBe(`Rappel : facture ${n} de Relances SAS`);
    const text = mail!.text.replace(/\s+/g, ' ');
    expect(text).toContain('1 800,00 €');
    expect(text).toContain('10 mars 2031, il y a 2 jours');
    expect(text).toContain('IBAN : FR76 3000 6000 0112 3456 7890 189');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Facture-${n}.pdf`, 'application/pdf'],
    ]);
  });

  it('skip a paid, a draft, an opted-out invoice and one with no recipient', async () => {
    await updateReminders(deps, owner, { Enabled: true, Days: [1] });
    const paid = await invoice('2031-03-10');
    await createPayment(deps, owner, {
      Invoice: paid,
      Amount: '1800',
      Date: '2031-03-05',
      Method: 'bank_transfer',
    } as never);
    const draft = await invoice('2031-03-10', { General: { Status: 'draft' } });
    const optedOut = await invoice('2031-03-10');
    await updateDocument(deps, owner, 'invoice', optedOut, { General: { Reminders: false } } as never);
    const nobody = await invoice('2031-03-10', { Client: { Reference: '', ClientName: 'Walk-in' } });
    const reminded = await invoice('2031-03-10');
    await moveClock(deps, owner, { now: '2031-03-11T08:00:00Z' });
    expect((await remindDue(deps, 'acct', forever())).sent).toBe(1);
    for (const n of [paid, draft, optedOut, nobody]) expect(await daysOf(n)).toEqual([]);
    expect(await daysOf(reminded)).toEqual([1]);
  });

  it('leave the dates before they were enabled, and send those missed while nothing ran', async () => {
    const early = await invoice('2031-03-02');
    await moveClock(deps, owner, { now: '2031-03-05T08:00:00Z' });
    await updateReminders(deps, owner, { Enabled: true, Days: [1, 5, 9] });
    const n = await invoice('2031-03-06');
    await moveClock(deps, owner, { now: '2031-03-30T08:00:00Z' });
    await remindDue(deps, 'acct', forever());
    // early's day 1 (03-03) passed before enabling; its days 5 and 9 did not.
    expect(await daysOf(early)).toEqual([5, 9]);
    expect(await daysOf(n)).toEqual([1, 5, 9]);
  });

  it('stop at the time given, recording the dates done, and leave the account due for the next run', async () => {
    await updateReminders(deps, owner, { Enabled: true, Days: [1] });
    const first = await invoice('2031-03-02');
    const second = await invoice('2031-03-04');
    await moveClock(deps, owner, { now: '2031-03-10T08:00:00Z' });
    const run = await runAccount(deps, 'acct', Date.now() - 1);
    expect(run).toMatchObject({ reminded: 0, ended: 'out_of_time' });
    expect(await deps.accounts.remindersDue(Date.now(), 10)).toEqual(['acct']);
    expect(await remindDue(deps, 'acct', forever())).toEqual({ sent: 2, ended: 'done' });
    expect([await daysOf(first), await daysOf(second)]).toEqual([[1], [1]]);
  });

  it('stop at the mail quota and send the rest in a later run', async () => {
    process.env.MAIL_QUOTA_PER_DAY = '1';
    try {
      await updateReminders(deps, owner, { Enabled: true, Days: [1] });
      await invoice('2031-03-02');
      await invoice('2031-03-03');
      await moveClock(deps, owner, { now: '2031-03-10T08:00:00Z' });
      expect(await remindDue(deps, 'acct', forever())).toEqual({ sent: 1, ended: 'quota' });
      expect(await deps.accounts.remindersDue(Date.now(), 10)).toEqual(['acct']);
    } finally {
      delete process.env.MAIL_QUOTA_PER_DAY;
    }
  });

  it('are due again at the start of the next date in the account zone, and not before', async () => {
    await deps.accounts.setProfile('acct', { ...emptyProfile, TimeZone: 'Pacific/Auckland' }, 0);
    await updateReminders(deps, owner, { Enabled: true, Days: [1] });
    await remindDue(deps, 'acct', forever());
    expect(await deps.accounts.remindersDue(Date.now(), 10)).toEqual([]);
    const offset = Date.parse('2031-03-01T09:00:00Z') - Date.now();
    // 2031-03-02 starts in Auckland (UTC+13) at 2031-03-01T11:00Z.
    expect(await deps.accounts.remindersDue(Date.parse('2031-03-01T10:59:00Z') - offset, 10)).toEqual([]);
    expect(await deps.accounts.remindersDue(Date.parse('2031-03-01T11:01:00Z') - offset, 10)).toEqual(['acct']);
  });
});

describe('manual reminder', () => {
  it('goes now whatever the settings, counts as that day, and is refused for a draft or a paid invoice', async () => {
    const n = await invoice('2031-02-25');
    await remindNow(deps, owner, n, 'https://api.example.com');
    expect(await daysOf(n)).toEqual([4]);
    expect((await getDocument(deps, owner, 'invoice', n)).General.LastReminder).toBe('2031-03-01');
    expect(mailsOf(n)[0]?.text).toContain('https://api.example.com/d/');
    const draft = await invoice('2031-02-25', { General: { Status: 'draft' } });
    expect(await kindOf(remindNow(deps, owner, draft, undefined))).toBe('conflict conflict');
    await createPayment(deps, owner, { Invoice: n, Amount: '1800', Method: 'bank_transfer' } as never);
    expect(await kindOf(remindNow(deps, owner, n, undefined))).toBe('conflict conflict');
    expect(await daysOf(n)).toEqual([4]);
  });

  it('General.Reminders is the one field an issued invoice may change besides its Folder', async () => {
    const n = await invoice('2031-02-25');
    await updateDocument(deps, owner, 'invoice', n, { General: { Reminders: false } } as never);
    expect((await getDocument(deps, owner, 'invoice', n)).General.Reminders).toBe(false);
    expect(
      await kindOf(
        updateDocument(deps, owner, 'invoice', n, { General: { Reminders: true, DueDate: '2031-04-01' } } as never),
      ),
    ).toBe('conflict invoice_issued');
  });
});

describe('reminders missed in real time (the service down: no test clock)', () => {
  // The real clock itself moves: no account clock is simulated, as on a deployed stage.
  let real: ReturnType<typeof fakePorts>;
  let ports: Ports;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T09:00:00Z'));
    real = await accountWithClient();
    ports = real.ports;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const issued = async (due: string) =>
    (
      await createDocument(ports, owner, 'invoice', {
        Client: { Reference: 'FR' },
        General: { Status: 'sent', DateIssue: '2031-02-01', DueDate: due },
        Items: [{ Description: 'Audit', UnitRate: '1500', Quantity: '1', VAT: '20' }],
      } as never)
    ).General.Number;
  const days = async (number: string) =>
    (await documentHistory(ports, owner, 'invoice', number))
      .filter((e) => e.action === 'reminder')
      .map((e) => e.changes.days);
  const mails = (number: string) => real.mails.filter((m) => m.subject.includes(number));

  it('catch up with the latest reminder of each invoice only, worded for the day it goes; the earlier ones never go after', async () => {
    await updateReminders(ports, owner, { Enabled: true, Days: [-3, 1, 5] });
    const n = await issued('2031-03-10');
    // Nothing ran from the 1st to the 28th: -3 (the 7th), 1 (the 11th) and 5 (the 15th) were missed.
    vi.setSystemTime(new Date('2031-03-28T08:00:00Z'));
    expect((await remindDue(ports, 'acct', forever())).sent).toBe(1);
    expect(await days(n)).toEqual([5]);
    const [mail] = mails(n);
    // Not "due in 3 days", 21 days after: as late as it is the day it goes.
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('10 mars 2031, il y a 18 jours');
    expect((await getDocument(ports, owner, 'invoice', n)).General.LastReminder).toBe('2031-03-28');
    await updateReminders(ports, owner, { Days: [-3, 1, 5, 30] });
    vi.setSystemTime(new Date('2031-04-10T08:00:00Z'));
    await remindDue(ports, 'acct', forever());
    expect(await days(n)).toEqual([5, 30]);
    expect(mails(n)).toHaveLength(2);
  });

  it('send none that fell on or before a manual reminder sent since', async () => {
    await updateReminders(ports, owner, { Enabled: true, Days: [1, 20] });
    const n = await issued('2031-03-06');
    // Nothing ran on the 7th; the owner reminded by hand on the 8th.
    vi.setSystemTime(new Date('2031-03-08T08:00:00Z'));
    await remindNow(ports, owner, n, undefined);
    expect((await remindDue(ports, 'acct', forever())).sent).toBe(0);
    vi.setSystemTime(new Date('2031-03-26T08:00:00Z'));
    expect((await remindDue(ports, 'acct', forever())).sent).toBe(1);
    expect(await days(n)).toEqual([2, 20]);
  });
});
