import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { decimal, ZERO } from '../../kernel/money.ts';
import { createClient } from '../clients/service.ts';
import { issueCreditNote } from '../documents/actions.ts';
import { createDocument, getDocument } from '../documents/service.ts';
import { computeTotals } from '../documents/totals.ts';
import { createPayment } from '../payments/service.ts';
import { clientStatement } from './service.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
const day = (n: number) => `2026-0${1 + Math.floor(n / 28)}-${String(1 + (n % 28)).padStart(2, '0')}`;

/** One invoice's story: its amount and currency, then payments and credit notes as fractions of what is left. */
const story = fc.record({
  cents: fc.integer({ min: 1, max: 5_000_00 }),
  currency: fc.constantFrom('EUR', 'USD'),
  issued: fc.integer({ min: 0, max: 100 }),
  settlements: fc.array(
    fc.record({
      credit: fc.boolean(),
      share: fc.integer({ min: 1, max: 100 }),
      after: fc.integer({ min: 0, max: 60 }),
    }),
    {
      maxLength: 4,
    },
  ),
});

describe('statements of account', () => {
  it('close, on today, at the sum of the client invoices TotalDue, per currency, whatever the history (deposits and their final invoice too)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(story, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 150 }),
        fc.boolean(),
        async (stories, cut, withDeposit) => {
          const fake = fakePorts();
          const deps = fake.ports;
          fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
          const client = await createClient(deps, owner, {
            Reference: 'C',
            Company: { CompanyName: 'Buyer' },
          } as never);
          const numbers: string[] = [];
          for (const s of stories) {
            const amount = (s.cents / 100).toFixed(2);
            const invoice = await createDocument(deps, owner, 'invoice', {
              Client: { Reference: 'C' },
              General: { Status: 'sent', DateIssue: day(s.issued), Currency: s.currency },
              Items: [{ Description: 'Work', UnitRate: amount, Quantity: '1', VAT: '0' }],
            } as never);
            const number = invoice.General.Number;
            numbers.push(number);
            for (const [i, t] of s.settlements.entries()) {
              const due = computeTotals(await getDocument(deps, owner, 'invoice', number)).TotalDue;
              const part = due.times(t.share).div(100).round(2, 0);
              if (part.lte(0)) continue;
              const date = day(Math.min(s.issued + t.after + i, 150));
              if (t.credit) {
                const note = await createDocument(deps, owner, 'creditnote', {
                  General: { Invoice: number, DateIssue: date },
                  Items: [{ Description: 'Back', UnitRate: part.toString(), Quantity: '1', VAT: '0' }],
                } as never);
                await issueCreditNote(deps, owner, note.General.Number);
              } else {
                await createPayment(deps, owner, {
                  Invoice: number,
                  Amount: part.toString(),
                  Date: date,
                  Method: 'bank_transfer',
                } as never);
              }
            }
          }
          if (withDeposit) {
            // A deposit, paid, then its final invoice deducting it: the client owes the final's TotalDue.
            const deposit = await createDocument(deps, owner, 'invoice', {
              Client: { Reference: 'C' },
              General: { Status: 'sent', DateIssue: day(10), Currency: 'EUR', Deposit: true },
              Items: [{ Description: 'Deposit', UnitRate: '3000', Quantity: '1', VAT: '0' }],
            } as never);
            await createPayment(deps, owner, {
              Invoice: deposit.General.Number,
              Amount: '3000',
              Date: day(11),
              Method: 'bank_transfer',
            } as never);
            const final = await createDocument(deps, owner, 'invoice', {
              Client: { Reference: 'C' },
              General: { Status: 'sent', DateIssue: day(40), Currency: 'EUR', Deposits: [deposit.General.Number] },
              Items: [{ Description: 'Work', UnitRate: '10000', Quantity: '1', VAT: '0' }],
            } as never);
            numbers.push(deposit.General.Number, final.General.Number);
          }
          const whole = await clientStatement(deps, owner, client.clientId, { from: '2025-01-01', to: '2026-12-31' });
          for (const section of whole.sections) {
            let owed = ZERO;
            for (const n of numbers) {
              const doc = await getDocument(deps, owner, 'invoice', n);
              if (doc.General.Currency === section.currency) owed = owed.plus(computeTotals(doc).TotalDue);
            }
            expect(section.closing.toString()).toBe(owed.toString());
            expect(section.lines.at(-1)?.balance.toString() ?? section.opening.toString()).toBe(
              section.closing.toString(),
            );
          }
          // Cut anywhere: the opening balance at the cut is where the whole statement stood the day before.
          const from = day(cut);
          const part = await clientStatement(deps, owner, client.clientId, { from, to: '2026-12-31' });
          for (const section of part.sections) {
            const before = whole.sections
              .find((w) => w.currency === section.currency)!
              .lines.filter((l) => l.date < from)
              .at(-1);
            expect(section.opening.toString()).toBe((before?.balance ?? decimal(0)).toString());
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
