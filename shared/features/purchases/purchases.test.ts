import { describe, expect, it } from 'vitest';
import { validateCreditTransfer, validateLifecycleMessage } from '../../../infra/local/einvoice-validator.ts';
import { fakePorts } from '../../../test/support/fakes.ts';
import { importedInto, xml } from '../../../test/support/purchases.ts';
import { supplierTotals, supplierUbl } from '../../../test/support/supplier-invoice.ts';
import { actingOwner } from '../../access/principal.ts';
import { statusOf } from '../../http/answers.ts';
import { failureOf } from '../../kernel/errors.ts';
import { sepaMessageId } from '../../kernel/sepa.ts';
import type { Ports } from '../ports.ts';
import { updateProfile } from '../profile/service.ts';
import { resumers } from '../resumers.ts';
import { sweepWork } from '../work/sweep.ts';
import { decideOnPurchase } from './decide.ts';
import { importPurchase, importUploadedPurchase } from './import.ts';
import type { PurchaseStatus } from './model.ts';
import { recordSupplierPayment, settleCreditNote, settleDebit, transferFile } from './payments.ts';
import { actOnPurchase, getPurchase } from './service.ts';
import { readStatusReport } from './status-report.ts';
import { applyStatusReport, cancelTransfer } from './transfer-cancel.ts';
import { markTransferSent } from './transfer-marks.ts';
import { returnTransferPayment } from './transfer-returns.ts';
import { createTransfer } from './transfers.ts';
import { purchaseUploadLink } from './uploads.ts';

const SIREN = '303265045';
const IBAN = 'FR7630001007941234567890185';

function setup() {
  const fake = fakePorts();
  fake.accounts.set('acct', { company: 'Acheteur', currency: 'EUR' });
  return { fake, deps: fake.ports, owner: actingOwner('acct') };
}

/** An account whose profile states the IBAN it pays from, and a way to add an approved supplier invoice to it. */
async function payingAccount() {
  const made = setup();
  const { deps, owner } = made;
  await updateProfile(deps, owner, { IBAN: 'FR7630006000011234567890189', BIC: 'AGRIFRPP' } as never);
  const approved = async (number: string): Promise<number> => {
    const { purchaseId } = await importPurchase(deps, owner, xml(supplierUbl({ number, siren: SIREN, iban: IBAN })));
    await actOnPurchase(deps, owner, purchaseId, 'approve', {});
    return purchaseId;
  };
  return { ...made, approved };
}
/** Runs `call` as a request that dies at its write of a purchase to `status` after `survives` such writes: those stand, the rest is left undone. */
async function dyingAfterFirst(
  deps: Ports,
  status: PurchaseStatus,
  call: () => Promise<unknown>,
  survives = 1,
): Promise<void> {
  const replace = deps.purchases.replace.bind(deps.purchases);
  let writes = 0;
  deps.purchases.replace = async (before, after) => {
    if (after.Status === status && ++writes > survives) throw new Error('the request ran out of time');
    return replace(before, after);
  };
  try {
    await expect(call()).rejects.toThrow('ran out of time');
  } finally {
    deps.purchases.replace = replace;
  }
}
/** A bank's pain.002 status report of the file `messageId`: its group status, and each transaction's `[purchase id, status, reason]`. */
const pain002 = (messageId: string, group: string, transactions: [number, string, string?][], groupReason?: string) => {
  const reason = (code?: string) => (code ? `<StsRsnInf><Rsn><Cd>${code}</Cd></Rsn></StsRsnInf>` : '');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
<GrpHdr><MsgId>PSR-1</MsgId><CreDtTm>2026-04-15T08:00:00</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId><GrpSts>${group}</GrpSts>${reason(groupReason)}</OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>P1</OrgnlPmtInfId>${transactions
    .map(
      ([id, status, code]) =>
        `<TxInfAndSts><OrgnlEndToEndId>${id}</OrgnlEndToEndId><TxSts>${status}</TxSts>${reason(code)}</TxInfAndSts>`,
    )
    .join('')}</OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;
};
/** A booked bank credit of 120.00 EUR naming a purchase by EndToEndId, as a transfer file wrote it. */
const bankLine = (purchaseId: number, bankRef: string, date: string) => ({
  date,
  amount: '120.00',
  currency: 'EUR',
  credit: true,
  booked: true,
  name: 'Fournisseur',
  reference: 'x',
  bankRef,
  endToEndId: String(purchaseId),
});
/** The status an action answers, its errors mapped as the HTTP layer maps them: 200 when it went through. */
async function statusOfCall(call: () => Promise<unknown>): Promise<number> {
  try {
    await call();
    return 200;
  } catch (error) {
    const failure = failureOf(error);
    if (failure) return statusOf[failure.kind];
    throw error;
  }
}

describe('importing a supplier invoice', () => {
  it('keeps the figures as the file states them, the file byte for byte, the supplier by SIREN then VAT number', async () => {
    const { fake, deps, owner } = setup();
    const lines = [
      { quantity: 10, price: '12.34', rate: 20 },
      { quantity: 1, price: '45.50', rate: 5.5 },
    ];
    const text = supplierUbl({
      number: 'F-1',
      siren: SIREN,
      vat: 'FR40303265045',
      iban: IBAN,
      reference: 'RF18539007547034',
      lines,
    });
    const first = await importPurchase(deps, owner, xml(text));
    const t = supplierTotals(lines);
    expect([first.TotalHT, first.TotalVAT, first.TotalNET]).toEqual(
      [t.text(t.ht), t.text(t.vat), t.text(t.net)].map((v) => String(Number(v))),
    );
    expect(first.rates.map((r) => [r.VATPercentage, r.VATValue])).toEqual([
      ['20', '24.68'],
      ['5.5', '2.5'],
    ]);
    expect(Buffer.from(fake.storedFiles.get(first.file.key)!.bytes).toString('utf8')).toBe(text);
    expect(first).toMatchObject({
      Status: 'received',
      IBAN,
      PaymentReference: 'RF18539007547034',
      Validation: { Valid: true },
    });
    // The VAT number alone finds the same supplier; the same name with other identifiers does not.
    const byVat = await importPurchase(deps, owner, xml(supplierUbl({ number: 'F-2', vat: 'FR40303265045' })));
    expect(byVat.supplierId).toBe(first.supplierId);
    const namesake = await importPurchase(deps, owner, xml(supplierUbl({ number: 'F-3', siren: '732829320' })));
    expect(namesake.supplierId).not.toBe(first.supplierId);
    expect((await deps.suppliers.get('acct', first.supplierId))?.purchases).toBe(2);
  });

  it('refuses the same Number of the same supplier and year (409 duplicate_purchase naming the first), not of another year', async () => {
    const { deps, owner } = setup();
    const first = await importPurchase(deps, owner, xml(supplierUbl({ number: 'DUP', siren: SIREN })));
    const again = importPurchase(deps, owner, xml(supplierUbl({ number: 'DUP', siren: SIREN, issue: '2026-11-02' })));
    await expect(again).rejects.toMatchObject({
      code: 'duplicate_purchase',
      details: [{ message: String(first.purchaseId) }],
    });
    const later = await importPurchase(
      deps,
      owner,
      xml(supplierUbl({ number: 'DUP', siren: SIREN, issue: '2027-01-05', due: '2027-02-05' })),
    );
    expect(later.purchaseId).not.toBe(first.purchaseId);
  });

  it("imports a file sent by link from the account's uploads as from a body, held to the same type and size", async () => {
    const { fake, deps, owner } = setup();
    const link = await purchaseUploadLink(deps, owner, { Type: 'application/xml', Size: 10 });
    expect(link.Url).toContain(`/uploads/acct/purchases/${link.Upload}?`);
    const staged = `uploads/acct/purchases/${link.Upload}`;
    const text = supplierUbl({ number: 'UP-1', siren: SIREN });
    await fake.ports.storedFiles.put(staged, xml(text));
    const imported = await importUploadedPurchase(deps, owner, link.Upload);
    expect(imported).toMatchObject({ Number: 'UP-1', source: 'upload' });
    expect(Buffer.from(fake.storedFiles.get(imported.file.key)!.bytes).toString('utf8')).toBe(text);
    expect(await statusOfCall(() => importUploadedPurchase(deps, owner, link.Upload))).toBe(409);
    // Another account's uploads are not looked at.
    expect(await statusOfCall(() => importUploadedPurchase(deps, actingOwner('other'), link.Upload))).toBe(409);
    // Put there past the link (its type and size are signed): the body's bounds all the same.
    await fake.ports.storedFiles.put(staged, { type: 'image/png', bytes: new Uint8Array(8) });
    expect(await statusOfCall(() => importUploadedPurchase(deps, owner, link.Upload))).toBe(415);
    await fake.ports.storedFiles.put(staged, { type: 'application/pdf', bytes: new Uint8Array(5 * 1024 * 1024 + 1) });
    expect(await statusOfCall(() => importUploadedPurchase(deps, owner, link.Upload))).toBe(413);
  });
});

describe("the buyer's decisions", () => {
  it('need a reason of the reform for that status, and each makes a CDAR message the BR-FR-CDV rules and the D22B schema pass', async () => {
    const { fake, deps, owner } = setup();
    await updateProfile(deps, owner, {
      LegalName: 'Acheteur SAS',
      RegistrationId: '732829320',
      RegistrationScheme: '0002',
      ElectronicAddress: '732829320',
      ElectronicAddressScheme: '0225',
    } as never);
    const steps: [string, string | undefined][] = [
      ['suspend', 'JUSTIF_ABS'],
      ['dispute', 'QTE_ERR'],
      ['partly_approve', 'PU_ERR'],
      ['approve', undefined],
    ];
    const p = await importPurchase(deps, owner, xml(supplierUbl({ number: 'CDAR-1', siren: SIREN })));
    expect(await statusOfCall(() => actOnPurchase(deps, owner, p.purchaseId, 'suspend', {}))).toBe(400);
    expect(await statusOfCall(() => actOnPurchase(deps, owner, p.purchaseId, 'suspend', { Reason: 'DOUBLON' }))).toBe(
      400,
    );
    for (const [action, Reason] of steps)
      await actOnPurchase(deps, owner, p.purchaseId, action as never, Reason ? { Reason, Comment: 'vu' } : {});
    const refused = await importPurchase(deps, owner, xml(supplierUbl({ number: 'CDAR-2', siren: SIREN })));
    await actOnPurchase(deps, owner, refused.purchaseId, 'refuse', { Reason: 'DOUBLON' });
    expect(await statusOfCall(() => actOnPurchase(deps, owner, refused.purchaseId, 'approve', {}))).toBe(409);
    const messages = [...fake.storedFiles].filter(([key]) => /\/P\d+-\d+\.xml$/.test(key));
    expect(messages).toHaveLength(5);
    for (const [key, file] of messages) {
      const result = await validateLifecycleMessage(Buffer.from(file.bytes).toString('utf8'));
      expect(result.fatal.map((f) => `${f.id}: ${f.text}`).concat(result.schemaErrors), key).toEqual([]);
    }
    expect((await getPurchase(deps, owner, p.purchaseId)).history.map((h) => h.Code)).toEqual([
      undefined,
      '208',
      '207',
      '206',
      '205',
    ]);
  });
});

describe('paying suppliers', () => {
  it('takes payments up to what is due, makes a pain.001 the EPC schema passes, and records a statement debit once', async () => {
    const { fake, deps, owner } = setup();
    await updateProfile(deps, owner, {
      LegalName: 'Acheteur Achats SAS',
      RegistrationId: '732829320',
      RegistrationScheme: '0002',
      IBAN: 'FR7630006000011234567890189',
      BIC: 'AGRIFRPP',
    } as never);
    const a = await importPurchase(
      deps,
      owner,
      xml(supplierUbl({ number: 'PAY-1', siren: SIREN, iban: IBAN, reference: 'RF18539007547034' })),
    );
    const b = await importPurchase(
      deps,
      owner,
      xml(supplierUbl({ number: 'PAY-2', siren: SIREN, iban: IBAN, reference: 'Facture PAY-2 é' })),
    );
    for (const p of [a, b]) await actOnPurchase(deps, owner, p.purchaseId, 'approve', {});
    expect(
      await statusOfCall(() =>
        recordSupplierPayment(deps, owner, {
          Purchase: a.purchaseId,
          Amount: '120.01',
          Date: '2026-04-01',
          Method: 'cash',
        }),
      ),
    ).toBe(409);
    await recordSupplierPayment(deps, owner, {
      Purchase: a.purchaseId,
      Amount: '20',
      Date: '2026-04-01',
      Method: 'cash',
    });
    const transfer = await createTransfer(deps, owner, {
      Purchases: [a.purchaseId, b.purchaseId],
      ExecutionDate: '2026-04-15',
    });
    expect(transfer.purchases.map((p) => p.amount)).toEqual(['100.00', '120.00']);
    const file = Buffer.from(fake.storedFiles.get(transfer.key)!.bytes).toString('utf8');
    expect(await validateCreditTransfer(file)).toEqual({ valid: true, schemaErrors: [] });
    expect(file).toContain('<Ref>RF18539007547034</Ref>');
    expect(file).toContain('<Ustrd>Facture PAY-2 e</Ustrd>');
    const sent = await getPurchase(deps, owner, b.purchaseId);
    expect(sent.Status).toBe('payment_sent');
    // Sent for payment: the reform's status 211, its message as the FNFE's rules want it.
    const message = sent.history.at(-1)!;
    expect(message).toMatchObject({ Code: '211', MessageId: `P${b.purchaseId}-3` });
    const cdar = fake.storedFiles.get(`files/acct/purchases/${b.purchaseId}/${message.MessageId}.xml`)!;
    const checked = await validateLifecycleMessage(Buffer.from(cdar.bytes).toString('utf8'));
    expect(checked.fatal.map((f) => f.id).concat(checked.schemaErrors)).toEqual([]);
    const debit = {
      date: '2026-04-15',
      amount: '120.00',
      currency: 'EUR',
      credit: false,
      booked: true,
      name: 'Fournisseur',
      reference: 'x',
      bankRef: 'D1',
      endToEndId: String(b.purchaseId),
    };
    expect(await settleDebit(deps, owner, 'FR76', debit)).toBe(true);
    expect(await settleDebit(deps, owner, 'FR76', debit)).toBe(false);
    expect(await getPurchase(deps, owner, b.purchaseId)).toMatchObject({ Status: 'paid', TotalPaid: '120' });
  });

  it('leaves the marks of a transfer whose request failed after writing it to the sweep, which sends each purchase for payment once', async () => {
    const { fake, deps, owner, approved } = await payingAccount();
    const ids = [await approved('CUT-1'), await approved('CUT-2')];
    // The request dies after its first purchase's mark.
    const make = { Purchases: ids, ExecutionDate: '2026-04-15' };
    await dyingAfterFirst(deps, 'payment_sent', () => createTransfer(deps, owner, make));
    const statuses = async () => Promise.all(ids.map(async (id) => (await getPurchase(deps, owner, id)).Status));
    expect(await statuses()).toEqual(['payment_sent', 'approved']);
    // Its file pays both already: no other file takes the second.
    await expect(createTransfer(deps, owner, { ...make, Purchases: [ids[1]!] })).rejects.toMatchObject({
      code: 'purchase_in_transfer',
    });
    const swept = await sweepWork(deps, resumers, { now: Date.now() + 3_600_000 });
    expect(swept.done).toBe(1);
    expect(await statuses()).toEqual(['payment_sent', 'payment_sent']);
    const second = await getPurchase(deps, owner, ids[1]!);
    expect(second.history.filter((h) => h.Code === '211')).toHaveLength(1);
    expect(second.history.at(-1)?.By).toBe(owner.userId);
    expect(await deps.work.overdue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    expect(fake.transfers.size).toBe(1);
  });

  it('gives its purchases back at once when its file cannot be kept: the next transfer takes them', async () => {
    const { deps, owner, approved } = await payingAccount();
    const purchaseId = await approved('KEEP-1');
    const put = deps.storedFiles.put.bind(deps.storedFiles);
    deps.storedFiles.put = async (key, file) => {
      if (key.includes('/transfers/')) throw new Error('the bucket is out of reach');
      return put(key, file);
    };
    const make = () => createTransfer(deps, owner, { Purchases: [purchaseId], ExecutionDate: '2026-04-15' });
    await expect(make()).rejects.toThrow('out of reach');
    deps.storedFiles.put = put;
    expect((await make()).purchases).toEqual([{ purchaseId, amount: '120.00' }]);
  });

  it('gives a transfer the bank returned back to the purchase once: it owes again under its decision, and the next transfer pays it', async () => {
    const { fake, deps, owner, approved } = await payingAccount();
    const purchaseId = await approved('BACK-1');
    await actOnPurchase(deps, owner, purchaseId, 'partly_approve', { Reason: 'QTE_ERR' });
    const decision = 'partly_approved';
    const pay = async (bankRef: string, date: string) => {
      await createTransfer(deps, owner, { Purchases: [purchaseId], ExecutionDate: date });
      const debit = { ...bankLine(purchaseId, bankRef, date), credit: false };
      expect(await settleDebit(deps, owner, 'FR76', debit)).toBe(true);
    };
    await pay('D1', '2026-04-15');
    const returned = { ...bankLine(purchaseId, 'R1', '2026-04-20'), returnReason: 'AC04' };
    // Not this amount, nor before the payment, nor a debit: nothing is given back.
    for (const other of [
      { ...returned, amount: '119.99' },
      { ...returned, date: '2026-04-14' },
      { ...returned, credit: false },
      { ...returned, returnReason: undefined },
    ])
      expect(await returnTransferPayment(deps, owner, 'FR76', other)).toBeUndefined();
    expect(await returnTransferPayment(deps, owner, 'FR76', returned)).toBe('given');
    expect(await returnTransferPayment(deps, owner, 'FR76', returned)).toBe('recorded');
    const back = await getPurchase(deps, owner, purchaseId);
    const [paid, givenBack] = back.payments;
    expect(back).toMatchObject({ Status: decision, TotalPaid: '0' });
    expect(back.transferId).toBeUndefined();
    expect(givenBack).toMatchObject({
      Amount: '-120',
      Date: '2026-04-20',
      returns: { paymentId: paid!.paymentId, reason: 'AC04' },
    });
    expect(back.history.at(-1)).toMatchObject({ Status: decision, Reason: 'AC04' });
    expect(fake.transferClaims.has(`${owner.accountId}/${purchaseId}`)).toBe(false);
    // Its transfer let it go: the next one pays it, and the same return read again gives nothing more back.
    await pay('D2', '2026-04-22');
    expect(await returnTransferPayment(deps, owner, 'FR76', returned)).toBe('recorded');
    expect(await getPurchase(deps, owner, purchaseId)).toMatchObject({ Status: 'paid', TotalPaid: '120' });
  });

  it('cancels a transfer the bank refused: what it sent for payment owes again under its decision, what the bank paid stays, its file is no longer handed out', async () => {
    const { fake, deps, owner, approved } = await payingAccount();
    const [paidByBank, partly, plain] = [
      await approved('CANCEL-1'),
      await approved('CANCEL-2'),
      await approved('CANCEL-3'),
    ];
    await actOnPurchase(deps, owner, partly, 'partly_approve', { Reason: 'QTE_ERR' });
    const transfer = await createTransfer(deps, owner, {
      Purchases: [paidByBank, partly, plain],
      ExecutionDate: '2026-04-15',
    });
    const debit = { ...bankLine(paidByBank, 'D1', '2026-04-15'), credit: false };
    expect(await settleDebit(deps, owner, 'FR76', debit)).toBe(true);
    const cancelled = await cancelTransfer(deps, owner, transfer.transferId);
    expect(cancelled.purchases).toEqual([
      { purchaseId: paidByBank, Status: 'paid', transferId: transfer.transferId },
      { purchaseId: partly, Status: 'partly_approved' },
      { purchaseId: plain, Status: 'approved' },
    ]);
    for (const id of [partly, plain]) {
      const back = await getPurchase(deps, owner, id);
      expect(back.transferId).toBeUndefined();
      expect(back.history.at(-1)).toMatchObject({ Status: back.Status, Comment: 'transfer cancelled' });
      expect(fake.transferClaims.has(`${owner.accountId}/${id}`)).toBe(false);
    }
    expect(await getPurchase(deps, owner, paidByBank)).toMatchObject({
      Status: 'paid',
      transferId: transfer.transferId,
    });
    await expect(transferFile(deps, owner, transfer.transferId)).rejects.toMatchObject({ code: 'transfer_cancelled' });
    // Repeated, it answers the same, the first cancel's time kept.
    const again = await cancelTransfer(deps, owner, transfer.transferId);
    expect(again).toEqual(cancelled);
    await expect(cancelTransfer(deps, owner, 999)).rejects.toMatchObject({ kind: 'not_found' });
    // The next file pays the two that owe; the one the bank paid is in no file again.
    const next = await createTransfer(deps, owner, { Purchases: [partly, plain], ExecutionDate: '2026-04-20' });
    expect(next.purchases.map((p) => p.purchaseId)).toEqual([partly, plain]);
    expect((await getPurchase(deps, owner, plain)).transferId).toBe(next.transferId);
    expect(await deps.work.overdue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });

  it('withdraws from a transfer the purchases whose transactions the bank rejected: they owe again, the rest stays sent, its file is still handed out', async () => {
    const { deps, owner, approved } = await payingAccount();
    const [kept, rejected, later] = [await approved('WD-1'), await approved('WD-2'), await approved('WD-3')];
    const { transferId } = await createTransfer(deps, owner, {
      Purchases: [kept, rejected, later],
      ExecutionDate: '2026-04-15',
    });
    const withdrawn = await cancelTransfer(deps, owner, transferId, { Purchases: [rejected] });
    expect(withdrawn.transfer.cancelledAt).toBeUndefined();
    expect(withdrawn.purchases).toEqual([{ purchaseId: rejected, Status: 'approved' }]);
    expect(await cancelTransfer(deps, owner, transferId, { Purchases: [rejected] })).toEqual(withdrawn);
    const statuses = async () =>
      Promise.all([kept, rejected, later].map(async (id) => (await getPurchase(deps, owner, id)).Status));
    expect(await statuses()).toEqual(['payment_sent', 'approved', 'payment_sent']);
    expect((await transferFile(deps, owner, transferId)).type).toBe('application/xml');
    // Only its own purchases are withdrawn from it.
    const other = await approved('WD-4');
    await expect(cancelTransfer(deps, owner, transferId, { Purchases: [other, kept] })).rejects.toMatchObject({
      kind: 'conflict',
      details: [{ field: 'Purchases', message: `${other} is not in transfer ${transferId}` }],
    });
    // The bank pays the first; the file is then cancelled whole: the third owes again, the first stays paid.
    expect(await settleDebit(deps, owner, 'FR76', { ...bankLine(kept, 'D1', '2026-04-15'), credit: false })).toBe(true);
    const cancelled = await cancelTransfer(deps, owner, transferId);
    expect(cancelled.purchases.map((p) => p.Status)).toEqual(['paid', 'approved', 'approved']);
    expect(await statuses()).toEqual(['paid', 'approved', 'approved']);
    // The one withdrawn first was given back once.
    const back = await getPurchase(deps, owner, rejected);
    expect(back.history.filter((h) => h.Comment === 'transfer cancelled')).toHaveLength(1);
  });

  it("applies the bank's status report of a transfer file: rejected transactions withdrawn with their reason, a file refused whole cancelled, once", async () => {
    const { deps, owner, approved } = await payingAccount();
    const ids = [await approved('PSR-1'), await approved('PSR-2')];
    const { transferId } = await createTransfer(deps, owner, { Purchases: ids, ExecutionDate: '2026-04-15' });
    const messageId = sepaMessageId('TRF', transferId);
    const accepted = readStatusReport(pain002(messageId, 'ACCP', []));
    expect((await applyStatusReport(deps, owner, accepted)).purchases).toEqual([]);
    const part = readStatusReport(
      pain002(messageId, 'PART', [
        [ids[1]!, 'RJCT', 'AC04'],
        [ids[0]!, 'ACSP'],
      ]),
    );
    expect(part).toEqual({
      messageId,
      groupStatus: 'PART',
      rejected: [{ endToEndId: String(ids[1]), reason: 'AC04' }],
    });
    for (let read = 0; read < 2; read++)
      expect((await applyStatusReport(deps, owner, part)).purchases).toEqual([
        { purchaseId: ids[1], Status: 'approved' },
      ]);
    const back = await getPurchase(deps, owner, ids[1]!);
    expect(back.history.filter((h) => h.Comment === 'transfer cancelled')).toEqual([
      expect.objectContaining({ Status: 'approved', Reason: 'AC04' }),
    ]);
    expect((await getPurchase(deps, owner, ids[0]!)).Status).toBe('payment_sent');
    // A report of another file, or naming a transaction the file does not hold: refused, nothing changed.
    await expect(
      applyStatusReport(deps, owner, readStatusReport(pain002('MSG-OTHER', 'RJCT', []))),
    ).rejects.toMatchObject({ kind: 'conflict' });
    await expect(
      applyStatusReport(deps, owner, readStatusReport(pain002(messageId, 'PART', [[999, 'RJCT', 'AC01']]))),
    ).rejects.toMatchObject({ kind: 'conflict' });
    expect(() => readStatusReport('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"/>')).toThrow(
      'not a pain.002',
    );
    // Refused whole: the file is cancelled, the other purchase owes again with the group's reason.
    const refusedWhole = readStatusReport(pain002(messageId, 'RJCT', [], 'AM04'));
    expect((await applyStatusReport(deps, owner, refusedWhole)).transfer.cancelledAt).toBeDefined();
    expect((await getPurchase(deps, owner, ids[0]!)).history.at(-1)).toMatchObject({
      Status: 'approved',
      Reason: 'AM04',
      Comment: 'transfer cancelled',
    });
  });

  it('leaves a cancel whose request failed halfway to the sweep, which gives the rest back once', async () => {
    const { deps, owner, approved } = await payingAccount();
    const ids = [await approved('HALF-1'), await approved('HALF-2')];
    const { transferId } = await createTransfer(deps, owner, { Purchases: ids, ExecutionDate: '2026-04-15' });
    await dyingAfterFirst(deps, 'approved', () => cancelTransfer(deps, owner, transferId));
    const statuses = async () => Promise.all(ids.map(async (id) => (await getPurchase(deps, owner, id)).Status));
    expect(await statuses()).toEqual(['approved', 'payment_sent']);
    const swept = await sweepWork(deps, resumers, { now: Date.now() + 3_600_000 });
    expect(swept.done).toBe(1);
    expect(await statuses()).toEqual(['approved', 'approved']);
    const second = await getPurchase(deps, owner, ids[1]!);
    expect(second.history.filter((h) => h.Comment === 'transfer cancelled')).toHaveLength(1);
    expect(await deps.work.overdue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });

  it('pays what a purchase owed when its claim was taken: a payment or a decision made while the file is made waits for it, then meets the purchase as the file left it', async () => {
    const { deps, owner, approved } = await payingAccount();
    const id = await approved('HELD-1');
    // Another user acts on the purchase once the transfer holds its claim, before it reads it again.
    const claim = deps.purchases.claimForTransfer.bind(deps.purchases);
    const meanwhile: Promise<number>[] = [];
    deps.purchases.claimForTransfer = async (...args: Parameters<typeof claim>) => {
      const held = await claim(...args);
      meanwhile.push(
        statusOfCall(() =>
          recordSupplierPayment(deps, owner, { Purchase: id, Amount: '20', Date: '2026-04-01', Method: 'cash' }),
        ),
        statusOfCall(() => actOnPurchase(deps, owner, id, 'dispute', { Reason: 'QTE_ERR' })),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      return held;
    };
    const transfer = await createTransfer(deps, owner, { Purchases: [id], ExecutionDate: '2026-04-15' });
    deps.purchases.claimForTransfer = claim;
    expect(transfer.purchases).toEqual([{ purchaseId: id, amount: '120.00' }]);
    // The payment lands on the purchase sent for payment; its decision stands (409 purchase_paid).
    expect(await Promise.all(meanwhile)).toEqual([200, 409]);
    const after = await getPurchase(deps, owner, id);
    expect(after).toMatchObject({ Status: 'payment_sent', TotalPaid: '20', transferId: transfer.transferId });
    expect(after.history.map((h) => h.Status)).toEqual(['received', 'approved', 'payment_sent']);
  });

  it('pays what a purchase owes once claimed, not what it owed when first read: a payment made between counts', async () => {
    const { deps, owner, approved } = await payingAccount();
    const id = await approved('HELD-2');
    const next = deps.sequences.next.bind(deps.sequences);
    let paid = false;
    deps.sequences.next = async (...args: Parameters<typeof next>) => {
      // The transfer has checked the purchase and takes its id: a payment lands before its claim.
      if (args[1] === 'transfer' && !paid) {
        paid = true;
        await recordSupplierPayment(deps, owner, { Purchase: id, Amount: '20', Date: '2026-04-01', Method: 'cash' });
      }
      return next(...args);
    };
    const transfer = await createTransfer(deps, owner, { Purchases: [id], ExecutionDate: '2026-04-15' });
    deps.sequences.next = next;
    expect(paid).toBe(true);
    expect(transfer.purchases).toEqual([{ purchaseId: id, amount: '100.00' }]);
  });

  it("leaves a status report whose request failed halfway to the sweep, which gives the rest back with the bank's reasons", async () => {
    const { deps, owner, approved } = await payingAccount();
    const ids = [await approved('RSN-1'), await approved('RSN-2'), await approved('RSN-3')];
    const { transferId } = await createTransfer(deps, owner, { Purchases: ids, ExecutionDate: '2026-04-15' });
    const messageId = sepaMessageId('TRF', transferId);
    const part = readStatusReport(
      pain002(messageId, 'PART', [
        [ids[0]!, 'RJCT', 'AC04'],
        [ids[1]!, 'RJCT', 'AM05'],
      ]),
    );
    await dyingAfterFirst(deps, 'approved', () => applyStatusReport(deps, owner, part));
    await sweepWork(deps, resumers, { now: Date.now() + 3_600_000 });
    const reasons = async () =>
      Promise.all(ids.map(async (id) => (await getPurchase(deps, owner, id)).history.at(-1)?.Reason));
    expect(await reasons()).toEqual(['AC04', 'AM05', undefined]);
    // Refused whole later, the third dying too: the group's reason, the sweep's as well.
    const whole = readStatusReport(pain002(messageId, 'RJCT', [], 'AM04'));
    await dyingAfterFirst(deps, 'approved', () => applyStatusReport(deps, owner, whole), 0);
    await sweepWork(deps, resumers, { now: Date.now() + 3_600_000 });
    expect(await reasons()).toEqual(['AC04', 'AM05', 'AM04']);
  });

  it('refuses the marks of a transfer cancelled while they ran: a purchase it no longer holds owes, as before', async () => {
    const { deps, owner, approved } = await payingAccount();
    const ids = [await approved('RACE-1'), await approved('RACE-2')];
    // The request dies after its first mark; the transfer is cancelled before the sweep marks the second.
    await dyingAfterFirst(deps, 'payment_sent', () =>
      createTransfer(deps, owner, { Purchases: ids, ExecutionDate: '2026-04-15' }),
    );
    const transfer = (await deps.purchases.getTransfer(owner.accountId, 1))!;
    await cancelTransfer(deps, owner, transfer.transferId);
    // The mark still running for it (the request's, or a sweep's read before the cancel) is refused.
    await markTransferSent(deps, owner, transfer);
    await sweepWork(deps, resumers, { now: Date.now() + 3_600_000 });
    for (const id of ids) expect(await getPurchase(deps, owner, id)).toMatchObject({ Status: 'approved' });
    expect((await getPurchase(deps, owner, ids[1]!)).history.some((h) => h.Status === 'payment_sent')).toBe(false);
  });

  it('takes over the claim of a transfer whose request failed before writing it, once that request is surely gone', async () => {
    const { fake, deps, owner, approved } = await payingAccount();
    const purchaseId = await approved('GONE-1');
    const lost = { accountId: owner.accountId, purchaseId, transferId: 99, at: Date.now() };
    fake.transferClaims.set(`${owner.accountId}/${purchaseId}`, lost);
    const make = () => createTransfer(deps, owner, { Purchases: [purchaseId], ExecutionDate: '2026-04-15' });
    // Its request may still be writing it: refused, as for any transfer that holds it.
    await expect(make()).rejects.toMatchObject({ code: 'purchase_in_transfer' });
    fake.transferClaims.set(`${owner.accountId}/${purchaseId}`, { ...lost, at: Date.now() - 61_000 });
    const transfer = await make();
    expect(fake.transferClaims.get(`${owner.accountId}/${purchaseId}`)?.transferId).toBe(transfer.transferId);
    expect((await getPurchase(deps, owner, purchaseId)).Status).toBe('payment_sent');
    // A claim whose transfer was written is never taken over, however old.
    const other = await approved('GONE-2');
    const written = { ...lost, purchaseId: other, transferId: transfer.transferId, at: 0 };
    fake.transferClaims.set(`${owner.accountId}/${other}`, written);
    await expect(
      createTransfer(deps, owner, { Purchases: [other], ExecutionDate: '2026-04-15' }),
    ).rejects.toMatchObject({ code: 'purchase_in_transfer' });
  });

  it("records a debit made at the bank that quotes one payable purchase's payment reference, and no other", async () => {
    const { deps, owner } = setup();
    const imported = async (number: string, reference: string, price = '100.00') => {
      const p = await importPurchase(
        deps,
        owner,
        xml(supplierUbl({ number, siren: SIREN, iban: IBAN, reference, lines: [{ quantity: 1, price, rate: 20 }] })),
      );
      await actOnPurchase(deps, owner, p.purchaseId, 'approve', {});
      return p.purchaseId;
    };
    const quoted = await imported('REF-1', 'RF18 5390 0754 7034');
    const twinA = await imported('REF-2', 'COMMANDE 77');
    const twinB = await imported('REF-3', 'Commande 77');
    const debit = (reference: string, amount: string, bankRef: string) => ({
      date: '2026-04-20',
      amount,
      currency: 'EUR',
      credit: false,
      booked: true,
      name: 'Fournisseur',
      reference,
      bankRef,
    });
    // More than it has due, another currency, a return of a direct debit: not its payment.
    expect(await settleDebit(deps, owner, 'FR76', debit('rf18539007547034', '120.01', 'R0'))).toBe(false);
    expect(
      await settleDebit(deps, owner, 'FR76', { ...debit('RF18539007547034', '50.00', 'R1'), currency: 'USD' }),
    ).toBe(false);
    expect(
      await settleDebit(deps, owner, 'FR76', { ...debit('RF18539007547034', '50.00', 'R2'), returnReason: 'AC04' }),
    ).toBe(false);
    // The reference however it is spaced or cased, alone or in the text, once per bank line.
    expect(await settleDebit(deps, owner, 'FR76', debit('rf18 5390 0754 7034', '50.00', 'R3'))).toBe(true);
    expect(await settleDebit(deps, owner, 'FR76', debit('rf18 5390 0754 7034', '50.00', 'R3'))).toBe(false);
    expect(await settleDebit(deps, owner, 'FR76', debit('Virement RF18 5390 0754 7034 merci', '20.00', 'R5'))).toBe(
      true,
    );
    expect(await getPurchase(deps, owner, quoted)).toMatchObject({ TotalPaid: '70', Status: 'approved' });
    // Two purchases quote it: which one the bank paid is the business's to say.
    expect(await settleDebit(deps, owner, 'FR76', debit('Commande 77', '10.00', 'R4'))).toBe(false);
    for (const id of [twinA, twinB]) expect((await getPurchase(deps, owner, id)).payments).toEqual([]);
    // Once one of the two is paid, the other is the one the reference can pay.
    await recordSupplierPayment(deps, owner, { Purchase: twinA, Amount: '120', Date: '2026-04-21', Method: 'cash' });
    expect(await settleDebit(deps, owner, 'FR76', debit('Commande 77', '10.00', 'R6'))).toBe(true);
    expect(await getPurchase(deps, owner, twinB)).toMatchObject({ TotalPaid: '10' });
    // Its Number as the whole text, as a bank's form takes it.
    expect(await settleDebit(deps, owner, 'FR76', debit('ref-3', '10.00', 'R7'))).toBe(true);
    expect(await getPurchase(deps, owner, twinB)).toMatchObject({ TotalPaid: '20' });
    // Its Number as a word of a longer text, punctuation aside; a word no purchase carries pays nothing.
    expect(await settleDebit(deps, owner, 'FR76', debit('VIR SEPA FACTURE ref-3. MERCI', '10.00', 'R8'))).toBe(true);
    expect(await settleDebit(deps, owner, 'FR76', debit('Paiement 2026-04 REF-9', '10.00', 'R9'))).toBe(false);
    expect(await getPurchase(deps, owner, twinB)).toMatchObject({ TotalPaid: '30' });
  });

  it('pays none of the purchases of a reference more than 24 carry, even with one left open: past what is read, another could be', async () => {
    const { deps, owner } = setup();
    for (let n = 1; n <= 25; n += 1) {
      const p = await importPurchase(
        deps,
        owner,
        xml(supplierUbl({ number: `CUST-${n}`, siren: SIREN, iban: IBAN, reference: 'Client 4711' })),
      );
      await actOnPurchase(deps, owner, p.purchaseId, 'approve', {});
      if (n > 1)
        await recordSupplierPayment(deps, owner, {
          Purchase: p.purchaseId,
          Amount: '120',
          Date: '2026-04-01',
          Method: 'cash',
        });
    }
    const debit = {
      date: '2026-04-20',
      amount: '10.00',
      currency: 'EUR',
      credit: false,
      booked: true,
      name: 'Fournisseur',
      reference: 'CLIENT 4711',
      bankRef: 'M1',
    };
    expect(await settleDebit(deps, owner, 'FR76', debit)).toBe(false);
  });
});

describe("a credit note's approval", () => {
  it('sets it off against the approved invoice it names; a store failing at the set-off leaves the approval answered', async () => {
    const { deps, owner, approved } = await payingAccount();
    const bill = await approved('F-40');
    const note = (number: string) => importedInto(deps, owner)(number, 'F-40');
    const first = await note('AV-40');
    const setOff = await decideOnPurchase(deps, owner, first, 'approve', {});
    expect([setOff.Status, Number(setOff.TotalPaid)]).toEqual(['paid', 12]);
    expect(Number((await getPurchase(deps, owner, bill)).TotalPaid)).toBe(12);

    const second = await note('AV-41');
    const replaceTogether = deps.purchases.replaceTogether.bind(deps.purchases);
    deps.purchases.replaceTogether = async () => {
      throw new Error('the table could not be reached');
    };
    const answered = await decideOnPurchase(deps, owner, second, 'approve', {});
    deps.purchases.replaceTogether = replaceTogether;
    expect([answered.Status, Number(answered.TotalPaid)]).toEqual(['approved', 0]);
    expect(Number((await getPurchase(deps, owner, bill)).TotalPaid)).toBe(12);
  });

  it('by hand, where no approval made it: by default against the one invoice the credit note names; an invoice approved after its credit notes sets them off', async () => {
    const { deps, owner } = await payingAccount();
    const imported = importedInto(deps, owner);
    const bill = await imported('F-50');
    const note = await imported('AV-50', 'F-50');
    for (const id of [bill, note]) await actOnPurchase(deps, owner, id, 'approve', {});
    const { invoiceId } = await settleCreditNote(deps, owner, { CreditNote: note, Date: '2026-03-20' });
    expect(invoiceId).toBe(bill);
    expect(Number((await getPurchase(deps, owner, bill)).TotalPaid)).toBe(12);

    const next = await imported('F-51');
    const [first, second] = [await imported('AV-51', 'F-51'), await imported('AV-52', 'F-51')];
    for (const id of [first, second]) await decideOnPurchase(deps, owner, id, 'approve', {});
    const invoice = await decideOnPurchase(deps, owner, next, 'approve', {});
    expect(invoice.payments.map((p) => p.settles)).toEqual([first, second]);
    expect(Number(invoice.TotalPaid)).toBe(24);
  });

  it('approved at the same moment as its invoice, is set off once', async () => {
    const { deps, owner } = await payingAccount();
    const imported = importedInto(deps, owner);
    const bill = await imported('F-60');
    const note = await imported('AV-60', 'F-60');
    await Promise.all([bill, note].map((id) => decideOnPurchase(deps, owner, id, 'approve', {})));
    const [invoice, credit] = await Promise.all([bill, note].map((id) => getPurchase(deps, owner, id)));
    expect([invoice!.payments.length, Number(invoice!.TotalPaid)]).toEqual([1, 12]);
    expect([credit!.Status, credit!.payments.length]).toEqual(['paid', 1]);
  });
});
