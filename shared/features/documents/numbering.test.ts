import { beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import type { JournalEntry } from '../audit/model.ts';
import { listJournal, seriesFollower, verifyJournal } from '../audit/service.ts';
import { createCategory } from '../catalog/service.ts';
import { moveClock } from '../clock/service.ts';
import { createPayment, listPayments } from '../payments/service.ts';
import type { Ports } from '../ports.ts';
import { updateProfile } from '../profile/service.ts';
import { cancelInvoice, invoiceEstimate } from './actions.ts';
import { draftReferences, numberAtIssue } from './numbering.ts';
import { newDocument } from './rules.ts';
import { createDocument, deleteDocument, documentHistory, getDocument, updateDocument } from './service.ts';

/** Numbering at issue (docs/api.md §22): drafts hold DRAFT-<n>, issues take the invoice series in their order. */
const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
let deps: Ports;

const line = { Description: 'Work', Quantity: '1', UnitRate: '100', VAT: '20' };
const draft = (date = '2031-03-01') =>
  createDocument(deps, owner, 'invoice', {
    Client: { ClientName: 'Buyer SA' },
    General: { DateIssue: date, DueDate: '2031-04-01' },
    Items: [line],
  });
const issue = (number: string) => updateDocument(deps, owner, 'invoice', number, { General: { Status: 'sent' } });

beforeEach(async () => {
  const fake = fakePorts();
  deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  await moveClock(deps, owner, { now: '2031-03-01T09:00:00Z' });
  await updateProfile(deps, owner, { Numbering: 'at_issue' });
});

describe('numbering at issue', () => {
  it('gives drafts DRAFT-<n> and each issue the next Number, in the order of issue; the draft Number still finds it', async () => {
    const [a, b, c] = [await draft(), await draft(), await draft()];
    expect([a, b, c].map((d) => d.General.Number)).toEqual(['DRAFT-1', 'DRAFT-2', 'DRAFT-3']);
    const issuedC = await issue('DRAFT-3');
    const issuedA = await issue('DRAFT-1');
    expect([issuedC.General.Number, issuedA.General.Number]).toEqual(['INV-0001', 'INV-0002']);
    expect(issuedC.General.DraftNumber).toBe('DRAFT-3');
    expect((await getDocument(deps, owner, 'invoice', 'DRAFT-3')).General.Number).toBe('INV-0001');
    expect((await getDocument(deps, owner, 'invoice', 'INV-0001')).General.DraftNumber).toBe('DRAFT-3');
    // One history, whichever Number asks for it.
    const history = await documentHistory(deps, owner, 'invoice', 'INV-0001');
    expect(history.map((e) => e.action)).toEqual(['create', 'update']);
    // A draft may still be deleted; the series is untouched.
    await deleteDocument(deps, owner, 'invoice', b.General.Number);
    expect((await issue((await draft()).General.Number)).General.Number).toBe('INV-0003');
  });

  it('refuses a Number chosen for an invoice (400), and a DateIssue after today or before the last issued one (409), taking no place', async () => {
    await expect(
      createDocument(deps, owner, 'invoice', {
        General: { Number: 'F-1' },
        Client: { ClientName: 'B' },
        Items: [line],
      }),
    ).rejects.toMatchObject({ kind: 'invalid' });
    // Dated after the account's today (2031-03-01): every later issue would have to wait for it.
    const ahead = await draft('2031-03-05');
    await expect(issue(ahead.General.Number)).rejects.toMatchObject({
      code: 'issue_date_order',
      details: [{ field: 'General.DateIssue', message: 'must be 2031-03-01 or earlier' }],
    });
    expect((await getDocument(deps, owner, 'invoice', ahead.General.Number)).General.Status).toBe('draft');
    await moveClock(deps, owner, { now: '2031-03-05T09:00:00Z' });
    await issue(ahead.General.Number);
    const early = await draft('2031-03-04');
    await expect(issue(early.General.Number)).rejects.toMatchObject({ code: 'issue_date_order' });
    expect((await getDocument(deps, owner, 'invoice', early.General.Number)).General.Status).toBe('draft');
    const next = await draft('2031-03-05');
    expect((await issue(next.General.Number)).General.Number).toBe('INV-0002');
  });

  it('numbers what a payment issues, a credit note, and an invoice created issued, all from the one series', async () => {
    const paid = await draft();
    const payment = await createPayment(deps, owner, {
      Invoice: paid.General.Number,
      Amount: '120',
      Method: 'bank_transfer',
    });
    expect(payment.invoice).toBe('INV-0001');
    // Its payments are listed by either Number, as get finds it by either.
    for (const invoice of [paid.General.Number, 'INV-0001']) {
      const listed = await listPayments(deps, owner, 'active', { invoice }, 10);
      expect(
        listed.items.map((p) => p.paymentId),
        invoice,
      ).toEqual([payment.paymentId]);
    }
    const made = await createDocument(deps, owner, 'invoice', {
      Client: { ClientName: 'Buyer SA' },
      General: { Status: 'sent', DateIssue: '2031-03-01', DueDate: '2031-04-01' },
      Items: [line],
    });
    expect(made.General.Number).toBe('INV-0002');
    // Cancelled by its draft Number, it is named as issued.
    const note = await cancelInvoice(deps, owner, made.General.DraftNumber!);
    expect(note.General).toMatchObject({
      Number: 'INV-0003',
      Invoice: 'INV-0002',
      Description: 'Cancels invoice INV-0002',
    });
    const journal = await listJournal(deps, owner, {}, 100);
    expect(journal.items.filter((e) => e.Kind.endsWith('.issued')).map((e) => e.Object.Series)).toEqual([1, 2, 3]);
    expect(await verifyJournal(deps, owner)).toMatchObject({ Valid: true });
  });

  it('deducts a deposit once, whichever of its Numbers the final invoices name it by', async () => {
    const deposit = await createDocument(deps, owner, 'invoice', {
      Client: { ClientName: 'Buyer SA' },
      General: { Type: 'deposit', DateIssue: '2031-03-01', DueDate: '2031-04-01' },
      Items: [line],
    });
    const issued = await issue(deposit.General.Number);
    const final = (Deposits: string[]) =>
      createDocument(deps, owner, 'invoice', {
        Client: { ClientName: 'Buyer SA' },
        General: { DateIssue: '2031-03-01', DueDate: '2031-04-01', Deposits },
        Items: [{ ...line, UnitRate: '500' }],
      });
    const first = await final([deposit.General.Number]);
    // It names the deposit by the Number its issue gave it, which the files and the claim state.
    expect(first.General.Deposits).toEqual([issued.General.Number]);
    await expect(final([issued.General.Number])).rejects.toMatchObject({ code: 'deposit_deducted' });
    await expect(final([deposit.General.Number, issued.General.Number])).rejects.toMatchObject({ kind: 'invalid' });
  });

  it("moves the estimate's General.Invoice to the issued Number, only where it names the draft", async () => {
    const estimate = await createDocument(deps, owner, 'estimate', {
      Client: { ClientName: 'Buyer SA' },
      Items: [line],
    });
    const made = await invoiceEstimate(deps, owner, estimate.General.Number);
    const quoted = () => getDocument(deps, owner, 'estimate', estimate.General.Number);
    expect((await quoted()).General.Invoice).toBe(made.General.Number);
    const version = (await quoted()).version;
    const issued = await issue(made.General.Number);
    expect((await quoted()).General.Invoice).toBe(issued.General.Number);
    expect((await quoted()).version).toBe(version + 1);
    // A payment of the issued invoice takes no place and moves nothing again.
    await createPayment(deps, owner, { Invoice: issued.General.Number, Amount: '10', Method: 'bank_transfer' });
    expect((await quoted()).version).toBe(version + 1);
    expect(draftReferences(undefined, { ...issued, seriesSeq: undefined })).toEqual([]);
  });

  it('verify names a place the series skips', () => {
    const entry = (Seq: number, Series: number): JournalEntry => ({
      Seq,
      At: '2031-03-01T00:00:00.000Z',
      Kind: 'invoice.issued',
      Object: { Type: 'invoice', Number: `INV-000${Series}`, Series },
      Digest: '',
      Previous: null,
      Hash: '',
    });
    const series = seriesFollower();
    for (const e of [entry(1, 1), entry(2, 2), entry(3, 4)]) series.follow(e);
    expect(series.gaps).toEqual([{ After: 'INV-0002', Next: 'INV-0004' }]);
  });
});

describe('numbering at creation', () => {
  it('takes no Number for a create it refuses: as issued but incomplete, or naming what it cannot deduct', async () => {
    await updateProfile(deps, owner, { Numbering: 'at_create' });
    const refusedIssue = createDocument(deps, owner, 'invoice', { General: { Status: 'sent' }, Items: [line] });
    await expect(refusedIssue).rejects.toMatchObject({
      code: 'invoice_incomplete',
      message: expect.stringMatching(/^The invoice cannot be issued: /),
    });
    await expect(
      createDocument(deps, owner, 'invoice', {
        Client: { ClientName: 'Buyer SA' },
        General: { Deposits: ['INV-0404'] },
        Items: [line],
      }),
    ).rejects.toMatchObject({ kind: 'invalid' });
    const issued = await createDocument(deps, owner, 'invoice', {
      Client: { ClientName: 'Buyer SA' },
      General: { Status: 'sent' },
      Items: [line],
    });
    expect(issued.General.Number).toBe('INV-0001');
    expect((await draft()).General.Number).toBe('INV-0002');
  });

  it('gives back the Number of a create refused at its write, unless a later one was taken meanwhile', async () => {
    await updateProfile(deps, owner, { Numbering: 'at_create' });
    await createCategory(deps, owner, { Name: 'Paper', Price: 10, IsInventory: true, StockQuantity: 1 });
    const sell = (Quantity: string) =>
      createDocument(deps, owner, 'invoice', {
        Client: { ClientName: 'Buyer SA' },
        General: { Status: 'sent', DueDate: '2031-04-01' },
        Items: [{ ...line, Reference: 'Paper', Quantity }],
      });
    await expect(sell('2')).rejects.toMatchObject({ code: 'insufficient_stock' });
    expect((await sell('1')).General.Number).toBe('INV-0001');
    // A give-back of a Number that is no longer the last taken changes nothing.
    const last = await deps.sequences.next('acct', 'invoice');
    await deps.sequences.giveBack('acct', 'invoice', last - 1);
    expect((await draft()).General.Number).toBe(`INV-${String(last + 1).padStart(4, '0')}`);
  });
});

describe('back to numbering at creation', () => {
  it('a draft that holds DRAFT-<n> still takes the series’ next Number at its issue; new ones are numbered at creation', async () => {
    const held = await draft();
    await updateProfile(deps, owner, { Numbering: 'at_create' });
    const issued = await issue(held.General.Number);
    expect(issued.General).toMatchObject({ Number: 'INV-0001', DraftNumber: 'DRAFT-1' });
    const fresh = await draft();
    expect(fresh.General.Number).toBe('INV-0002');
    const plain = await issue(fresh.General.Number);
    expect(plain.General.Number).toBe('INV-0002');
    expect(plain.General.DraftNumber).toBeUndefined();
  });
});

describe('the dates an issue numbered at issue may take', () => {
  const dated = (DateIssue: string) => {
    const doc = newDocument('acct', 'invoice', 1, 1, DateIssue);
    return { ...doc, General: { ...doc.General, Number: 'DRAFT-9' } };
  };
  const atIssue = { Numbering: 'at_issue' as const };
  it('from the last issued date to today; one issued ahead of today before that was refused holds the account back to today at most', () => {
    const head = { seq: 4, lastDate: '2026-12-01' };
    expect(numberAtIssue(dated('2026-12-02'), atIssue, head, '2026-12-03').General.Number).toBe('INV-0005');
    expect(() => numberAtIssue(dated('2026-11-30'), atIssue, head, '2026-12-03')).toThrow(/2026-12-01 or later/);
    expect(() => numberAtIssue(dated('2026-12-04'), atIssue, head, '2026-12-03')).toThrow(/2026-12-03 or earlier/);
    const ahead = { seq: 4, lastDate: '2027-06-01' };
    expect(numberAtIssue(dated('2026-12-03'), atIssue, ahead, '2026-12-03').General.Number).toBe('INV-0005');
    expect(() => numberAtIssue(dated('2026-12-02'), atIssue, ahead, '2026-12-03')).toThrow(/2026-12-03 or later/);
  });
});
