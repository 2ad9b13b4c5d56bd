import { beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { addDays } from '../../kernel/dates.ts';
import { createClient } from '../clients/service.ts';
import { moveClock } from '../clock/service.ts';
import { makeLateFee } from '../latefees/service.ts';
import type { Ports } from '../ports.ts';
import { updateProfile } from '../profile/service.ts';
import { runDue } from '../recurring/runs.ts';
import { createRecurring } from '../recurring/service.ts';
import { invoiceEstimate } from './actions.ts';
import type { Document } from './model.ts';
import { DEFAULT_DUE_DAYS } from './rules.ts';
import { createDocument } from './service.ts';

/**
 * Every path that makes an invoice fills the same client defaults (issue "What it issues, a French
 * business can sign", item 2): contact, address and payment terms, by one rule (withClientDefaults
 * of shared/features/documents/rules.ts, on clientDefaults as a create's DefaultValueUse reads it).
 */
const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
let fake: ReturnType<typeof fakePorts>;
let deps: Ports;
const ADDRESS = 'Siège\n5 place Bellecour\n69002 Lyon\nFR';

beforeEach(async () => {
  fake = fakePorts();
  deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  await moveClock(deps, owner, { now: '2031-03-01T09:00:00Z' });
  await updateProfile(deps, owner, { LatePaymentRate: '10', RecoveryIndemnity: '40' });
  for (const [Reference, terms] of [
    ['TERMS', { DueDate: 45 }],
    ['NONE', {}],
  ] as const)
    await createClient(deps, owner, {
      Reference,
      Company: { CompanyName: `${Reference} SA` },
      Contacts: [
        { FirstName: 'Claire', LastName: 'Dupont', Email: 'claire@client.example', Principal: true, ...terms },
      ],
      Addresses: [
        {
          Name: 'Siège',
          Address1: '5 place Bellecour',
          City: 'Lyon',
          ZIPCode: '69002',
          Country: 'FR',
          Target_Invoice: true,
        },
      ],
    } as never);
});

/** What each path must have filled from the client. */
const expectDefaults = (doc: Document, dueDate: string) =>
  expect([doc.Client.ContactName, doc.Client.ContactEmail, doc.Client.ContactAddress, doc.General.DueDate]).toEqual([
    'Claire Dupont',
    'claire@client.example',
    ADDRESS,
    dueDate,
  ]);
const line = [{ Description: 'Conseil', UnitRate: '100', Quantity: '1', VAT: '20' }];

describe('the client defaults of every path that makes an invoice', () => {
  it('a create with DefaultValueUse, a deposit and its final invoice', async () => {
    const create = (General: object) =>
      createDocument(deps, owner, 'invoice', {
        Client: { Reference: 'TERMS' },
        DefaultValueUse: true,
        General: { DateIssue: '2031-03-01', ...General },
        Items: line,
      } as never);
    expectDefaults(await create({}), '2031-04-15');
    const deposit = await create({ Deposit: true, Status: 'sent' });
    expectDefaults(deposit, '2031-04-15');
    expectDefaults(await create({ Deposits: [deposit.General.Number] }), '2031-04-15');
  });

  it('an estimate turned into an invoice: dated today, due by the client terms, else 30 days after', async () => {
    for (const [Reference, due] of [
      ['TERMS', '2031-04-15'],
      ['NONE', addDays('2031-03-01', DEFAULT_DUE_DAYS)],
    ] as const) {
      const estimate = await createDocument(deps, owner, 'estimate', {
        Client: { Reference },
        General: { DateIssue: '2031-02-01', Status: 'accepted' },
        Items: line,
      } as never);
      const invoice = await invoiceEstimate(deps, owner, estimate.General.Number);
      expect(invoice.General.DateIssue).toBe('2031-03-01');
      expectDefaults(invoice, due);
    }
  });

  it('a recurring run: the contact and the address, due by the profile terms', async () => {
    await createRecurring(deps, owner, {
      Client: { Reference: 'TERMS' },
      Frequency: 'monthly',
      StartDate: '2031-03-01',
      Occurrences: 1,
      DueDays: 10,
      Items: line,
    } as never);
    expect(await runDue(deps, 'acct')).toBe(1);
    const made = [...fake.documents.items.values()].find((d) => d.General.Recurring)!;
    expectDefaults(made, '2031-03-11');
  });

  it('a late fee: the contact and the address, due by the client terms', async () => {
    const invoice = await createDocument(deps, owner, 'invoice', {
      Client: { Reference: 'TERMS' },
      DefaultValueUse: true,
      General: { DateIssue: '2031-01-01', Status: 'sent' },
      Items: line,
    } as never);
    const fee = await makeLateFee(deps, owner, invoice.General.Number, {});
    expect(fee.General.DateIssue).toBe('2031-03-01');
    expectDefaults(fee, '2031-04-15');
  });
});
