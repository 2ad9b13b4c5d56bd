import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { decimal, ZERO } from '../../kernel/money.ts';
import { createClient } from '../clients/service.ts';
import { cancelInvoice, issueCreditNote } from '../documents/actions.ts';
import type { Document } from '../documents/model.ts';
import { createDocument, deleteDocument, getDocument } from '../documents/service.ts';
import { isIssued, paymentsByDate } from '../documents/settlement.ts';
import { computeTotals } from '../documents/totals.ts';
import { createPayment, deletePayment } from '../payments/service.ts';
import { receivables } from './aging.ts';
import type { DocumentChange } from './model.ts';
import { revenueReport, vatReport } from './service.ts';
import { applyChanges } from './totals.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
const day = (n: number) => `2026-0${1 + Math.floor(n / 28)}-${String(1 + (n % 28)).padStart(2, '0')}`;

/** The fake stores, with every document write kept as the stream would carry it. */
function recorded() {
  const fake = fakePorts();
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  const changes: DocumentChange[] = [];
  const documents = new Map<string, Document>();
  const note = (before: Document | undefined, after: Document | undefined) => {
    const doc = (after ?? before)!;
    const key = `${doc.type}/${doc.General.Number}`;
    if (after) documents.set(key, structuredClone(after));
    else documents.delete(key);
    changes.push({
      changeId: `c${changes.length}`,
      ...(before ? { before: structuredClone(before) } : {}),
      ...(after ? { after: structuredClone(after) } : {}),
    });
  };
  const { documents: docs, payments } = fake.ports;
  const write = docs.write.bind(docs);
  docs.write = async (writes, entries, names) => {
    await write(writes, entries, names);
    for (const w of writes) note(w.before, w.after);
  };
  const remove = docs.remove.bind(docs);
  docs.remove = async (before, at) => {
    await remove(before, at);
    note(before, undefined);
  };
  const record = payments.record.bind(payments);
  payments.record = async (payment, before, after, history, entry) => {
    await record(payment, before, after, history, entry);
    note(before, after);
  };
  const reverse = payments.reverse.bind(payments);
  payments.reverse = async (before, after, invoiceBefore, invoiceAfter, history, entry) => {
    await reverse(before, after, invoiceBefore, invoiceAfter, history, entry);
    note(invoiceBefore, invoiceAfter);
  };
  return { deps: fake.ports, changes, documents };
}

/** One invoice's story: lines at a few rates, then what happens to it. */
const story = fc.record({
  lines: fc.array(
    fc.record({ cents: fc.integer({ min: 1, max: 200_00 }), vat: fc.constantFrom('0', '5.5', '10', '20') }),
    { minLength: 1, maxLength: 3 },
  ),
  currency: fc.constantFrom('EUR', 'USD'),
  issued: fc.integer({ min: 0, max: 100 }),
  draft: fc.boolean(),
  acts: fc.array(
    fc.record({
      act: fc.constantFrom('pay', 'pay', 'payAll', 'credit', 'unpay', 'cancel'),
      share: fc.integer({ min: 1, max: 100 }),
      after: fc.integer({ min: 0, max: 60 }),
    }),
    { maxLength: 4 },
  ),
});

const cents = (n: { toString(): string } | number) => decimal(String(n)).toFixed(2);

/** The reports recomputed from the final documents, independently of the maintained totals. */
function oracle(documents: Document[], today: string) {
  const counted = documents.filter((d) => d.folder !== 'deleted' && isIssued(d));
  const revenue = new Map<string, { ht: string; vat: string; net: string; i: number; c: number }>();
  const vatInvoices = new Map<string, { base: string; vat: string }>();
  const vatPayments = new Map<string, { base: string; vat: string }>();
  const due = new Map<string, string>();
  const add = (m: Map<string, { base: string; vat: string }>, k: string, base: string, vat: string) => {
    const e = m.get(k) ?? { base: '0', vat: '0' };
    m.set(k, { base: decimal(e.base).plus(base).toString(), vat: decimal(e.vat).plus(vat).toString() });
  };
  for (const d of counted) {
    const t = computeTotals(d);
    const s = d.type === 'creditnote' ? -1 : 1;
    const k = `${d.General.Currency}|${d.General.DateIssue.slice(0, 7)}`;
    const e = revenue.get(k) ?? { ht: '0', vat: '0', net: '0', i: 0, c: 0 };
    const vat = t.TotalNET.minus(t.TOTALRAW);
    revenue.set(k, {
      ht: decimal(e.ht).plus(t.TOTALRAW.times(s)).toString(),
      vat: decimal(e.vat).plus(vat.times(s)).toString(),
      net: decimal(e.net).plus(t.TotalNET.times(s)).toString(),
      i: e.i + (s > 0 ? 1 : 0),
      c: e.c + (s < 0 ? 1 : 0),
    });
    for (const r of t.TOTALTAX)
      add(
        vatInvoices,
        `${d.General.Currency}|${r.VATCategory}|${r.VATPercentage}`,
        r.VATBase.times(s).toString(),
        r.VATValue.times(s).toString(),
      );
    if (d.type !== 'invoice') continue;
    // VAT on receipts, by the rule written out: shares rounded, the completing payment takes the rest.
    const payments = paymentsByDate(d);
    const complete = t.TotalPaid.eq(t.TotalNET);
    for (const r of t.TOTALTAX) {
      let base = ZERO;
      let tax = ZERO;
      payments.forEach((p, i) => {
        const last = complete && i === payments.length - 1;
        const b = last ? r.VATBase.minus(base) : decimal(p.amount).times(r.VATBase).div(t.TotalNET).round(2, 1);
        const v = last ? r.VATValue.minus(tax) : decimal(p.amount).times(r.VATValue).div(t.TotalNET).round(2, 1);
        base = base.plus(b);
        tax = tax.plus(v);
        add(vatPayments, `${d.General.Currency}|${r.VATCategory}|${r.VATPercentage}`, b.toString(), v.toString());
      });
    }
    if (d.General.Status !== 'cancelled' && t.TotalDue.gt(0))
      due.set(
        d.General.Currency,
        decimal(due.get(d.General.Currency) ?? '0')
          .plus(t.TotalDue)
          .toString(),
      );
  }
  return { revenue, vatInvoices, vatPayments, due, today };
}

describe('report totals', () => {
  it('after any history, delivered twice, every report equals a recomputation from the documents', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(story, { minLength: 1, maxLength: 5 }), async (stories) => {
        const { deps, changes, documents } = recorded();
        await createClient(deps, owner, { Reference: 'C', Company: { CompanyName: 'Buyer' } } as never);
        for (const s of stories) {
          const invoice = await createDocument(deps, owner, 'invoice', {
            Client: { Reference: 'C' },
            General: { Status: s.draft ? 'draft' : 'sent', DateIssue: day(s.issued), Currency: s.currency },
            Items: s.lines.map((l) => ({
              Description: 'Work',
              UnitRate: cents(l.cents / 100),
              Quantity: '1',
              VAT: l.vat,
            })),
          } as never);
          const number = invoice.General.Number;
          if (s.draft) {
            await deleteDocument(deps, owner, 'invoice', number);
            continue;
          }
          const paid: number[] = [];
          for (const [i, a] of s.acts.entries()) {
            const now = await getDocument(deps, owner, 'invoice', number);
            if (now.General.Status === 'cancelled') break;
            const left = computeTotals(now).TotalDue;
            const part = a.act === 'payAll' ? left : left.times(a.share).div(100).round(2, 0);
            const date = day(Math.min(s.issued + a.after + i, 150));
            if (a.act === 'unpay' && paid.length) await deletePayment(deps, owner, paid.pop()!);
            else if (a.act === 'cancel') await cancelInvoice(deps, owner, number);
            else if (a.act === 'credit' && part.gt(0)) {
              // At the invoice's first rate, its base small enough that the credit stays within what is due.
              const vat = s.lines[0]!.vat;
              const base = part.div(decimal(vat).div(100).plus(1)).round(2, 0).minus('0.01');
              if (base.lte(0)) continue;
              const note = await createDocument(deps, owner, 'creditnote', {
                General: { Invoice: number, DateIssue: date },
                Items: [{ Description: 'Back', UnitRate: base.toString(), Quantity: '1', VAT: vat }],
              } as never);
              await issueCreditNote(deps, owner, note.General.Number);
            } else if ((a.act === 'pay' || a.act === 'payAll') && part.gt(0)) {
              const payment = await createPayment(deps, owner, {
                Invoice: number,
                Amount: part.toString(),
                Date: date,
                Method: 'bank_transfer',
              } as never);
              paid.push(payment.paymentId);
            }
          }
        }
        // Every change delivered twice, the second time in another order: each counts once.
        await applyChanges(deps, changes);
        await applyChanges(deps, [...changes].reverse());
        const expected = oracle([...documents.values()], '');

        const revenue = await revenueReport(deps, owner, { from: '2026-01', to: '2026-12', group: 'month' });
        const gotRevenue = new Map(
          revenue.Currencies.flatMap((c) =>
            c.Groups.map((g) => [
              `${c.Currency}|${g.Month}`,
              { ht: cents(g.TotalHT), vat: cents(g.TotalVAT), net: cents(g.TotalNET), i: g.Invoices, c: g.CreditNotes },
            ]),
          ),
        );
        const wantRevenue = new Map(
          [...expected.revenue].map(([k, e]) => [
            k,
            { ht: cents(e.ht), vat: cents(e.vat), net: cents(e.net), i: e.i, c: e.c },
          ]),
        );
        expect(gotRevenue).toEqual(wantRevenue);

        for (const [basis, want] of [
          ['invoices', expected.vatInvoices],
          ['payments', expected.vatPayments],
        ] as const) {
          const vat = await vatReport(deps, owner, { from: '2026-01', to: '2026-12', basis });
          const got = new Map(
            vat.Currencies.flatMap((c) =>
              c.Rates.map((r) => [
                `${c.Currency}|${r.VATCategory}|${r.VATPercentage}`,
                { base: cents(r.Base), vat: cents(r.VAT) },
              ]),
            ),
          );
          const nonZero = [...want]
            .map(([k, e]) => [k, { base: cents(e.base), vat: cents(e.vat) }] as const)
            .filter(([, e]) => e.base !== '0.00' || e.vat !== '0.00');
          expect([...got].filter(([, e]) => e.base !== '0.00' || e.vat !== '0.00')).toEqual(
            expect.arrayContaining(nonZero),
          );
          expect([...got].filter(([, e]) => e.base !== '0.00' || e.vat !== '0.00').length).toBe(nonZero.length);
        }

        const owed = await receivables(deps, owner);
        expect(new Map(owed.Currencies.map((c) => [c.Currency, cents(c.Totals.Total as number)]))).toEqual(
          new Map([...expected.due].map(([cur, total]) => [cur, cents(total)])),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('waits for the stream to add the changes made before it, and answers anyway past its bound, saying so and how fresh', async () => {
    const { deps } = recorded();
    let asked = 0;
    const made = Date.now() - 1000;
    deps.reports.pendingSince = async () => (++asked >= 3 ? undefined : made);
    const before = Date.now();
    const settled = await vatReport(deps, owner, { from: '2026-01', to: '2026-12', basis: 'invoices' });
    expect(settled.Pending).toBe(false);
    expect(Date.parse(settled.FreshAsOf)).toBeGreaterThanOrEqual(before);
    expect(asked).toBe(3);
    // A change made after the report was asked does not hold it back.
    deps.reports.pendingSince = async () => Date.now() + 60_000;
    expect((await receivables(deps, owner)).Pending).toBe(false);
    process.env.REPORTS_SETTLE_MS = '150';
    try {
      deps.reports.pendingSince = async () => made;
      const started = Date.now();
      const stale = await revenueReport(deps, owner, { from: '2026-01', to: '2026-12', group: 'month' });
      expect(stale.Currencies).toEqual([]);
      expect(stale).toMatchObject({ Pending: true, FreshAsOf: new Date(made).toISOString() });
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      expect((await receivables(deps, owner)).Pending).toBe(true);
    } finally {
      delete process.env.REPORTS_SETTLE_MS;
    }
  });
});
