import { describe, expect, it } from 'vitest';
import { validateLifecycleMessage } from '../../../infra/local/einvoice-validator.ts';
import { asIssued } from '../documents/issuing.ts';
import type { Document, Item } from '../documents/model.ts';
import { newDocument } from '../documents/rules.ts';
import type { EInvoiceFacts } from '../einvoice/facts.ts';
import { cashedMessage } from '../einvoice/seller-messages.ts';
import type { Payment } from '../payments/model.ts';
import { type ArchiveDeps, archiveDocument, archiveMessages } from './archive.ts';
import { appended, chainBreak, digestOf, hashOf } from './chain.ts';
import { documentContent, documentEvents, paymentEvent } from './events.ts';

const line = (UnitRate: string): Item =>
  ({ Reference: null, Quantity: '1', Description: 'Work', UnitRate, VAT: '20' }) as unknown as Item;
const invoice = (Status = 'draft'): Document => {
  const doc = newDocument('acct', 'invoice', 1, 1, '2026-03-01');
  return { ...doc, Items: [line('100')], General: { ...doc.General, Number: 'INV-1', Status: Status as never } };
};
const payment: Payment = {
  accountId: 'acct',
  paymentId: 7,
  invoice: 'INV-1',
  amount: '50',
  currency: 'EUR',
  date: '2026-03-02',
  method: 'bank_transfer',
  reference: '',
  notes: '',
  createdAt: 2,
  folder: 'active',
  updatedBy: 1,
  version: 0,
};

describe('the provable events of a write', () => {
  it('an issue, a cancel and a lifecycle status are events; a draft, its edits and later changes are none', () => {
    const draft = invoice();
    expect(documentEvents([{ after: draft }])).toEqual([]);
    expect(documentEvents([{ before: draft, after: { ...draft, Items: [line('5')] } }])).toEqual([]);
    const sent = invoice('sent');
    expect(documentEvents([{ before: draft, after: sent }]).map((e) => [e.kind, e.object])).toEqual([
      ['invoice.issued', { Type: 'invoice', Number: 'INV-1' }],
    ]);
    // A payment, a Folder change, a reminder: the issued content is the same, no event.
    const paid = {
      ...sent,
      folder: 'archived' as const,
      General: { ...sent.General, Status: 'paid' as const, Reminders: false },
    };
    expect(documentEvents([{ before: sent, after: paid }])).toEqual([]);
    expect(digestOf(documentContent(paid))).toBe(digestOf(documentContent(sent)));
    const cancelled = { ...sent, cancelled: true };
    expect(documentEvents([{ before: sent, after: cancelled }]).map((e) => e.kind)).toEqual(['invoice.cancelled']);
    const approved = { ...sent, lifecycleCount: 1, General: { ...sent.General, Lifecycle: 'approved' as const } };
    expect(documentEvents([{ before: sent, after: approved }]).map((e) => e.kind)).toEqual(['lifecycle.approved']);
  });

  it('a digest takes every stated field and no key order', () => {
    const sent = invoice('sent');
    const shuffled = { ...sent, General: Object.fromEntries(Object.entries(sent.General).reverse()) as never };
    expect(digestOf(documentContent(shuffled))).toBe(digestOf(documentContent(sent)));
    expect(digestOf(documentContent({ ...sent, Items: [line('100.01')] }))).not.toBe(digestOf(documentContent(sent)));
    expect(paymentEvent('payment.recorded', payment).digest).toBe(
      paymentEvent('payment.deleted', { ...payment, folder: 'deleted', version: 1 }).digest,
    );
  });
});

describe('the chain', () => {
  const events = [paymentEvent('payment.recorded', payment), paymentEvent('payment.deleted', payment)];

  it('appends with Seq from the head, each Previous the prior Hash, At never going back', () => {
    const first = appended(undefined, events, new Date('2026-03-01T10:00:00Z'));
    expect(first.entries.map((e) => [e.Seq, e.Previous])).toEqual([
      [1, null],
      [2, first.entries[0]!.Hash],
    ]);
    expect(first.head).toEqual({ seq: 2, hash: first.entries[1]!.Hash, at: '2026-03-01T10:00:00.000Z' });
    const next = appended(first.head, events.slice(0, 1), new Date('2026-03-01T09:00:00Z'));
    expect(next.entries[0]).toMatchObject({ Seq: 3, Previous: first.head.hash, At: first.head.at });
    for (const e of [...first.entries, ...next.entries]) expect(hashOf(e)).toBe(e.Hash);
  });

  it('says what breaks it: a Seq, a Previous, a field changed under its Hash', () => {
    const [a, b] = appended(undefined, events, new Date()).entries as [never, never];
    expect(chainBreak(a, undefined)).toBeUndefined();
    expect(chainBreak(b, a)).toBeUndefined();
    expect(chainBreak(b, undefined)).toMatch(/Seq 2/);
    expect(chainBreak({ ...(b as object), Previous: 'x' } as never, a)).toMatch(/Previous/);
    expect(chainBreak({ ...(b as object), Kind: 'payment.recorded' } as never, a)).toMatch(/Hash/);
  });
});

describe('the archive', () => {
  it('queues an issued invoice or credit note once it is issued: not a draft, an estimate, a later change or a tombstone', () => {
    const image = (status: string, type = 'invoice') => ({ accountId: 'acct', type, number: 'N-1', status });
    const change = (next: Record<string, unknown>, before?: Record<string, unknown>, tombstone = false) => ({
      kind: 'document',
      tombstone,
      next,
      ...(before ? { before } : {}),
    });
    expect(
      archiveMessages([
        change(image('sent'), image('draft')),
        change(image('sent', 'creditnote')),
        change(image('draft')),
        change(image('accepted', 'estimate')),
        change(image('paid'), image('sent')),
        change(image('sent'), image('draft'), true),
      ]),
    ).toEqual([
      { accountId: 'acct', type: 'invoice', number: 'N-1' },
      { accountId: 'acct', type: 'creditnote', number: 'N-1' },
    ]);
  });

  it('writes the PDF last, once the UBL and CII are kept: a folder holding the PDF is whole', async () => {
    const written: string[] = [];
    let pending = 0;
    const deps = {
      writers: { issuedFiles: async () => ({ pdf: new Uint8Array([1]), ubl: '<ubl/>', cii: '<cii/>' }) },
      archive: {
        keep: async (key: string) => {
          pending++;
          await new Promise((resolve) => setTimeout(resolve, key.endsWith('ubl.xml') ? 5 : 1));
          pending--;
          written.push(`${key.split('/').pop()} (${pending} pending)`);
          return true;
        },
      },
    } as unknown as ArchiveDeps;
    await archiveDocument(deps, invoice('sent'));
    expect(written.at(-1)).toBe('document.pdf (0 pending)');
    expect(written).toHaveLength(3);
  });

  it('archives a document as issued: later payments, credits, a cancel and statuses taken away', () => {
    const sent = invoice('sent');
    const later = {
      ...sent,
      payments: [{ paymentId: 1 }] as never,
      credits: [] as never,
      cancelled: true,
      General: { ...sent.General, Status: 'cancelled' as const, Lifecycle: 'cashed' as const, ViewedAt: 'x' },
    };
    expect(asIssued(later)).toEqual(sent);
  });

  it("a seller's 212 passes the BR-FR-CDV rules and the D22B schema, one MEN per VAT rate", async () => {
    const party = (siren: string, name: string) => ({
      name,
      tradeName: '',
      address: { line1: '', city: 'Paris', postcode: '75001', country: 'FR' },
      vatId: '',
      registration: { id: siren, scheme: '0002' },
      endpoint: { id: siren, scheme: '0225', declared: true as const },
      email: '',
      phone: '',
    });
    const facts = {
      typeCode: '380',
      number: 'INV-1',
      issueDate: '2026-03-01',
      currency: 'EUR',
      seller: party('303265045', 'Atelier Exemple SAS'),
      buyer: party('732829320', 'Acheteur Exemple SA'),
    } as unknown as EInvoiceFacts;
    const amounts = [
      { rate: '20', amount: '720.00' },
      { rate: '5.5', amount: '52.75' },
    ];
    const xml = cashedMessage(facts, 'K-212', new Date('2026-03-10T08:00:00Z'), amounts)!;
    expect(xml).toContain(
      '<ram:ValueAmount currencyID="EUR">52.75</ram:ValueAmount><ram:ValuePercent>5.5</ram:ValuePercent>',
    );
    const result = await validateLifecycleMessage(xml);
    expect(result.fatal, JSON.stringify(result)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(
      cashedMessage({ ...facts, buyer: { ...facts.buyer, registration: undefined } }, 'K', new Date(), amounts),
    ).toBeUndefined();
  });
});
