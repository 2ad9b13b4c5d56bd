import { describe, expect, it } from 'vitest';
import { validateDirectDebit } from '../../infra/local/einvoice-validator.ts';
import { actingOwner } from '../../shared/access/principal.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { importBatch } from '../../shared/features/bank/credits.ts';
import { createBatch } from '../../shared/features/directdebit/service.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { importedStatement } from '../support/bank-import.ts';
import { pdfText } from '../support/pdf-text.ts';
import { queueInHand } from '../support/queue-in-hand.ts';
import { accountSweep } from '../support/work.ts';

/**
 * SEPA Direct Debit from the business's own bank (docs/api.md §19): the creditor identifier,
 * mandates and their RUM, and the direct-debit invoice's pre-notification.
 */
const api = useApi();
const ICS = 'FR72ZZZ123456';

async function seller(): Promise<{ call: Caller; token: string; accountId: string }> {
  const account = await newAccount('Direct debit');
  const call = api.as(account.token);
  const profile = await call('PUT', '/api/account/profile', {
    json: {
      LegalName: 'Prélèvements Exemple SAS',
      Address1: '8 quai de la Fosse',
      City: 'Nantes',
      ZIPCode: '44000',
      Country: 'FR',
      IBAN: 'FR7630006000011234567890189',
      CreditorId: ICS,
    },
  });
  expect(profile.status, profile.text).toBe(200);
  return { call, token: account.token, accountId: account.accountId };
}
const clientOf = async (call: Caller, name: string) => {
  const res = await call('POST', '/api/client/create', {
    json: {
      Reference: name,
      Culture: 'fr-FR',
      Company: { CompanyName: `${name} SARL` },
      Contacts: [{ Principal: true, FirstName: 'Paul', LastName: name, Email: `${name.toLowerCase()}@client.example` }],
    },
  });
  expect(res.status, res.text).toBe(200);
  return Number(res.headers.get('location')!.split('/').pop());
};
/** A direct-debit invoice of 10 plus `VAT`% to the client of that Reference, issued, due on `DueDate`: its Number. */
async function directDebitInvoice(call: Caller, Reference: string, DueDate: string, VAT = 20): Promise<string> {
  const res = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      General: { DueDate, PaymentMethod: 'direct_debit', Status: 'sent' },
      Client: { Reference },
      Items: [{ Description: 'Abonnement', UnitRate: 10, Quantity: 1, VAT }],
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.text.replace('Reference: ', '');
}
const mandate = (Client: number, extra: object = {}) => ({
  Client,
  IBAN: 'DE89 3704 0044 0532 0130 00',
  BIC: 'COBADEFFXXX',
  Name: 'Payeur SARL',
  SignedAt: '2026-03-01',
  Scheme: 'CORE',
  Type: 'recurring',
  ...extra,
});

describe('the creditor identifier (ICS)', () => {
  it('keeps a valid one; refuses bad check digits, a short business code, an unknown country, a French id not of 6', async () => {
    const { call } = await seller();
    for (const bad of ['FR73ZZZ123456', 'FR72ZZ123456', 'XX72ZZZ123456', 'FR72ZZZ1234567', 'FR72ZZZ']) {
      const res = await call('PUT', '/api/account/profile', { json: { CreditorId: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.json.error.details[0].field).toBe('CreditorId');
    }
    expect((await call('GET', '/api/account/profile')).json.CreditorId).toBe(ICS);
    expect((await call('PUT', '/api/account/profile', { json: { CreditorId: '' } })).status).toBe(200);
    expect((await call('GET', '/api/account/profile')).json.CreditorId).toBe('');
  });
});

describe('mandates', () => {
  it('are made with a RUM of their own, read, listed and revoked; bad input is 400 and makes none', async () => {
    const { call } = await seller();
    const [a, b] = [await clientOf(call, 'Alpha'), await clientOf(call, 'Beta')];
    const first = await call('POST', '/api/mandate/create', { json: mandate(a) });
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('location')).toBe(`/api/mandate/get/${first.json.mandate_id}`);
    expect(first.json).toMatchObject({
      client_id: a,
      IBAN: 'DE89370400440532013000',
      Scheme: 'CORE',
      Type: 'recurring',
      Status: 'active',
      Collections: 0,
    });
    expect(first.json.RUM).toMatch(/^RUM-\d{8}-[0-9A-F]{6}$/);
    const second = await call('POST', '/api/mandate/create', { json: mandate(b, { Type: 'oneoff', Scheme: 'B2B' }) });
    expect(second.json.RUM).not.toBe(first.json.RUM);
    expect((await call('GET', `/api/mandate/get/${first.json.mandate_id}`)).json).toEqual(first.json);
    for (const body of [
      mandate(999_999),
      mandate(a, { IBAN: 'DE00370400440532013000' }),
      mandate(a, { Scheme: 'COR1' }),
      mandate(a, { Type: 'sometimes' }),
      mandate(a, { SignedAt: 'yesterday' }),
      mandate(a, { Name: '' }),
      // Symbols only: no SEPA file can carry the name (any script can: shared/kernel/sepa.ts).
      mandate(a, { Name: '★ ★' }),
    ]) {
      const res = await call('POST', '/api/mandate/create', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const listed = await call('GET', '/api/mandate/list');
    expect(listed.json.map((m: { mandate_id: number }) => m.mandate_id)).toEqual([
      first.json.mandate_id,
      second.json.mandate_id,
    ]);
    const revoked = await call('PUT', `/api/mandate/action/revoke/${second.json.mandate_id}`);
    expect(revoked.json).toMatchObject({ Status: 'revoked', RevokeReason: 'revoked' });
    const again = await call('PUT', `/api/mandate/action/revoke/${second.json.mandate_id}`);
    expect(again.json).toEqual(revoked.json);
    expect((await call('GET', '/api/mandate/get/999999')).status).toBe(404);
  });
});

describe('direct-debit invoices', () => {
  const invoice = (Reference: string, General: object = {}) => ({
    General: { DateIssue: '2026-03-02', DueDate: '2026-03-20', PaymentMethod: 'direct_debit', ...General },
    Client: { Reference },
    Items: [{ Description: 'Abonnement', UnitRate: 84.3, Quantity: 1, VAT: 20 }],
  });

  it("need the client's active mandate, and state the pre-notification (amount, date, RUM, ICS) in place of the transfer", async () => {
    const { call, token } = await seller();
    const client = await clientOf(call, 'Gamma');
    const refused = await call('POST', '/api/document.svc/create/invoice', { json: invoice('Gamma') });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('no_mandate');
    const signed = (await call('POST', '/api/mandate/create', { json: mandate(client) })).json;
    const made = await call('POST', '/api/document.svc/create/invoice', { json: invoice('Gamma', { Status: 'sent' }) });
    expect(made.status, made.text).toBe(200);
    const n = made.text.replace('Reference: ', '');
    expect((await call('GET', `/api/document.svc/get/invoice/${n}`)).json.General.PaymentMethod).toBe('direct_debit');
    const notice = `Prélèvement SEPA de 101,16 € le 20 mars 2026, mandat ${signed.RUM}, identifiant créancier (ICS) ${ICS}.`;
    const share = await call('PUT', `/api/document.svc/action/share/invoice/${n}`);
    expect(share.status, share.text).toBe(200);
    const page = (await (await fetch(share.json.url)).text()).replace(/&nbsp;|&#160;|[\u00a0\u202f]/g, ' ');
    expect(page).toContain(signed.RUM);
    expect(page).toContain(ICS);
    expect(page).toContain('101,16');
    expect(page).not.toContain('Paiement par virement');
    const pdf = await fetch(`${api.state.baseUrl}/api/document.svc/get/invoice/${n}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/[\u00a0\u202f]/g, ' ')).toContain(notice);
    // Revoked, the mandate no longer serves: a draft's update to direct debit is refused.
    await call('PUT', `/api/mandate/action/revoke/${signed.mandate_id}`);
    const draft = await call('POST', '/api/document.svc/create/invoice', {
      json: invoice('Gamma', { PaymentMethod: 'bank_transfer' }),
    });
    expect(draft.status).toBe(200);
    const d = draft.text.replace('Reference: ', '');
    const update = await call('PUT', `/api/document.svc/update/invoice/${d}`, {
      json: { General: { PaymentMethod: 'direct_debit' } },
    });
    expect(update.json?.error?.code).toBe('no_mandate');
  });

  it('are not issued while the profile has no creditor identifier, which their pre-notification names', async () => {
    const { call } = await seller();
    const client = await clientOf(call, 'Delta');
    expect((await call('POST', '/api/mandate/create', { json: mandate(client) })).status).toBe(200);
    expect((await call('PUT', '/api/account/profile', { json: { CreditorId: '' } })).status).toBe(200);
    const made = await call('POST', '/api/document.svc/create/invoice', { json: invoice('Delta') });
    expect(made.status, made.text).toBe(200);
    const n = made.text.replace('Reference: ', '');
    const issue = await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } });
    expect(issue.status).toBe(409);
    expect(issue.json.error).toMatchObject({ code: 'invoice_incomplete', details: [{ field: 'Profile.CreditorId' }] });
    expect((await call('PUT', '/api/account/profile', { json: { CreditorId: ICS } })).status).toBe(200);
    expect(
      (await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } })).status,
    ).toBe(200);
  });
});

describe('direct debit batches', () => {
  const due = (Reference: string, DueDate: string) => ({
    General: { DueDate, PaymentMethod: 'direct_debit', Status: 'sent' },
    Client: { Reference },
    Items: [{ Description: 'Abonnement', UnitRate: 84.3, Quantity: 1, VAT: 20 }],
  });

  it('collect what is due and notified under active mandates in a valid pain.008: FRST, OOFF, then RCUR; pending, not overdue, not gathered twice', async () => {
    const { call } = await seller();
    expect((await call('PUT', '/api/account/clock', { json: { now: '2031-03-02T09:00:00Z' } })).status).toBe(200);
    const [a, b, c] = [await clientOf(call, 'Rec'), await clientOf(call, 'One'), await clientOf(call, 'Gone')];
    const recurring = (await call('POST', '/api/mandate/create', { json: mandate(a) })).json;
    const oneoff = (await call('POST', '/api/mandate/create', { json: mandate(b, { Type: 'oneoff', Scheme: 'B2B' }) }))
      .json;
    const revoked = (await call('POST', '/api/mandate/create', { json: mandate(c) })).json;
    const made = async (ref: string, dueDate = '2031-03-20') => {
      const res = await call('POST', '/api/document.svc/create/invoice', { json: due(ref, dueDate) });
      expect(res.status, res.text).toBe(200);
      return res.text.replace('Reference: ', '');
    };
    const [n1, n2] = [await made('Rec'), await made('One')];
    await made('Gone');
    await call('PUT', `/api/mandate/action/revoke/${revoked.mandate_id}`);
    // Issued today: 8 days of notice is short of 14.
    const early = await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-03-10' } });
    expect(early.status).toBe(409);
    const batch = await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-03-20' } });
    expect(batch.status, batch.text).toBe(200);
    expect(batch.json).toMatchObject({ Count: 2, Total: 202.32, CollectionDate: '2031-03-20' });
    const xml = (await call('GET', batch.json.Url)).text;
    const checked = await validateDirectDebit(xml);
    expect(checked.schemaErrors).toEqual([]);
    const reference = async (n: string) =>
      (await call('GET', `/api/document.svc/get/invoice/${n}`)).json.General.PaymentReference as string;
    for (const [n, m, seq, instrument] of [
      [n1, recurring, 'FRST', 'CORE'],
      [n2, oneoff, 'OOFF', 'B2B'],
    ] as const) {
      const ref = await reference(n);
      const info = xml.split('<PmtInf>').find((block) => block.includes(`<EndToEndId>${ref}</EndToEndId>`));
      expect(info, n).toBeDefined();
      expect(info).toContain(`<SeqTp>${seq}</SeqTp>`);
      expect(info).toContain(`<LclInstrm><Cd>${instrument}</Cd></LclInstrm>`);
      expect(info).toContain(`<MndtId>${m.RUM}</MndtId>`);
      expect(info).toContain(`<Id>${ICS}</Id>`);
      expect(info).toContain('<InstdAmt Ccy="EUR">101.16</InstdAmt>');
    }
    expect(xml).not.toContain(revoked.RUM);
    await call('PUT', '/api/account/clock', { json: { now: '2031-03-25T09:00:00Z' } });
    for (const n of [n1, n2]) {
      const got = (await call('GET', `/api/document.svc/get/invoice/${n}`)).json.General;
      expect(got).toMatchObject({ Status: 'collection_pending', Overdue: false });
    }
    expect(
      (await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-04-30' } })).status,
    ).toBe(409);
    expect((await call('GET', `/api/mandate/get/${recurring.mandate_id}`)).json.Collections).toBe(1);
    // The recurring mandate's next collection is RCUR; the one-off one collects no more.
    await made('Rec', '2031-04-10');
    await made('One', '2031-04-10');
    const next = await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-04-10' } });
    expect(next.json.Count, next.text).toBe(1);
    expect((await call('GET', next.json.Url)).text).toContain('<SeqTp>RCUR</SeqTp>');
    // The account's batches, newest first, each with the invoices it collects.
    const listed = (await call('GET', '/api/directdebit/batch/list')).json;
    expect(listed.map((b: { batch_id: number }) => b.batch_id)).toEqual([next.json.batch_id, batch.json.batch_id]);
    expect(listed[0]).toEqual({
      ...next.json,
      CreateDate: expect.any(String),
      Collections: [
        {
          Invoice: expect.any(String),
          Amount: 101.16,
          mandate_id: recurring.mandate_id,
          RUM: recurring.RUM,
          Scheme: 'CORE',
          SequenceType: 'RCUR',
        },
      ],
    });
    expect(listed[1].Collections.map((c: { Invoice: string }) => c.Invoice).sort()).toEqual([n1, n2].sort());
  });
});

describe('a direct debit batch whose request died (docs/asynchronous-work.md)', () => {
  const sweepDeps = () => ({ ...dynamoStores, storedFiles: s3StoredFiles, queue: queueInHand().queue });
  const dying = (failing: 'documents' | 'mandates') => {
    const deps = { ...dynamoStores, storedFiles: s3StoredFiles, paymentProvider: paymentProviders };
    const died = async () => {
      throw new Error('the request ran out of time');
    };
    return failing === 'documents'
      ? { ...deps, documents: { ...dynamoStores.documents, write: died } }
      : { ...deps, mandates: { ...dynamoStores.mandates, replace: died } };
  };
  const invoices = async (call: Caller) => {
    await call('PUT', '/api/account/clock', { json: { now: '2031-03-02T09:00:00Z' } });
    await call('POST', '/api/mandate/create', { json: mandate(await clientOf(call, 'Cut')) });
    return [await directDebitInvoice(call, 'Cut', '2031-03-20'), await directDebitInvoice(call, 'Cut', '2031-03-20')];
  };

  it('after its invoices were made pending: the sweeps finish it, its mandate counting both collections once', async () => {
    const { call, accountId } = await seller();
    const numbers = await invoices(call);
    const owner = actingOwner(accountId, 1);
    await expect(createBatch(dying('mandates'), owner, { CollectionDate: '2031-03-20' })).rejects.toThrow(
      'ran out of time',
    );
    const statusOf = async (n: string) => (await call('GET', `/api/document.svc/get/invoice/${n}`)).json.General.Status;
    for (const n of numbers) expect(await statusOf(n)).toBe('collection_pending');
    const swept = accountSweep(accountId);
    const [work] = await swept.pending('ddbatch');
    expect(work).toBeDefined();
    await Promise.all([swept.sweep(sweepDeps()), swept.sweep(sweepDeps())]);
    expect(await swept.pending('ddbatch')).toEqual([]);
    const mandates = (await call('GET', '/api/mandate/list')).json as { Collections: number }[];
    expect(mandates.map((m) => m.Collections)).toEqual([2]);
    const file = await call('GET', `/api/directdebit/batch/get/${work!.ref}`);
    expect(file.status, file.text).toBe(200);
    expect((await validateDirectDebit(file.text)).schemaErrors).toEqual([]);
  });

  it('before its invoices were made pending: the sweep forgets it, and the next batch collects them, FRST first', async () => {
    const { call, accountId } = await seller();
    await invoices(call);
    const owner = actingOwner(accountId, 1);
    await expect(createBatch(dying('documents'), owner, { CollectionDate: '2031-03-20' })).rejects.toThrow(
      'ran out of time',
    );
    const swept = accountSweep(accountId);
    const [work] = await swept.pending('ddbatch');
    expect((await call('GET', `/api/directdebit/batch/get/${work!.ref}`)).status).toBe(200);
    await swept.sweep(sweepDeps());
    expect(await swept.pending('ddbatch')).toEqual([]);
    expect((await call('GET', `/api/directdebit/batch/get/${work!.ref}`)).status).toBe(404);
    const next = await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-03-20' } });
    expect(next.json.Count, next.text).toBe(2);
    expect((await call('GET', next.json.Url)).text).toContain('<SeqTp>FRST</SeqTp>');
  });
});

/** A camt.053.001.08 of entries, each one TxDtls per transaction (a batch's credit, or a return). */
const camt = (
  entries: {
    debit?: boolean;
    amount: string;
    bankRef: string;
    txs: { e2e: string; amount: string; reason?: string }[];
  }[],
) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId><CreDtTm>2031-03-20T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S</Id><CreDtTm>2031-03-20T20:00:00</CreDtTm><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>
${entries
  .map(
    (e) =>
      `<Ntry><Amt Ccy="EUR">${e.amount}</Amt><CdtDbtInd>${e.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2031-03-20</Dt></BookgDt><AcctSvcrRef>${e.bankRef}</AcctSvcrRef><NtryDtls>${e.txs
        .map(
          (t) =>
            `<TxDtls><Refs><EndToEndId>${t.e2e}</EndToEndId></Refs><Amt Ccy="EUR">${t.amount}</Amt>${t.reason ? `<RtrInf><Rsn><Cd>${t.reason}</Cd></Rsn></RtrInf>` : ''}</TxDtls>`,
        )
        .join('')}</NtryDtls></Ntry>`,
  )
  .join('')}
</Stmt></BkToCstmrStmt></Document>`;

/** Imports a statement and runs its batches as the worker would. */
async function imported(accountId: string, xml: string) {
  const { batches } = await importedStatement(accountId, xml, 'xml');
  for (const batch of batches) await importBatch(dynamoStores, batch);
}

describe('a shorter agreed notice', () => {
  it('the profile may shorten the 14 days to what the payers agreed (1 to 14): the batch follows it', async () => {
    const { call } = await seller();
    expect((await call('GET', '/api/account/profile')).json.DirectDebitNoticeDays).toBe(14);
    for (const bad of [0, 15, 2.5, '5'])
      expect((await call('PUT', '/api/account/profile', { json: { DirectDebitNoticeDays: bad } })).status).toBe(400);
    await call('PUT', '/api/account/clock', { json: { now: '2031-03-02T09:00:00Z' } });
    const client = await clientOf(call, 'Short');
    await call('POST', '/api/mandate/create', { json: mandate(client) });
    await directDebitInvoice(call, 'Short', '2031-03-08', 0);
    expect(
      (await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-03-08' } })).status,
    ).toBe(409);
    expect((await call('PUT', '/api/account/profile', { json: { DirectDebitNoticeDays: 5 } })).status).toBe(200);
    const batch = await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-03-08' } });
    expect(batch.json.Count, batch.text).toBe(1);
  });
});

describe('settling a batch through the bank statement', () => {
  it("records one direct-debit payment per transaction of the batch's credit, once; a return reverses it with its reason, MD01 revoking the mandate", async () => {
    const { call, accountId } = await seller();
    await call('PUT', '/api/account/clock', { json: { now: '2031-03-02T09:00:00Z' } });
    const clients = [await clientOf(call, 'Uno'), await clientOf(call, 'Duo')];
    const mandates = [];
    const invoices: { n: string; ref: string }[] = [];
    for (const [i, client] of clients.entries()) {
      mandates.push((await call('POST', '/api/mandate/create', { json: mandate(client) })).json);
      const made = await call('POST', '/api/document.svc/create/invoice', {
        json: {
          General: { DueDate: '2031-03-20', PaymentMethod: 'direct_debit', Status: 'sent' },
          Client: { Reference: i ? 'Duo' : 'Uno' },
          Items: [{ Description: 'Abonnement', UnitRate: 84.3, Quantity: 1, VAT: 20 }],
        },
      });
      const n = made.text.replace('Reference: ', '');
      invoices.push({
        n,
        ref: (await call('GET', `/api/document.svc/get/invoice/${n}`)).json.General.PaymentReference,
      });
    }
    expect(
      (await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-03-20' } })).json.Count,
    ).toBe(2);
    const credit = camt([
      { amount: '202.32', bankRef: 'BATCH-1', txs: invoices.map((inv) => ({ e2e: inv.ref, amount: '101.16' })) },
    ]);
    await imported(accountId, credit);
    await imported(accountId, credit);
    const paymentsOf = async (n: string) => (await call('GET', `/api/document.svc/get/invoice/${n}`)).json;
    for (const inv of invoices) {
      const doc = await paymentsOf(inv.n);
      expect(doc.General.Status).toBe('paid');
      expect(doc.Payments.Payment).toHaveLength(1);
      expect(doc.Payments.Payment[0]).toMatchObject({ Method: 'direct_debit', Date: '2031-03-20', Amount: 101.16 });
    }
    const [md01, am04] = invoices;
    const returns = camt([
      { debit: true, amount: '101.16', bankRef: 'RET-1', txs: [{ e2e: md01!.ref, amount: '101.16', reason: 'MD01' }] },
      { debit: true, amount: '101.16', bankRef: 'RET-2', txs: [{ e2e: am04!.ref, amount: '101.16', reason: 'AM04' }] },
    ]);
    await imported(accountId, returns);
    await imported(accountId, returns);
    for (const inv of invoices) {
      const doc = await paymentsOf(inv.n);
      expect(doc.General.Status, inv.n).toBe('sent');
      expect(doc.Total.TotalDue).toBe(101.16);
    }
    const reversed = await call('GET', '/api/payment/list?folder=deleted');
    expect(reversed.json.length).toBe(2);
    expect((await call('GET', `/api/mandate/get/${mandates[0].mandate_id}`)).json).toMatchObject({
      Status: 'revoked',
      RevokeReason: 'MD01',
    });
    expect((await call('GET', `/api/mandate/get/${mandates[1].mandate_id}`)).json.Status).toBe('active');
    // The AM04 invoice is collected again and paid; the statement with the first return comes
    // again (a camt.054 beside the day's camt.053): the second payment stays.
    const again = await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-03-27' } });
    expect(again.json.Count, again.text).toBe(1);
    await imported(
      accountId,
      camt([{ amount: '101.16', bankRef: 'BATCH-2', txs: [{ e2e: am04!.ref, amount: '101.16' }] }]),
    );
    expect((await paymentsOf(am04!.n)).General.Status).toBe('paid');
    await imported(accountId, returns);
    const repaid = await paymentsOf(am04!.n);
    expect(repaid.General.Status).toBe('paid');
    expect(repaid.Payments.Payment).toHaveLength(1);
    expect((await call('GET', '/api/payment/list?folder=deleted')).json.length).toBe(2);
  });
});

describe("a return read before its collection's credit", () => {
  it('is kept, and reverses the payment once the import worker records the credit, once however often both come', async () => {
    const { call, accountId } = await seller();
    await call('PUT', '/api/account/clock', { json: { now: '2031-03-02T09:00:00Z' } });
    await call('POST', '/api/mandate/create', { json: mandate(await clientOf(call, 'Tardif')) });
    const n = await directDebitInvoice(call, 'Tardif', '2031-03-20');
    const ref = (await call('GET', `/api/document.svc/get/invoice/${n}`)).json.General.PaymentReference;
    expect(
      (await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-03-20' } })).status,
    ).toBe(200);
    const returned = camt([
      { debit: true, amount: '12.00', bankRef: 'RET-9', txs: [{ e2e: ref, amount: '12.00', reason: 'AM04' }] },
    ]);
    const credit = camt([{ amount: '12.00', bankRef: 'BATCH-9', txs: [{ e2e: ref, amount: '12.00' }] }]);
    // The return's notification is imported before the statement that brings the credit.
    await imported(accountId, returned);
    expect((await call('GET', `/api/document.svc/get/invoice/${n}`)).json.Payments.Payment ?? []).toEqual([]);
    await imported(accountId, credit);
    const settled = async () => {
      const doc = (await call('GET', `/api/document.svc/get/invoice/${n}`)).json;
      expect(doc.General.Status).toBe('sent');
      expect(doc.Total.TotalDue).toBe(12);
      expect((await call('GET', '/api/payment/list?folder=deleted')).json).toHaveLength(1);
    };
    await settled();
    for (const xml of [returned, credit]) await imported(accountId, xml);
    await settled();
    // Applied already, the return read again is not kept as if waiting.
    expect(await dynamoStores.directDebits.parkedReturns(accountId, ref)).toEqual([]);
  });
});

describe('a mandate signed on the document page', () => {
  it('is collected with the consent (when, from where, the words) and answered with it; the page then shows it signed; its PDF states it', async () => {
    const { call, token } = await seller();
    const client = await clientOf(call, 'Epsilon');
    const made = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        General: { Status: 'sent', DateIssue: '2026-03-02', DueDate: '2026-04-01' },
        Client: { Reference: 'Epsilon' },
        Items: [{ Description: 'Abonnement', UnitRate: 50, Quantity: 1, VAT: 20 }],
      },
    });
    expect(made.status, made.text).toBe(200);
    const n = made.text.replace('Reference: ', '');
    const url = (await call('PUT', `/api/document.svc/action/share/invoice/${n}`)).json.url as string;
    const page = await (await fetch(url)).text();
    expect(page).toContain(`action="${new URL(url).pathname}/mandate"`);
    expect(page).toContain('vous autorisez (A) Prélèvements Exemple SAS');
    const formToken = /name="form_token" value="([^"]+)"/.exec(page)![1]!;
    const post = (fields: Record<string, string>) =>
      fetch(`${url}/mandate`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    const signed = { form_token: formToken, name: 'Paul Epsilon', iban: 'DE89 3704 0044 0532 0130 00', consent: 'yes' };
    expect((await post({ ...signed, consent: '' })).status).toBe(400);
    expect((await post({ ...signed, iban: 'DE00 3704 0044 0532 0130 00' })).status).toBe(400);
    expect((await post({ ...signed, form_token: 'forged' })).status).toBe(403);
    expect((await call('GET', '/api/mandate/list')).json).toEqual([]);
    const done = await post(signed);
    expect(done.status).toBe(303);
    const [kept] = (await call('GET', '/api/mandate/list')).json;
    expect(kept).toMatchObject({
      client_id: client,
      IBAN: 'DE89370400440532013000',
      Name: 'Paul Epsilon',
      Scheme: 'CORE',
      Type: 'recurring',
      Status: 'active',
      Consent: { IP: expect.stringMatching(/127\.0\.0\.1/), Page: `invoice ${n}` },
    });
    expect((await post(signed)).status).toBe(409);
    const after = await (await fetch(url)).text();
    expect(after).toContain(kept.RUM);
    expect(after).not.toContain('name="iban"');
    const pdf = await fetch(`${api.state.baseUrl}/api/mandate/pdf/${kept.mandate_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const fact of [kept.RUM, ICS, 'DE89370400440532013000', 'Paul Epsilon', 'vous autorisez (A)'])
      expect(text.replace(/\s+/g, ' ')).toContain(fact);
  });
});

describe("a deleted client's mandates", () => {
  it('are not made, neither on the page of its invoice nor through the API; its direct-debit invoices are left out of batches', async () => {
    const { call } = await seller();
    expect((await call('PUT', '/api/account/clock', { json: { now: '2031-03-02T09:00:00Z' } })).status).toBe(200);
    const [payer, other] = [await clientOf(call, 'Zeta'), await clientOf(call, 'Eta')];
    expect((await call('POST', '/api/mandate/create', { json: mandate(payer) })).status).toBe(200);
    const collected = await directDebitInvoice(call, 'Zeta', '2031-03-20');
    const made = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        General: { Status: 'sent', DueDate: '2031-04-01' },
        Client: { Reference: 'Eta' },
        Items: [{ Description: 'Abonnement', UnitRate: 50, Quantity: 1, VAT: 20 }],
      },
    });
    const url = (await call('PUT', `/api/document.svc/action/share/invoice/${made.text.replace('Reference: ', '')}`))
      .json.url as string;
    const formToken = /name="form_token" value="([^"]+)"/.exec(await (await fetch(url)).text())![1]!;
    for (const id of [payer, other]) expect((await call('DELETE', `/api/client/delete/${id}`)).status).toBe(200);

    expect(await (await fetch(url)).text()).not.toContain('name="iban"');
    const signed = { form_token: formToken, name: 'Paul Eta', iban: 'DE89 3704 0044 0532 0130 00', consent: 'yes' };
    const posted = await fetch(`${url}/mandate`, {
      method: 'POST',
      body: new URLSearchParams(signed),
      redirect: 'manual',
    });
    expect(posted.status).toBe(409);
    const created = await call('POST', '/api/mandate/create', { json: mandate(other) });
    expect(created.status).toBe(400);
    expect(created.json.error.details[0].field).toBe('Client');
    expect((await call('GET', '/api/mandate/list')).json).toHaveLength(1);

    const batch = await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: '2031-03-20' } });
    expect(batch.status, batch.text).toBe(409);
    expect((await call('GET', `/api/document.svc/get/invoice/${collected}`)).json.General.Status).toBe('sent');
  });
});
