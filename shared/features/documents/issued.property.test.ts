import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { Failure } from '../../kernel/errors.ts';
import { toNumber } from '../../kernel/money.ts';
import { createPayment, deletePayment } from '../payments/service.ts';
import { cancelInvoice, issueCreditNote } from './actions.ts';
import { createDocument, deleteDocument, getDocument, updateDocument } from './service.ts';
import { computeTotals } from './totals.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
const NET = 10_000; // the invoice: one line of 100.00 at 0% VAT, in cents

type Op =
  | { kind: 'issue' }
  | { kind: 'pay'; cents: number }
  | { kind: 'credit'; cents: number }
  | { kind: 'cancel' }
  | { kind: 'delete' }
  | { kind: 'unpay'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ kind: 'issue' as const }),
  fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 6000 }) }),
  fc.record({ kind: fc.constant('credit' as const), cents: fc.integer({ min: 1, max: 6000 }) }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'delete' as const }),
  fc.record({ kind: fc.constant('unpay' as const), pick: fc.nat() }),
);

/** What a simple model says of the invoice: what is issued, paid, credited, cancelled, deleted. */
interface Model {
  issued: boolean;
  deleted: boolean;
  cancelled: boolean;
  credited: number;
  payments: Map<number, number>;
}
const paid = (m: Model) => [...m.payments.values()].reduce((a, b) => a + b, 0);
const due = (m: Model) => (m.cancelled ? 0 : Math.max(0, NET - paid(m) - m.credited));
function status(m: Model): string {
  if (!m.issued) return 'draft';
  if (m.cancelled || (m.credited > 0 && m.credited >= NET)) return 'cancelled';
  if (due(m) === 0) return 'paid';
  return paid(m) + m.credited > 0 ? 'partial' : 'sent';
}

/** The code an operation failed with, or `ok`. */
const outcome = (run: Promise<unknown>): Promise<string> =>
  run.then(
    () => 'ok',
    (error: unknown) => {
      if (error instanceof Failure) return error.code;
      throw error;
    },
  );

describe('issued invoices, credit notes and payments, against a model', () => {
  it('leave every invoice with the totals and Status the model gives, whatever the sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const fake = fakePorts();
        const deps = fake.ports;
        fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
        const invoice = (
          await createDocument(deps, owner, 'invoice', {
            Client: { ClientName: 'Buyer' },
            Items: [{ Description: 'Work', UnitRate: '100', Quantity: '1' }],
          })
        ).General.Number;
        const m: Model = { issued: false, deleted: false, cancelled: false, credited: 0, payments: new Map() };
        for (const o of ops) {
          const amount = 'cents' in o ? (o.cents / 100).toFixed(2) : '';
          switch (o.kind) {
            case 'issue': {
              const got = await outcome(
                updateDocument(deps, owner, 'invoice', invoice, { General: { Status: 'sent' } }),
              );
              const want = m.deleted ? 'not_found' : !m.issued || status(m) === 'sent' ? 'ok' : 'invoice_issued';
              expect(got).toBe(want);
              if (got === 'ok') m.issued = true;
              break;
            }
            case 'pay': {
              let id = 0;
              const got = await outcome(
                createPayment(deps, owner, { Invoice: invoice, Amount: amount, Method: 'other' }).then(
                  (p) => (id = p.paymentId),
                ),
              );
              const want = m.deleted
                ? 'validation_failed'
                : status(m) === 'cancelled'
                  ? 'invoice_cancelled'
                  : o.cents > due(m)
                    ? 'overpayment'
                    : 'ok';
              expect(got).toBe(want);
              if (got === 'ok') {
                m.payments.set(id, o.cents);
                m.issued = true;
              }
              break;
            }
            case 'credit': {
              const note = await createDocument(deps, owner, 'creditnote', {
                General: { Invoice: invoice },
                Items: [{ Description: 'Refund', UnitRate: amount, Quantity: '1' }],
              }).then(
                (d) => d.General.Number,
                () => undefined,
              );
              expect(note !== undefined).toBe(!m.deleted && m.issued);
              if (!note) break;
              const got = await outcome(issueCreditNote(deps, owner, note));
              expect(got).toBe(m.cancelled || m.credited + o.cents > NET ? 'overcredit' : 'ok');
              if (got === 'ok') m.credited += o.cents;
              break;
            }
            case 'cancel': {
              const got = await outcome(cancelInvoice(deps, owner, invoice));
              expect(got).toBe(m.deleted ? 'not_found' : !m.issued || status(m) === 'cancelled' ? 'conflict' : 'ok');
              if (got === 'ok') {
                m.credited = NET;
                m.cancelled = true;
              }
              break;
            }
            case 'delete': {
              const got = await outcome(deleteDocument(deps, owner, 'invoice', invoice));
              expect(got).toBe(m.deleted ? 'not_found' : m.issued ? 'invoice_issued' : 'ok');
              if (got === 'ok') m.deleted = true;
              break;
            }
            case 'unpay': {
              const ids = [...m.payments.keys()];
              const id = ids[o.pick % Math.max(ids.length, 1)];
              if (id === undefined) break;
              expect(await outcome(deletePayment(deps, owner, id))).toBe('ok');
              m.payments.delete(id);
              break;
            }
          }
          if (m.deleted) continue;
          const doc = await getDocument(deps, owner, 'invoice', invoice);
          const t = computeTotals(doc);
          expect(doc.General.Status).toBe(status(m));
          expect(Math.round(toNumber(t.TotalPaid) * 100)).toBe(paid(m));
          expect(Math.round(toNumber(t.TotalCredited) * 100)).toBe(m.credited);
          expect(Math.round(toNumber(t.TotalDue) * 100)).toBe(due(m));
        }
      }),
      { numRuns: 200 },
    );
  });
});
