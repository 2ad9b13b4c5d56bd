import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { actingOwner } from '../../shared/access/principal.ts';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import type { Purchase } from '../../shared/features/purchases/model.ts';
import { keepPaymentReferences } from '../../shared/features/purchases/references.ts';
import { createTransfer } from '../../shared/features/purchases/transfers.ts';
import { rebuildTotals } from '../../shared/features/reports/totals.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { fecRows } from '../support/exported.ts';
import { frenchBusinessBuyer, frenchBuyerProfile, frenchSellerProfile } from '../support/french-parties.ts';
import { queueInHand } from '../support/queue-in-hand.ts';
import { supplierUbl } from '../support/supplier-invoice.ts';
import { accountSweep } from '../support/work.ts';

/**
 * Purchases over HTTP (docs/api.md §18): what the service issues in one account is read into
 * another with the same figures to the cent, in every syntax it writes; what is not an invoice
 * is refused without a trace; a supplier's credit note counts against payables, deductible VAT
 * and the FEC alike.
 */
const api = useApi();

async function account(name: string, profile: object): Promise<Caller> {
  return (await accountWithToken(name, profile)).call;
}
async function accountWithToken(name: string, profile: object) {
  const { token, accountId } = await newAccount(name);
  const call = api.as(token);
  expect((await call('PUT', '/api/account/profile', { json: profile })).status).toBe(200);
  return { call, token, accountId };
}
const importFile = (call: Caller, body: string | Uint8Array, type: string) =>
  call('POST', '/api/purchase/import', { body, headers: { 'content-type': type } });
/** A supplier invoice of 120.00 imported and approved, ready for a transfer: its purchase_id. */
async function approvedPurchase(buyer: Caller, number: string): Promise<number> {
  const file = supplierUbl({
    number,
    siren: '303265045',
    iban: 'FR7630001007941234567890185',
    lines: [{ quantity: 1, price: '100.00', rate: 20 }],
  });
  const id = (await importFile(buyer, file, 'application/xml')).json.purchase_id as number;
  expect((await buyer('PUT', `/api/purchase/action/approve/${id}`)).status).toBe(200);
  return id;
}

/** Imports a supplier's file of one line at 20% (a credit note naming `corrects`, by Number): its purchase_id. */
const importedLine = async (
  buyer: Caller,
  o: { number: string; price: string; credit?: boolean; siren?: string; corrects?: string | string[] },
) =>
  (
    await importFile(
      buyer,
      supplierUbl({
        number: o.number,
        siren: o.siren ?? '303265045',
        credit: o.credit ?? false,
        ...(o.corrects ? { corrects: o.corrects } : {}),
        iban: 'FR7630001007941234567890185',
        lines: [{ quantity: 1, price: o.price, rate: 20 }],
      }),
      'application/xml',
    )
  ).json.purchase_id as number;

/** A file as bytes (the caller decodes answers as text). */
async function bytesOf(token: string, path: string): Promise<Uint8Array> {
  const res = await fetch(`${api.state.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** The rows of an account's FEC of March 2026. */
const marchFec = (accountId: string) => fecRows(accountId, '2026-03-01', '2026-03-31');

describe('what the service issues, another account reads with the same figures', () => {
  it('an invoice with two rates and a discount, and its credit note, in UBL, CII, Peppol UBL and Factur-X', async () => {
    const { call: seller, token } = await accountWithToken('Seller', {
      ...frenchSellerProfile,
      IBAN: 'FR7630001007941234567890185',
      BIC: 'BDFEFRPP',
    });
    await seller('POST', '/api/client/create', {
      json: {
        ...frenchBusinessBuyer,
        Reference: 'BUYER',
        Company: { ...frenchBusinessBuyer.Company, CompanyName: 'Acheteur SAS' },
      },
    });
    const made = await seller('POST', '/api/document.svc/create/invoice', {
      json: {
        General: {
          Status: 'sent',
          DateIssue: '2026-03-02',
          DueDate: '2026-04-01',
          GeneralDiscount: 2,
          BuyerReference: 'ACHATS',
        },
        Client: { Reference: 'BUYER' },
        Items: [
          { Description: 'Conseil', UnitRate: 123.45, Quantity: 3, VAT: 20, Discount: 5 },
          { Description: 'Livres', UnitRate: 19.99, Quantity: 7, VAT: 5.5 },
        ],
      },
    });
    expect(made.status, made.text).toBe(200);
    const number = made.text.replace('Reference: ', '');
    const invoice = (await seller('GET', `/api/document.svc/get/invoice/${number}`)).json;
    const note = await seller('POST', '/api/document.svc/create/creditnote', {
      json: {
        General: { Invoice: number },
        Items: [{ Description: 'Remise', UnitRate: 50, Quantity: 1, VAT: 20 }],
      },
    });
    expect(note.status, note.text).toBe(200);
    const cn = note.text.replace('Reference: ', '');
    const issued = await seller('PUT', `/api/document.svc/action/issue/creditnote/${cn}`);
    expect(issued.status, issued.text).toBe(200);
    const credit = (await seller('GET', `/api/document.svc/get/creditnote/${cn}`)).json;

    for (const [type, doc] of [
      ['invoice', invoice],
      ['creditnote', credit],
    ] as const) {
      for (const format of ['ubl', 'cii', 'peppol', 'pdf'] as const) {
        const buyer = await account(`Buyer ${format}`, frenchBuyerProfile);
        const file = await bytesOf(token, `/api/document.svc/get/${type}/${doc.General.Number}/${format}`);
        const res = await importFile(buyer, file, format === 'pdf' ? 'application/pdf' : 'application/xml');
        expect(res.status, `${type} ${format}: ${res.text.slice(0, 400)}`).toBe(200);
        const p = res.json;
        expect(p.Type).toBe(type);
        expect(p.Number).toBe(doc.General.Number);
        const rates = doc.Total.TOTALTAX as { VATBase: number; VATValue: number }[];
        const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0);
        expect([p.TotalHT, p.TotalVAT, p.TotalNET].map((v: number) => Math.round(v * 100))).toEqual([
          cents(rates.map((r) => r.VATBase)),
          cents(rates.map((r) => r.VATValue)),
          Math.round(doc.Total.TotalNET * 100),
        ]);
        expect(
          p.TOTALTAX.map((r: { VATPercentage: number; VATValue: number }) => [r.VATPercentage, r.VATValue]),
        ).toEqual(
          doc.Total.TOTALTAX.map((r: { VATPercentage: number; VATValue: number }) => [
            Number(r.VATPercentage),
            r.VATValue,
          ]),
        );
        expect(p.Validation.Valid, JSON.stringify(p.Validation)).toBe(true);
        expect(p.Validation.France?.Valid, JSON.stringify(p.Validation)).toBe(format !== 'peppol');
      }
    }
  });
});

describe('what is not a supplier invoice', () => {
  it('a Factur-X-like PDF whose factur-x.xml unfolds past 5 MiB is 400, and nothing is kept', async () => {
    const buyer = await account('Bomb', frenchBuyerProfile);
    const pdf = await PDFDocument.create();
    pdf.addPage();
    await pdf.attach(new Uint8Array(40 * 1024 * 1024), 'factur-x.xml', { mimeType: 'text/xml' });
    const bytes = await pdf.save();
    expect(bytes.byteLength).toBeLessThan(5 * 1024 * 1024);
    const res = await importFile(buyer, bytes, 'application/pdf');
    expect(res.status, res.text).toBe(400);
    expect((await buyer('GET', '/api/purchase/list')).json).toEqual([]);
    expect((await buyer('GET', '/api/supplier/list')).json).toEqual([]);
  });
});

describe("a supplier's credit note", () => {
  it('counts against what is owed, the deductible VAT and the purchases journal', async () => {
    const { call: buyer, accountId } = await accountWithToken('Credit', frenchBuyerProfile);
    const lines = [{ quantity: 1, price: '200.00', rate: 20 }];
    const bill = (await importFile(buyer, supplierUbl({ number: 'F-1', siren: '303265045', lines }), 'application/xml'))
      .json;
    const credit = (
      await importFile(
        buyer,
        supplierUbl({
          number: 'AV-1',
          siren: '303265045',
          credit: true,
          lines: [{ quantity: 1, price: '50.00', rate: 20 }],
        }),
        'application/xml',
      )
    ).json;
    expect(credit.Type).toBe('creditnote');
    for (const p of [bill, credit])
      expect((await buyer('PUT', `/api/purchase/action/approve/${p.purchase_id}`)).status).toBe(200);
    const pay = await buyer('POST', '/api/purchase/payment/create', {
      json: { Purchase: credit.purchase_id, Amount: 1, Date: '2026-03-20' },
    });
    expect(pay.status).toBe(409);
    // No stream worker runs here: the totals are rebuilt from the records, purchases included.
    await rebuildTotals(dynamoStores, accountId);
    const vat = (await buyer('GET', '/api/report/vat?from=2026-03&to=2026-03&basis=invoices')).json;
    const eur = vat.Currencies.find((c: { Currency: string }) => c.Currency === 'EUR');
    expect(eur.Deductible).toEqual([{ VATCategory: 'S', VATPercentage: 20, Base: 150, VAT: 30 }]);
    expect(eur.VATDue).toBe(-30);
    const payables = (await buyer('GET', '/api/report/payables')).json;
    expect(payables.Currencies[0].Totals.Total).toBe(180);
    const rows = await marchFec(accountId);
    const amount = (s: string) => Number(s.replace(',', '.'));
    const balance = new Map<string, number>();
    for (const r of rows) {
      const key = `${r.JournalCode} ${r.EcritureNum}`;
      const cents = Math.round(amount(r.Debit!) * 100) - Math.round(amount(r.Credit!) * 100);
      balance.set(key, (balance.get(key) ?? 0) + cents);
    }
    expect([...balance].filter(([, cents]) => cents !== 0)).toEqual([]);
    const creditEntry = rows.filter((r) => r.PieceRef === 'AV-1');
    expect(creditEntry.find((r) => r.CompteNum === '401000')).toMatchObject({ Debit: '60,00', Credit: '0,00' });
    expect(creditEntry.find((r) => r.CompteNum === '445660')).toMatchObject({ Debit: '0,00', Credit: '10,00' });
  });
});

describe("a supplier's credit note set off against its invoice", () => {
  it('records the amount on both in one write, leaves the rest for the transfer, and moves no money in the FEC', async () => {
    const { call: buyer, accountId } = await accountWithToken('Set off', frenchBuyerProfile);
    const imported = (number: string, price: string, credit = false, siren = '303265045', corrects?: string) =>
      importedLine(buyer, { number, price, credit, siren, ...(corrects ? { corrects } : {}) });
    const bill = await imported('F-10', '200.00');
    const credit = await imported('AV-10', '50.00', true, '303265045', 'F-10');
    const otherSupplierCredit = await imported('AV-99', '10.00', true, '552100554');
    const settle = (json: object) => buyer('POST', '/api/purchase/settle', { json });
    const get = async (id: number) => (await buyer('GET', `/api/purchase/get/${id}`)).json;

    // Not yet approved, the wrong kinds, another supplier, an amount of nothing: refused, nothing recorded.
    expect((await settle({ CreditNote: credit, Invoice: bill, Date: '2026-03-20' })).status).toBe(409);
    for (const id of [otherSupplierCredit, bill])
      expect((await buyer('PUT', `/api/purchase/action/approve/${id}`)).status).toBe(200);
    // The credit note names the invoice it corrects (BT-25), found among the purchases: its
    // approval sets it off against it, all it has (60.00 of 240.00), each naming the other.
    const approved = await buyer('PUT', `/api/purchase/action/approve/${credit}`);
    expect(approved.json).toMatchObject({ TotalPaid: 60, TotalDue: 0, Status: 'paid' });
    expect(approved.json.Preceding).toEqual([{ Number: 'F-10', DateIssue: null, purchase_id: bill }]);
    const swapped = await settle({ CreditNote: bill, Invoice: credit, Date: '2026-03-20' });
    expect(swapped.status).toBe(400);
    expect(swapped.json.error.details[0].field).toBe('CreditNote');
    expect((await settle({ CreditNote: otherSupplierCredit, Invoice: bill, Date: '2026-03-20' })).status).toBe(409);
    expect((await settle({ CreditNote: credit, Invoice: bill, Amount: 0, Date: '2026-03-20' })).status).toBe(400);
    expect(
      (await settle({ CreditNote: credit, Invoice: bill, Amount: 0.01, Date: '2026-03-20' })).json.error.code,
    ).toBe('overpayment');
    const unnamed = await settle({ CreditNote: otherSupplierCredit, Date: '2026-03-20' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.error.details[0].field).toBe('Invoice');

    const invoice = await get(bill);
    expect(invoice).toMatchObject({ TotalPaid: 60, TotalDue: 180, Status: 'approved' });
    expect(invoice.Payments).toEqual([
      {
        payment_id: expect.any(Number),
        Date: approved.json.Payments[0].Date,
        Amount: 60,
        Method: 'credit_note',
        Reference: 'AV-10',
        Settles: credit,
        Returns: null,
      },
    ]);
    expect(approved.json.Payments[0]).toMatchObject({
      Amount: 60,
      Method: 'credit_note',
      Reference: 'F-10',
      Settles: bill,
    });
    expect((await settle({ CreditNote: credit, Invoice: bill, Date: '2026-03-21' })).status).toBe(409);

    // What is left is what the transfer pays; what is owed the supplier is the same.
    const transfer = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: [bill], ExecutionDate: '2026-03-25' },
    });
    expect(transfer.status, transfer.text).toBe(200);
    expect(transfer.json.Total).toBe(180);
    expect((await settle({ CreditNote: otherSupplierCredit, Invoice: bill, Date: '2026-03-26' })).status).toBe(409);
    // A second file would have the bank pay it twice: refused, naming the first, and nothing made.
    const again = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: [bill], ExecutionDate: '2026-03-26' },
    });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      code: 'purchase_in_transfer',
      details: [{ field: 'Purchases', message: `${bill} is in transfer ${transfer.json.transfer_id}` }],
    });
    expect((await get(bill)).Status).toBe('payment_sent');
    await rebuildTotals(dynamoStores, accountId);
    const payables = (await buyer('GET', '/api/report/payables')).json;
    expect(payables.Currencies[0].Totals.Total).toBe(168);
    // On the payments basis, the two shares' VAT cancels out: nothing was paid.
    const vat = (await buyer('GET', '/api/report/vat?from=2026-03&to=2026-03&basis=payments')).json;
    expect(vat.Currencies).toEqual([]);

    // The FEC's bank journal has no line for it: no money moved.
    const rows = await marchFec(accountId);
    expect(rows.filter((r) => r.JournalCode === 'BQ')).toEqual([]);
    expect(rows.filter((r) => r.JournalCode === 'HA').length).toBeGreaterThan(0);
  });
  it('two transfer files naming one purchase at the same instant: one is made, the other refused naming it, and no file pays it twice', async () => {
    const { call: buyer } = await accountWithToken('Transfers at once', frenchBuyerProfile);
    for (const round of [1, 2, 3, 4]) {
      const [shared, own] = [
        await approvedPurchase(buyer, `AT-${round}`),
        await approvedPurchase(buyer, `OWN-${round}`),
      ];
      const made = await Promise.all(
        [[shared], [own, shared]].map((Purchases) =>
          buyer('POST', '/api/purchase/transfer/create', { json: { Purchases, ExecutionDate: '2026-03-25' } }),
        ),
      );
      expect(made.map((m) => m.status).sort(), made.map((m) => m.text).join('\n')).toEqual([200, 409]);
      const [won, lost] = made[0]!.status === 200 ? [made[0]!, made[1]!] : [made[1]!, made[0]!];
      expect(lost.json.error).toMatchObject({
        code: 'purchase_in_transfer',
        details: [{ field: 'Purchases', message: `${shared} is in transfer ${won.json.transfer_id}` }],
      });
      expect((await buyer('GET', `/api/purchase/get/${shared}`)).json).toMatchObject({
        Status: 'payment_sent',
        transfer_id: won.json.transfer_id,
      });
      // The refused one took nothing: its own purchase goes into the next file.
      if (lost === made[1]) {
        expect((await buyer('GET', `/api/purchase/get/${own}`)).json.Status).toBe('approved');
        const next = await buyer('POST', '/api/purchase/transfer/create', {
          json: { Purchases: [own], ExecutionDate: '2026-03-26' },
        });
        expect(next.status, next.text).toBe(200);
      }
      expect((await buyer('GET', `/api/purchase/get/${own}`)).json.Status).toBe('payment_sent');
    }
  });

  it('a transfer whose request died after writing it: the sweep marks the purchases it had not, each once', async () => {
    const { call: buyer, accountId } = await accountWithToken('Transfer cut short', frenchBuyerProfile);
    const ids: number[] = [];
    for (const number of ['CUT-1', 'CUT-2', 'CUT-3']) ids.push(await approvedPurchase(buyer, number));
    const { queue } = queueInHand();
    const deps = { ...dynamoStores, storedFiles: s3StoredFiles, queue };
    let marks = 0;
    const dying = {
      ...deps,
      purchases: {
        ...dynamoStores.purchases,
        replace: async (before: Purchase, after: Purchase) => {
          if (after.Status === 'payment_sent' && ++marks > 1) throw new Error('the request ran out of time');
          return dynamoStores.purchases.replace(before, after);
        },
      },
    };
    const owner = actingOwner(accountId, 1);
    await expect(createTransfer(dying, owner, { Purchases: ids, ExecutionDate: '2026-03-25' })).rejects.toThrow(
      'ran out of time',
    );
    const statuses = async () =>
      Promise.all(ids.map(async (id) => (await buyer('GET', `/api/purchase/get/${id}`)).json.Status));
    expect(await statuses()).toEqual(['payment_sent', 'approved', 'approved']);
    const swept = accountSweep(accountId);
    expect(await swept.pending('transfer')).toHaveLength(1);
    await Promise.all([swept.sweep(deps), swept.sweep(deps)]);
    expect(await statuses()).toEqual(['payment_sent', 'payment_sent', 'payment_sent']);
    for (const id of ids) {
      const history = (await buyer('GET', `/api/purchase/get/${id}`)).json.History as { Code?: string }[];
      expect(history.filter((h) => h.Code === '211')).toHaveLength(1);
    }
    expect(await swept.pending('transfer')).toEqual([]);
  });

  it('links a credit note to the invoice it names when the invoice is imported after it, and finds one of the year before', async () => {
    const { call: buyer } = await accountWithToken('Set off, late invoice', frenchBuyerProfile);
    const imported = async (number: string, issue: string, credit = false, corrects?: string) => {
      const file = supplierUbl({
        number,
        issue,
        siren: '303265045',
        credit,
        ...(corrects ? { corrects } : {}),
        iban: 'FR7630001007941234567890185',
        lines: [{ quantity: 1, price: credit ? '25.00' : '100.00', rate: 20 }],
      });
      const id = (await importFile(buyer, file, 'application/xml')).json.purchase_id as number;
      expect((await buyer('PUT', `/api/purchase/action/approve/${id}`)).status).toBe(200);
      return id;
    };
    // The credit note comes first: at its import it names an invoice nobody has.
    const early = await imported('AV-20', '2026-03-02', true, 'F-20');
    expect((await buyer('GET', `/api/purchase/get/${early}`)).json.Preceding[0].purchase_id).toBeNull();
    const bill = await imported('F-20', '2026-03-01');
    // The invoice's import links the credit note that named it before it came, in every answer.
    expect((await buyer('GET', `/api/purchase/get/${early}`)).json.Preceding).toEqual([
      { Number: 'F-20', DateIssue: null, purchase_id: bill },
    ]);
    // Set off by the invoice's approval, the credit note is paid.
    const listed = (await buyer('GET', '/api/purchase/list?status=paid')).json as {
      purchase_id: number;
      Preceding: unknown[];
    }[];
    expect(listed.find((p) => p.purchase_id === early)?.Preceding).toEqual([
      { Number: 'F-20', DateIssue: null, purchase_id: bill },
    ]);
    // The invoice's approval set the credit note off against it.
    expect((await buyer('GET', `/api/purchase/get/${bill}`)).json).toMatchObject({ TotalPaid: 30, TotalDue: 90 });

    // A January credit note naming a December invoice without its date (BT-26 is optional): its
    // approval, the invoice approved already, sets it off.
    const december = await imported('F-21', '2025-12-15');
    const january = await imported('AV-21', '2026-01-10', true, 'F-21');
    const named = (await buyer('GET', `/api/purchase/get/${january}`)).json;
    expect(named.Preceding[0].purchase_id).toBe(december);
    expect(named.Payments[0]).toMatchObject({ Amount: 30, Method: 'credit_note', Settles: december });
  });

  it('is set off by its approval when the one invoice it names is approved and owes something, dated the account today', async () => {
    const { call: buyer } = await accountWithToken('Set off on approval', frenchBuyerProfile);
    expect((await buyer('PUT', '/api/account/clock', { json: { now: '2031-03-20T09:00:00Z' } })).status).toBe(200);
    const imported = (number: string, price: string, credit = false, corrects?: string) =>
      importedLine(buyer, { number, price, credit, ...(corrects ? { corrects } : {}) });
    const approve = (id: number) => buyer('PUT', `/api/purchase/action/approve/${id}`);
    const get = async (id: number) => (await buyer('GET', `/api/purchase/get/${id}`)).json;
    const bill = await imported('F-30', '100.00');
    const credit = await imported('AV-30', '150.00', true, 'F-30');
    expect((await approve(bill)).status).toBe(200);
    // The credit note has more than the invoice owes: the invoice's 120.00 is set off, 60.00 stays.
    const approved = await approve(credit);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({ Status: 'approved', TotalPaid: 120, TotalDue: 60 });
    expect(approved.json.Payments).toEqual([
      expect.objectContaining({ Date: '2031-03-20', Amount: 120, Method: 'credit_note', Settles: bill }),
    ]);
    expect(await get(bill)).toMatchObject({ Status: 'paid', TotalDue: 0 });

    // One whose invoice is paid already: nothing to set off, the approval stands and nothing is recorded.
    const late = await imported('AV-31', '10.00', true, 'F-30');
    const alone = await approve(late);
    expect(alone.status, alone.text).toBe(200);
    expect(alone.json).toMatchObject({ Status: 'approved', TotalPaid: 0, Payments: [] });
    // One naming no imported invoice: as approved, to set off by hand.
    const orphan = await imported('AV-32', '10.00', true, 'F-404');
    expect((await approve(orphan)).json).toMatchObject({ Status: 'approved', TotalPaid: 0 });
    // Two approved before their invoice (one imported before it, one after): the invoice's
    // approval sets both off, oldest first; a credit note naming two invoices is left alone.
    const before = await imported('AV-33', '12.00', true, 'F-33');
    const second = await imported('F-33', '100.00');
    const after = await imported('AV-34', '24.00', true, 'F-33');
    const both = await importedLine(buyer, {
      number: 'AV-35',
      price: '5.00',
      credit: true,
      corrects: ['F-33', 'F-30'],
    });
    for (const id of [before, after, both])
      expect((await approve(id)).json).toMatchObject({ Status: 'approved', TotalPaid: 0 });
    const invoice = await approve(second);
    expect(invoice.json).toMatchObject({ Status: 'approved', TotalPaid: 43.2, TotalDue: 76.8 });
    expect(invoice.json.Payments.map((p: { Settles: number }) => p.Settles)).toEqual([before, after]);
    expect(await get(both)).toMatchObject({ TotalPaid: 0 });
  });
});

describe('a transfer the business made at its bank', () => {
  it("pays the one purchase whose payment reference the statement's debit quotes, once", async () => {
    const { call: buyer, accountId } = await accountWithToken('Paid at the bank', frenchBuyerProfile);
    const file = supplierUbl({
      number: 'F-BANK-1',
      siren: '303265045',
      iban: 'FR7630001007941234567890185',
      reference: 'RF18 5390 0754 7034',
      lines: [{ quantity: 1, price: '100.00', rate: 20 }],
    });
    const id = (await importFile(buyer, file, 'application/xml')).json.purchase_id as number;
    expect((await buyer('PUT', `/api/purchase/action/approve/${id}`)).status).toBe(200);
    // The reference as a structured creditor reference, no EndToEndId: a transfer typed at the bank.
    const statement = (bankRef: string, amount = '70.00') => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>M-${bankRef}</MsgId><CreDtTm>2026-04-15T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S-${bankRef}</Id><CreDtTm>2026-04-15T20:00:00</CreDtTm><Acct><Id><IBAN>${frenchBuyerProfile.IBAN}</IBAN></Id></Acct>
<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-04-15</Dt></BookgDt><AcctSvcrRef>${bankRef}</AcctSvcrRef>
<NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd>
<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
    const imported = async (xml: string) => {
      const res = await buyer('POST', '/api/bank/statement/import', {
        body: xml,
        headers: { 'content-type': 'application/xml' },
      });
      expect(res.status, res.text).toBe(202);
      return res.json;
    };
    expect(await imported(statement('DBT-1'))).toMatchObject({ Entries: 1, Ignored: 1, PurchasesPaid: 1 });
    expect(await imported(statement('DBT-1'))).toMatchObject({ Entries: 1, Ignored: 1, PurchasesPaid: 0 });
    const paid = (await buyer('GET', `/api/purchase/get/${id}`)).json;
    expect(paid).toMatchObject({ TotalPaid: 70, TotalDue: 50, Status: 'approved' });
    expect(paid.Payments).toMatchObject([{ Date: '2026-04-15', Amount: 70, Method: 'bank_transfer' }]);

    // A purchase as a version before 2026-12-04 stored it, without its reference: the debit
    // misses it until the operator's command keeps the references of the account's purchases.
    await db().send(
      new DeleteCommand({ TableName: table(), Key: keys.purchaseReference(accountId, 'RF18539007547034', id) }),
    );
    await imported(statement('DBT-2', '50.00'));
    expect((await buyer('GET', `/api/purchase/get/${id}`)).json.TotalPaid).toBe(70);
    expect(await keepPaymentReferences(dynamoStores, accountId)).toBe(1);
    await imported(statement('DBT-3', '50.00'));
    expect((await buyer('GET', `/api/purchase/get/${id}`)).json).toMatchObject({
      TotalPaid: 120,
      TotalDue: 0,
      Status: 'paid',
    });
  });
  it('a transfer the supplier bank returned gives the purchase back to pay, once, and a new transfer may pay it', async () => {
    const { call: buyer, accountId } = await accountWithToken('Transfer returned', frenchBuyerProfile);
    const id = await approvedPurchase(buyer, 'F-RET-1');
    const made = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: [id], ExecutionDate: '2026-04-14' },
    });
    expect(made.status, made.text).toBe(200);
    // The transfer file names the purchase by its id (EndToEndId); the bank books it, then its return.
    const entry = (bankRef: string, direction: 'DBIT' | 'CRDT', date: string, reason?: string) =>
      `<Ntry><Amt Ccy="EUR">120.00</Amt><CdtDbtInd>${direction}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${date}</Dt></BookgDt><AcctSvcrRef>${bankRef}</AcctSvcrRef>
<NtryDtls><TxDtls><Refs><EndToEndId>${id}</EndToEndId></Refs><Amt Ccy="EUR">120.00</Amt><CdtDbtInd>${direction}</CdtDbtInd>${reason ? `<RtrInf><Rsn><Cd>${reason}</Cd></Rsn></RtrInf>` : ''}</TxDtls></NtryDtls></Ntry>`;
    const imported = async (...entries: string[]) => {
      const res = await buyer('POST', '/api/bank/statement/import', {
        body: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId><CreDtTm>2026-04-20T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S</Id><CreDtTm>2026-04-20T20:00:00</CreDtTm><Acct><Id><IBAN>${frenchBuyerProfile.IBAN}</IBAN></Id></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`,
        headers: { 'content-type': 'application/xml' },
      });
      expect(res.status, res.text).toBe(202);
      return res.json;
    };
    const paid = entry('TR-OUT', 'DBIT', '2026-04-15');
    // A return read before the debit it returns gives nothing back: nothing was paid yet.
    expect(await imported(entry('TR-BACK', 'CRDT', '2026-04-17', 'AC04'))).toMatchObject({
      PurchasesReturned: 0,
      Credits: 1,
    });
    expect(await imported(paid)).toMatchObject({ PurchasesPaid: 1 });
    expect((await buyer('GET', `/api/purchase/get/${id}`)).json.Status).toBe('paid');
    const back = await imported(paid, entry('TR-BACK-2', 'CRDT', '2026-04-17', 'AC04'));
    // The credit that gave the transfer back is no credit to match: set aside with the ignored lines.
    expect(back).toMatchObject({ PurchasesPaid: 0, PurchasesReturned: 1, Entries: 2, Credits: 0, Ignored: 2 });
    const owed = (await buyer('GET', `/api/purchase/get/${id}`)).json;
    expect(owed).toMatchObject({ Status: 'approved', TotalPaid: 0, TotalDue: 120, transfer_id: null });
    expect(owed.Payments).toMatchObject([
      { Date: '2026-04-15', Amount: 120, Method: 'bank_transfer', Returns: null },
      {
        Date: '2026-04-17',
        Amount: -120,
        Method: 'bank_transfer',
        Returns: { payment_id: owed.Payments[0].payment_id, Reason: 'AC04' },
      },
    ]);
    expect(owed.History.at(-1)).toMatchObject({ Status: 'approved', Reason: 'AC04' });
    // The bank journal has the payment and its return, the one the other reversed.
    const bank = (await fecRows(accountId, '2026-04-01', '2026-04-30')).filter((r) => r.JournalCode === 'BQ');
    expect(bank.map((r) => [r.EcritureDate, r.CompteNum, r.EcritureLib, r.Debit, r.Credit])).toEqual([
      ['20260415', '401000', 'Paiement F-RET-1', '120,00', '0,00'],
      ['20260415', '512000', 'Paiement F-RET-1', '0,00', '120,00'],
      ['20260417', '401000', 'Retour AC04 paiement F-RET-1', '0,00', '120,00'],
      ['20260417', '512000', 'Retour AC04 paiement F-RET-1', '120,00', '0,00'],
    ]);
    // The same statement again, or another return of the same transfer: nothing more is given back.
    expect(await imported(paid, entry('TR-BACK-2', 'CRDT', '2026-04-17', 'AC04'))).toMatchObject({
      PurchasesReturned: 0,
      Credits: 0,
      Ignored: 2,
    });
    // A return that gave nothing back stays a credit, a bank entry to look at.
    expect(await imported(entry('TR-BACK-3', 'CRDT', '2026-04-18', 'AC04'))).toMatchObject({
      PurchasesReturned: 0,
      Credits: 1,
    });
    // Out of the transfer that paid it: the next transfer file pays it.
    const again = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: [id], ExecutionDate: '2026-04-21' },
    });
    expect(again.status, again.text).toBe(200);
    expect((await buyer('GET', `/api/purchase/get/${id}`)).json).toMatchObject({
      Status: 'payment_sent',
      transfer_id: again.json.transfer_id,
    });
  });
});

describe('a transfer file the bank refused', () => {
  it('is cancelled once, even twice at the same instant: its purchases owe again, its file is no longer handed out, and the next file pays them', async () => {
    const buyer = await account('Transfer refused', frenchBuyerProfile);
    const ids = [await approvedPurchase(buyer, 'F-REF-1'), await approvedPurchase(buyer, 'F-REF-2')];
    const made = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: ids, ExecutionDate: '2026-04-14' },
    });
    expect(made.status, made.text).toBe(200);
    const transferId = made.json.transfer_id as number;
    const cancel = () => buyer('PUT', `/api/purchase/transfer/cancel/${transferId}`);
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.status, second.status], first.text + second.text).toEqual([200, 200]);
    expect(first.json).toEqual(second.json);
    expect(first.json).toMatchObject({
      transfer_id: transferId,
      ExecutionDate: '2026-04-14',
      Count: 2,
      Total: 240,
      Purchases: ids.map((purchase_id) => ({ purchase_id, Status: 'approved', transfer_id: null })),
    });
    for (const id of ids) {
      const owed = (await buyer('GET', `/api/purchase/get/${id}`)).json;
      expect(owed).toMatchObject({ Status: 'approved', TotalDue: 120, transfer_id: null });
      expect(owed.History.filter((h: { Comment: string | null }) => h.Comment === 'transfer cancelled')).toHaveLength(
        1,
      );
    }
    const file = await buyer('GET', `/api/purchase/transfer/get/${transferId}`);
    expect(file.status).toBe(409);
    expect(file.json.error.code).toBe('transfer_cancelled');
    expect((await buyer('PUT', '/api/purchase/transfer/cancel/999999')).status).toBe(404);
    const again = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: ids, ExecutionDate: '2026-04-16' },
    });
    expect(again.status, again.text).toBe(200);
    for (const id of ids)
      expect((await buyer('GET', `/api/purchase/get/${id}`)).json).toMatchObject({
        Status: 'payment_sent',
        transfer_id: again.json.transfer_id,
      });
    // Asked again, it changes nothing: its CancelledAt stands, and its purchases are in the new file.
    expect((await cancel()).json).toEqual({
      ...first.json,
      Purchases: ids.map((purchase_id) => ({
        purchase_id,
        Status: 'payment_sent',
        transfer_id: again.json.transfer_id,
      })),
    });
    expect((await buyer('GET', `/api/purchase/transfer/get/${again.json.transfer_id}`)).status).toBe(200);
    // The list has both files, newest first, a page at a time: the cancelled one says so.
    const firstPage = await buyer('GET', '/api/purchase/transfer/list?limit=1');
    expect(firstPage.json).toEqual([
      {
        ...again.json,
        CreateDate: expect.any(String),
        CancelledAt: null,
        CancelReason: null,
        Purchases: ids.map((purchase_id) => ({ purchase_id, Amount: 120, Withdrawn: false, Reason: null })),
      },
    ]);
    const cursor = firstPage.headers.get('x-next-cursor')!;
    const secondPage = await buyer('GET', `/api/purchase/transfer/list?limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect(secondPage.json).toMatchObject([
      { transfer_id: transferId, CancelledAt: first.json.CancelledAt, Count: 2, Total: 240 },
    ]);
    const rest = secondPage.headers.get('x-next-cursor');
    if (rest)
      expect((await buyer('GET', `/api/purchase/transfer/list?cursor=${encodeURIComponent(rest)}`)).json).toEqual([]);
  });
});

describe('a transfer file whose transactions the bank rejected in part', () => {
  it('withdraws those purchases: they owe again, the others stay sent, and its file is still handed out', async () => {
    const buyer = await account('Transfer rejected in part', frenchBuyerProfile);
    const ids = [await approvedPurchase(buyer, 'F-PART-1'), await approvedPurchase(buyer, 'F-PART-2')];
    const made = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: ids, ExecutionDate: '2026-04-14' },
    });
    expect(made.status, made.text).toBe(200);
    const cancel = (json: object) => buyer('PUT', `/api/purchase/transfer/cancel/${made.json.transfer_id}`, { json });
    expect((await cancel({ Purchases: [] })).status).toBe(400);
    const stranger = await cancel({ Purchases: [ids[1]! + 1000] });
    expect(stranger.status, stranger.text).toBe(409);
    expect(stranger.json.error.details).toEqual([
      { field: 'Purchases', message: `${ids[1]! + 1000} is not in transfer ${made.json.transfer_id}` },
    ]);
    const withdrawn = await cancel({ Purchases: [ids[1]] });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json).toMatchObject({
      CancelledAt: null,
      Purchases: [{ purchase_id: ids[1], Status: 'approved', transfer_id: null }],
    });
    expect((await buyer('GET', `/api/purchase/get/${ids[0]}`)).json).toMatchObject({
      Status: 'payment_sent',
      transfer_id: made.json.transfer_id,
    });
    expect((await buyer('GET', `/api/purchase/transfer/get/${made.json.transfer_id}`)).status).toBe(200);
    // The one withdrawn goes into the next file.
    const next = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: [ids[1]], ExecutionDate: '2026-04-16' },
    });
    expect(next.status, next.text).toBe(200);
  });

  it("applies the bank's pain.002 status report: the transaction it rejects owes again with the bank's reason", async () => {
    const buyer = await account('Transfer status report', frenchBuyerProfile);
    const ids = [await approvedPurchase(buyer, 'F-PSR-1'), await approvedPurchase(buyer, 'F-PSR-2')];
    const made = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: ids, ExecutionDate: '2026-04-14' },
    });
    expect(made.status, made.text).toBe(200);
    // The report names the file by the MsgId its file wrote.
    const file = (await buyer('GET', made.json.Url)).text;
    const messageId = /<MsgId>([^<]+)<\/MsgId>/.exec(file)?.[1];
    const report = (body: string) =>
      buyer('POST', '/api/purchase/transfer/status', { body, headers: { 'content-type': 'application/xml' } });
    const pain002 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt><GrpHdr><MsgId>R1</MsgId><CreDtTm>2026-04-14T09:00:00</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId><GrpSts>PART</GrpSts></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>P</OrgnlPmtInfId><TxInfAndSts><OrgnlEndToEndId>${ids[0]}</OrgnlEndToEndId><TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>AC01</Cd></Rsn></StsRsnInf></TxInfAndSts></OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;
    const applied = await report(pain002);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json).toMatchObject({
      CancelledAt: null,
      Purchases: [{ purchase_id: ids[0], Status: 'approved', transfer_id: null }],
    });
    expect((await buyer('GET', `/api/purchase/get/${ids[0]}`)).json.History.at(-1)).toMatchObject({
      Status: 'approved',
      Reason: 'AC01',
      Comment: 'transfer cancelled',
    });
    expect((await buyer('GET', `/api/purchase/get/${ids[1]}`)).json.Status).toBe('payment_sent');
    expect((await report(pain002)).json).toEqual(applied.json);
    const camt = await report('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"/>');
    expect(camt.status).toBe(400);
  });
});

describe("an expense's currency", () => {
  it("defaults to its supplier's, else the account's; another one without amounts works the kept amounts out again in it", async () => {
    const { token } = await newAccount('Expense currency');
    const call = api.as(token);
    expect((await call('POST', '/api/catalog/create', { json: { Name: 'Travel', isExpense: true } })).status).toBe(200);
    const supplier = await call('POST', '/api/supplier/create', { json: { Name: 'Tokyo Taxi', Currency: 'JPY' } });
    expect(supplier.status, supplier.text).toBe(200);
    const supplierId = Number(supplier.text.replace('Reference: ', ''));
    const create = (json: object) =>
      call('POST', '/api/expense/create', { json: { Date: '2026-03-03', Category: 'Travel', ...json } });
    const plain = await create({ Amount: 64.9, VAT: 10 });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.json).toMatchObject({ Currency: 'EUR', TotalVAT: 5.9, TotalNET: 64.9 });
    const supplied = await create({ Supplier: supplierId, Amount: 1200, VAT: 10 });
    expect(supplied.status, supplied.text).toBe(200);
    expect(supplied.json).toMatchObject({ Currency: 'JPY', TotalVAT: 109, TotalHT: 1091 });
    // In the minor unit of the currency the expense takes: 0.5 yen is none.
    expect((await create({ Supplier: supplierId, Amount: 10.5, VAT: 10 })).status).toBe(400);
    const id = plain.json.expense_id;
    // 64.90 is no amount in yen: the currency alone is refused, and nothing changes.
    const yen = await call('PUT', `/api/expense/update/${id}`, { json: { Currency: 'JPY' } });
    expect(yen.status, yen.text).toBe(400);
    expect((await call('GET', `/api/expense/get/${id}`)).json).toMatchObject({ Currency: 'EUR', TotalNET: 64.9 });
    const whole = await call('PUT', `/api/expense/update/${id}`, { json: { Amount: 120, VAT: 10 } });
    expect(whole.json).toMatchObject({ TotalVAT: 10.91, TotalHT: 109.09 });
    // 120 in yen: its VAT rounded to the yen, where it was to the cent.
    const again = await call('PUT', `/api/expense/update/${id}`, { json: { Currency: 'JPY' } });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toMatchObject({ Currency: 'JPY', TotalVAT: 11, TotalHT: 109, TotalNET: 120 });
  });
});

describe("a supplier's payment deleted", () => {
  it('leaves the purchase owing it again, out of payables, the VAT on payments and the bank journal; a set-off undone on both sides', async () => {
    const { call: buyer, accountId } = await accountWithToken('Payment deleted', frenchBuyerProfile);
    const bill = await approvedPurchase(buyer, 'F-DEL-1');
    const get = async (id: number) => (await buyer('GET', `/api/purchase/get/${id}`)).json;
    const paid = await buyer('POST', '/api/purchase/payment/create', {
      json: { Purchase: bill, Amount: 120, Date: '2026-03-20', Method: 'bank_transfer' },
    });
    expect(paid.status).toBe(200);
    const paymentId = Number(paid.text.replace('Reference: ', ''));
    expect(await get(bill)).toMatchObject({ Status: 'paid', TotalDue: 0 });
    expect((await marchFec(accountId)).filter((r) => r.JournalCode === 'BQ')).toHaveLength(2);
    const listed = (query = '') => buyer('GET', `/api/purchase/payment/list${query}`);
    expect((await listed()).json).toEqual([
      {
        payment_id: paymentId,
        Date: '2026-03-20',
        Amount: 120,
        Method: 'bank_transfer',
        Reference: '',
        Settles: null,
        Returns: null,
        purchase_id: bill,
        supplier_id: (await get(bill)).supplier_id,
        Number: 'F-DEL-1',
        Type: 'invoice',
        Currency: 'EUR',
      },
    ]);
    for (const query of ['?to=2026-03-19', '?from=2026-03-21', `?purchase_id=${bill + 1000}`, '?supplier_id=999999'])
      expect((await listed(query)).json, query).toEqual([]);
    expect((await listed(`?purchase_id=${bill}&from=2026-03-20&to=2026-03-20`)).json).toHaveLength(1);

    const removed = await buyer('DELETE', `/api/purchase/payment/delete/${paymentId}`);
    expect(removed.status, removed.text).toBe(200);
    const after = await get(bill);
    expect(after).toMatchObject({ Status: 'approved', TotalPaid: 0, TotalDue: 120, Payments: [] });
    expect(after.History.at(-1)).toMatchObject({ Status: 'approved', Comment: `payment ${paymentId} deleted` });
    expect((await buyer('DELETE', `/api/purchase/payment/delete/${paymentId}`)).status).toBe(404);
    expect((await listed()).json).toEqual([]);
    expect((await marchFec(accountId)).filter((r) => r.JournalCode === 'BQ')).toEqual([]);
    await rebuildTotals(dynamoStores, accountId);
    expect((await buyer('GET', '/api/report/payables')).json.Currencies[0].Totals.Total).toBe(120);
    const vat = (await buyer('GET', '/api/report/vat?from=2026-03&to=2026-03&basis=payments')).json;
    expect(vat.Currencies).toEqual([]);

    // A set-off, from its credit note's approval, undone from the invoice's side: both owe again.
    const credit = await importedLine(buyer, { number: 'AV-DEL-1', price: '10.00', credit: true, corrects: 'F-DEL-1' });
    expect((await buyer('PUT', `/api/purchase/action/approve/${credit}`)).json).toMatchObject({ Status: 'paid' });
    const setOff = (await get(bill)).Payments[0];
    expect(setOff).toMatchObject({ Method: 'credit_note', Settles: credit, Amount: 12 });
    expect((await buyer('DELETE', `/api/purchase/payment/delete/${setOff.payment_id}`)).status).toBe(200);
    expect(await get(bill)).toMatchObject({ TotalPaid: 0, Payments: [] });
    expect(await get(credit)).toMatchObject({ Status: 'approved', TotalPaid: 0, TotalDue: 12, Payments: [] });
    // Set off again by hand, and undone from both sides at the same instant: once.
    const settled = await buyer('POST', '/api/purchase/settle', { json: { CreditNote: credit, Date: '2026-03-22' } });
    expect(settled.status, settled.text).toBe(200);
    const sides = await Promise.all([bill, credit].map(async (id) => (await get(id)).Payments[0].payment_id));
    const raced = await Promise.all(sides.map((id) => buyer('DELETE', `/api/purchase/payment/delete/${id}`)));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await get(bill)).toMatchObject({ TotalPaid: 0, Payments: [] });
    expect(await get(credit)).toMatchObject({ TotalPaid: 0, Payments: [] });

    // While a transfer file pays it, what the bank pays is what the file says: refused, nothing changed.
    const partial = await buyer('POST', '/api/purchase/payment/create', {
      json: { Purchase: bill, Amount: 20, Date: '2026-03-21', Method: 'cash' },
    });
    const transfer = await buyer('POST', '/api/purchase/transfer/create', {
      json: { Purchases: [bill], ExecutionDate: '2026-03-25' },
    });
    expect(transfer.status, transfer.text).toBe(200);
    const refused = await buyer('DELETE', `/api/purchase/payment/delete/${partial.text.replace('Reference: ', '')}`);
    expect([refused.status, refused.json.error.code]).toEqual([409, 'purchase_in_transfer']);
    expect(await get(bill)).toMatchObject({ Status: 'payment_sent', TotalPaid: 20 });
  });
});
