import { beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { Failure } from '../../kernel/errors.ts';
import { createClient } from '../clients/service.ts';
import { cancelInvoice } from '../documents/actions.ts';
import { createDocument, updateDocument } from '../documents/service.ts';
import { createPayment } from '../payments/service.ts';
import type { Ports } from '../ports.ts';
import { updateProfile } from '../profile/service.ts';
import { makeLateFee } from './service.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
let deps: Ports;

beforeEach(async () => {
  const fake = fakePorts();
  deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  await createClient(deps, owner, {
    Reference: 'CO',
    Company: { CompanyName: 'Retard SAS' },
    Culture: 'fr-FR',
  } as never);
  await createClient(deps, owner, {
    Reference: 'PE',
    Contacts: [{ FirstName: 'Jean', LastName: 'Martin', Principal: true }],
  } as never);
});

async function invoice(client: string, amount: string, extra: object = {}) {
  const doc = await createDocument(deps, owner, 'invoice', {
    Client: { Reference: client },
    General: { Status: 'sent', DateIssue: '2026-01-01', DueDate: '2026-01-31', ...extra },
    Items: [{ Description: 'Consulting', UnitRate: amount, Quantity: '1', VAT: '0' }],
  } as never);
  return doc.General.Number;
}
const failure = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (e: unknown) => (e instanceof Failure ? e.kind : String(e)),
  );

describe('late-fee invoices', () => {
  beforeEach(() => updateProfile(deps, owner, { LatePaymentRate: '12.15', RecoveryIndemnity: '40' }));

  it('charge interest day by day over what was due each day, rounded once, and the indemnity, both category O', async () => {
    const n = await invoice('CO', '1234.56');
    await createPayment(deps, owner, {
      Invoice: n,
      Amount: '400',
      Date: '2026-02-20',
      Method: 'bank_transfer',
    } as never);
    const fee = await makeLateFee(deps, owner, n, { Date: '2026-03-31' });
    expect(fee.General).toMatchObject({ Status: 'draft', LateFeeFor: n, Currency: 'EUR' });
    expect(fee.clientId).toBeDefined();
    expect(fee.Items.map((i) => [i.UnitRate, i.VAT, i.VATCategory])).toEqual([
      ['18.92', '0', 'O'],
      ['40', '0', 'O'],
    ]);
    expect(fee.Items[0]!.Description).toContain('59 jours au taux annuel de 12,15');
  });

  it('numbered at issue, name the invoice by its issued Number, and are made once whichever Number asks', async () => {
    await updateProfile(deps, owner, { Numbering: 'at_issue' });
    const draft = (
      await createDocument(deps, owner, 'invoice', {
        Client: { Reference: 'CO' },
        General: { DateIssue: '2026-01-01', DueDate: '2026-01-31' },
        Items: [{ Description: 'Consulting', UnitRate: '1000', Quantity: '1', VAT: '0' }],
      } as never)
    ).General.Number;
    const issued = (await updateDocument(deps, owner, 'invoice', draft, { General: { Status: 'sent' } })).General
      .Number;
    expect([draft, issued]).toEqual(['DRAFT-1', 'INV-0001']);
    const fee = await makeLateFee(deps, owner, draft, { Date: '2026-03-31' });
    expect(fee.General.LateFeeFor).toBe(issued);
    expect(fee.Items[0]!.Description).toContain(issued);
    expect(await failure(makeLateFee(deps, owner, issued, { Date: '2026-03-31' }))).toBe('conflict');
  });

  it('are made once per invoice and Date; another Date makes another', async () => {
    const n = await invoice('CO', '1000');
    await makeLateFee(deps, owner, n, { Date: '2026-03-31' });
    expect(await failure(makeLateFee(deps, owner, n, { Date: '2026-03-31' }))).toBe('conflict');
    const later = await makeLateFee(deps, owner, n, { Date: '2026-04-15' });
    expect(later.General.LateFeeFor).toBe(n);
  });

  it('charge a person no indemnity, nor an invoice in another currency', async () => {
    const person = await makeLateFee(deps, owner, await invoice('PE', '500'), { Date: '2026-03-10' });
    expect(person.Items).toHaveLength(1);
    const dollars = await makeLateFee(deps, owner, await invoice('CO', '500', { Currency: 'USD' }), {
      Date: '2026-03-10',
    });
    expect(dollars.Items.map((i) => i.VATCategory)).toEqual(['O']);
    expect(dollars.General.Currency).toBe('USD');
  });

  it('refuse what is not late: up to DueDate, paid on time, a draft', async () => {
    const n = await invoice('CO', '100');
    expect(await failure(makeLateFee(deps, owner, n, { Date: '2026-01-31' }))).toBe('conflict');
    const onTime = await invoice('CO', '100');
    await createPayment(deps, owner, {
      Invoice: onTime,
      Amount: '100',
      Date: '2026-01-20',
      Method: 'bank_transfer',
    } as never);
    expect(await failure(makeLateFee(deps, owner, onTime, { Date: '2026-03-01' }))).toBe('conflict');
    const draft = await invoice('CO', '100', { Status: 'draft' });
    expect(await failure(makeLateFee(deps, owner, draft, { Date: '2026-03-01' }))).toBe('conflict');
  });

  it('refuse a cancelled invoice (409), which owes nothing', async () => {
    const n = await invoice('CO', '100');
    await cancelInvoice(deps, owner, n);
    expect(await failure(makeLateFee(deps, owner, n, { Date: '2026-03-01' }))).toBe('conflict');
  });

  it('run on what the final invoice charges, its paid deposit deducted', async () => {
    const deposit = await invoice('CO', '3000', { Deposit: true });
    await createPayment(deps, owner, {
      Invoice: deposit,
      Amount: '3000',
      Date: '2026-01-15',
      Method: 'bank_transfer',
    } as never);
    await updateProfile(deps, owner, { LatePaymentRate: '10', RecoveryIndemnity: null });
    const final = await invoice('CO', '10000', { Deposits: [deposit] });
    // 7,000 due for 365 days at 10%: 700.00, not 1,000.00.
    const fee = await makeLateFee(deps, owner, final, { Date: '2027-01-31' });
    expect(fee.Items.map((i) => i.UnitRate)).toEqual(['700']);
  });

  it('charge the terms the invoice stated, whatever the profile says since (docs/api.md §20)', async () => {
    const n = await invoice('CO', '1000');
    await updateProfile(deps, owner, { LatePaymentRate: '50', RecoveryIndemnity: null });
    const fee = await makeLateFee(deps, owner, n, { Date: '2027-01-31' });
    // 1,000 due for 365 days at the stated 12.15%, and the stated 40 indemnity.
    expect(fee.Items.map((i) => i.UnitRate)).toEqual(['121.5', '40']);
  });

  it('end at once for a date at the end of the range (the interest loop once never ended past 9999-12-31)', async () => {
    const n = await invoice('CO', '100');
    const fee = await makeLateFee(deps, owner, n, { Date: '2099-12-31' });
    expect(fee.Items).toHaveLength(2);
  });

  it('refuse an account whose profile sets neither charge', async () => {
    await updateProfile(deps, owner, { LatePaymentRate: null, RecoveryIndemnity: null });
    expect(await failure(makeLateFee(deps, owner, await invoice('CO', '100'), { Date: '2026-03-01' }))).toBe(
      'conflict',
    );
  });
});
