import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEInvoice } from '../../infra/local/einvoice-validator.ts';
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/platform.ts';
import { actingOwner } from '../../shared/access/principal.ts';
import { documentItem } from '../../shared/adapters/dynamodb/document-item.ts';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { cashedMessages } from '../../shared/features/einvoice/cash-ins.ts';
import type { PlatformPort } from '../../shared/features/einvoice/port.ts';
import { readCdar } from '../../shared/features/einvoice/reading/cdar.ts';
import { handlePlatformMessage, transmitDocument } from '../../shared/features/einvoice/transmission.ts';
import { decimal } from '../../shared/kernel/money.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { frenchBusinessBuyer, frenchSellerProfile } from '../support/french-parties.ts';
import { pdfText } from '../support/pdf-text.ts';
import { platformWorker } from '../support/platform-worker.ts';
import { accountSweep } from '../support/work.ts';

/**
 * The hand-off to an e-invoicing platform (docs/einvoicing.md), against the local stand-in that
 * validates with the official rules: each hand-off and each `cashed` taken once however often it
 * is sent, a platform that fails loses nothing, statuses recorded once each as history and events.
 * Deposits and final invoices (docs/api.md §17) through the API.
 */
const api = useApi();
let platform: LocalPlatform;
beforeAll(async () => {
  platform = await startLocalPlatform(0);
  process.env.EINVOICE_PLATFORM_URL = platform.url;
});
afterAll(async () => {
  delete process.env.EINVOICE_PLATFORM_URL;
  await platform.close();
});

const seller = frenchSellerProfile;
const buyer = frenchBusinessBuyer;

async function frenchSeller(): Promise<{ call: Caller; accountId: string; token: string }> {
  const account = await newAccount('Platform');
  const call = api.as(account.token);
  expect((await call('PUT', '/api/account/profile', { json: seller })).status).toBe(200);
  expect((await call('POST', '/api/client/create', { json: buyer })).status).toBe(200);
  return { call, accountId: account.accountId, token: account.token };
}

const create = async (call: Caller, General: object, Items: object[]) => {
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      General: { DateIssue: '2026-03-02', DueDate: '2026-04-01', ...General },
      Client: { Reference: 'FR-B2B' },
      Items,
    },
  });
  return made;
};
const numberOf = (res: { status: number; text: string }) => {
  expect(res.status, res.text).toBe(200);
  return res.text.replace('Reference: ', '');
};
const issue = async (call: Caller, n: string) =>
  expect(
    (await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } })).status,
  ).toBe(200);
const get = async (call: Caller, n: string) => (await call('GET', `/api/document.svc/get/invoice/${n}`)).json;
const lifecycleOf = async (call: Caller, n: string) =>
  (
    (await call('GET', `/api/document.svc/history/invoice/${n}`)).json as {
      action: string;
      changes: Record<string, unknown>;
    }[]
  )
    .filter((e) => e.action === 'lifecycle')
    .map((e) => e.changes.Lifecycle);

const workerDeps = platformWorker;

const ITEMS = [{ Description: 'Maintenance', UnitRate: 150, Quantity: 4, VAT: 20 }];

describe('the platform hand-off (docs/einvoicing.md)', () => {
  it('transmit: the file the stand-in validates is taken once however often it is sent; its statuses become lifecycle entries once each', async () => {
    const { call, accountId } = await frenchSeller();
    const n = numberOf(await create(call, { OperationCategory: 'services' }, ITEMS));
    const draft = await call('PUT', `/api/document.svc/action/transmit/invoice/${n}`);
    expect(draft.status, draft.text).toBe(409);
    await issue(call, n);

    const { deps, queued, drain } = workerDeps();
    const owner = actingOwner(accountId, 1);
    await transmitDocument(deps, owner, 'invoice', n);
    // Asked twice, and its message handled twice: one flow.
    await transmitDocument(deps, owner, 'invoice', n);
    expect(queued.filter((m) => m.kind === 'transmit')).toHaveLength(2);
    const flowsBefore = platform.flows.size;
    await drain();
    expect(platform.flows.size - flowsBefore).toBe(1);
    const flow = [...platform.flows.values()].at(-1)!;
    expect(flow.profile).toBe('EN16931-FR');
    expect((await lifecycleOf(call, n)).sort()).toEqual(['deposited', 'made_available', 'received']);
    expect((await get(call, n)).General.Lifecycle).toBe('made_available');
    // Transmitted again once the platform has it: nothing is sent (only the polls go on, until a final status).
    await transmitDocument(deps, owner, 'invoice', n);
    expect(queued.map((m) => m.kind)).toEqual(['poll']);
  });

  it("a sale to a consumer goes to the platform's e-reporting: deposited, made available to no one", async () => {
    const { call, accountId } = await frenchSeller();
    const consumer = {
      Reference: 'FR-B2C',
      Kind: 'consumer',
      Contacts: [{ Principal: true, FirstName: 'Jeanne', LastName: 'Durand', Email: 'jeanne.durand@example.org' }],
      Addresses: [{ Principal: true, Address1: '3 rue des Lilas', City: 'Nantes', ZIPCode: '44000', Country: 'FR' }],
    };
    expect((await call('POST', '/api/client/create', { json: consumer })).status).toBe(200);
    const made = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        General: { DateIssue: '2026-03-02', DueDate: '2026-04-01', OperationCategory: 'services' },
        Client: { Reference: 'FR-B2C' },
        // The consumer's e-mail as the buyer's electronic address (BR-FR-12).
        DefaultValueUse: true,
        Items: ITEMS,
      },
    });
    const n = numberOf(made);
    await issue(call, n);
    const { deps, drain } = workerDeps();
    await transmitDocument(deps, actingOwner(accountId, 1), 'invoice', n);
    await drain();
    const flow = [...platform.flows.values()].at(-1)!;
    expect(flow.content).toContain('#BAR#B2C');
    expect([flow.valid, flow.routed]).toEqual([true, 'e_reporting']);
    expect(await lifecycleOf(call, n)).toEqual(['deposited']);
    expect((await get(call, n)).General.Lifecycle).toBe('deposited');
  });

  it('a hand-off or a poll whose message was lost is sent again by the sweep past its deadline; a final status ends it (docs/asynchronous-work.md)', async () => {
    const { call, accountId } = await frenchSeller();
    const n = numberOf(await create(call, { OperationCategory: 'services' }, ITEMS));
    await issue(call, n);
    const { deps, queued, drain } = workerDeps();
    const swept = accountSweep(accountId);
    const pending = () => swept.pending('transmission');
    const sweep = async () => {
      const before = queued.length;
      await swept.sweep({ ...deps, storedFiles: s3StoredFiles });
      return queued.slice(before).map((m) => m.kind);
    };
    await transmitDocument(deps, actingOwner(accountId, 1), 'invoice', n);
    // The hand-off's message is lost.
    expect(queued.splice(0).map((m) => m.kind)).toEqual(['transmit']);
    expect(await pending()).toMatchObject([{ ref: `invoice#${n}` }]);
    expect(await sweep()).toEqual(['transmit']);
    const flowsBefore = platform.flows.size;
    await drain(1);
    expect(platform.flows.size - flowsBefore).toBe(1);
    // Taken: pending still, for its polls; the poll's message is lost too.
    expect(queued.splice(0).map((m) => m.kind)).toEqual(['poll']);
    expect(await pending()).toHaveLength(1);
    expect(await sweep()).toEqual(['poll']);
    await drain(1);
    expect((await get(call, n)).General.Lifecycle).toBe('made_available');
    // The buyer refuses it: a final status, recorded by the next poll, which ends the work.
    const { flowId } = (await dynamoStores.documents.get(accountId, 'invoice', n))!.transmission!;
    const told = await fetch(`${platform.url}/control/flows/${flowId}/statuses`, {
      method: 'POST',
      body: JSON.stringify({ code: 210 }),
    });
    expect(told.status).toBe(200);
    await drain(1);
    expect((await get(call, n)).General.Lifecycle).toBe('refused');
    expect(await pending()).toEqual([]);
    expect(await sweep()).toEqual([]);
  });

  it('messages handled twice at once: one flow, one chain of polls, each status and our cashed recorded once', async () => {
    const { call, accountId } = await frenchSeller();
    const n = numberOf(await create(call, { OperationCategory: 'services', Status: 'sent' }, ITEMS));
    const { deps, queued } = workerDeps();
    await transmitDocument(deps, actingOwner(accountId, 1), 'invoice', n);
    const twice = async () => {
      const batch = queued.splice(0);
      expect(batch).toHaveLength(1);
      await Promise.all([handlePlatformMessage(deps, batch[0]!), handlePlatformMessage(deps, batch[0]!)]);
    };
    const flowsBefore = platform.flows.size;
    await twice(); // the hand-off
    expect(platform.flows.size - flowsBefore).toBe(1);
    expect(queued.map((m) => m.kind)).toEqual(['poll']);
    await twice(); // its first poll
    expect((await lifecycleOf(call, n)).sort()).toEqual(['deposited', 'made_available', 'received']);
    expect(queued.map((m) => m.kind)).toEqual(['poll']);
    await twice(); // the next finds nothing new, and queues one more
    expect(queued.map((m) => m.kind)).toEqual(['poll']);
    const before = await dynamoStores.documents.get(accountId, 'invoice', n);
    expect(
      (await call('POST', '/api/payment/create', { json: { Invoice: n, Amount: 720, Method: 'card' } })).status,
    ).toBe(200);
    const after = await dynamoStores.documents.get(accountId, 'invoice', n);
    queued.splice(
      0,
      queued.length,
      ...cashedMessages([{ kind: 'document', before: documentItem(before!), next: documentItem(after!) }]),
    );
    await twice(); // our cashed
    expect((await lifecycleOf(call, n)).filter((status) => status === 'cashed')).toHaveLength(1);
  });

  it('a payment made while the hand-off is on its way: its cashed waits for the flow, then its 212 goes once', async () => {
    const { call, accountId } = await frenchSeller();
    const n = numberOf(await create(call, { OperationCategory: 'services', Status: 'sent' }, ITEMS));
    let early: Promise<unknown> | undefined;
    // The payment lands while the platform is taking the invoice, before its flow is recorded; the
    // stream's cashed message for it comes at once, and the worker meets it before the flow.
    const midway: PlatformPort = {
      ...httpPlatform,
      transmit: async (to, file) => {
        const taken = await httpPlatform.transmit(to, file);
        if (file.profile !== 'CDAR' && !early) {
          const before = await dynamoStores.documents.get(accountId, 'invoice', n);
          const paid = await call('POST', '/api/payment/create', {
            json: { Invoice: n, Amount: 720, Method: 'bank_transfer' },
          });
          expect(paid.status, paid.text).toBe(200);
          const after = await dynamoStores.documents.get(accountId, 'invoice', n);
          const [cashed] = cashedMessages([
            { kind: 'document', before: documentItem(before!), next: documentItem(after!) },
          ]);
          early = handlePlatformMessage(deps, cashed!).then(
            () => 'handled',
            (error: Error) => {
              queued.push(cashed!);
              return error.message;
            },
          );
          await early;
        }
        return taken;
      },
    };
    const { deps, queued, drain } = workerDeps(midway);
    await transmitDocument(deps, actingOwner(accountId, 1), 'invoice', n);
    await drain();
    expect(await early).toMatch(/not taken by the platform yet/);
    const doc = await dynamoStores.documents.get(accountId, 'invoice', n);
    expect(doc!.General.Status).toBe('paid');
    expect(doc!.transmission!.flowId).toBeDefined();
    const reports = [...platform.flows.values()].filter((f) =>
      f.trackingId.startsWith(`${doc!.transmission!.key}-212-`),
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]!.valid, reports[0]!.problems?.join('\n')).toBe(true);
    expect(reports[0]!.content).toContain('<ram:ValueAmount currencyID="EUR">720.00</ram:ValueAmount>');
    expect(doc!.transmission!.cashIns).toEqual([doc!.payments![0]!.paymentId]);
    expect((await lifecycleOf(call, n)).filter((s) => s === 'cashed')).toHaveLength(1);
  });

  it('a platform that fails keeps the hand-off queued, then takes it once; nothing is recorded for the failures', async () => {
    const { call, accountId } = await frenchSeller();
    const n = numberOf(await create(call, { OperationCategory: 'services', Status: 'sent' }, ITEMS));
    let failures = 2;
    const flaky: PlatformPort = {
      ...httpPlatform,
      transmit: async (to, file) => {
        if (failures-- > 0) throw new Error('platform down');
        return httpPlatform.transmit(to, file);
      },
    };
    const { deps, drain } = workerDeps(flaky);
    await transmitDocument(deps, actingOwner(accountId, 1), 'invoice', n);
    expect(await lifecycleOf(call, n)).toEqual([]);
    await drain();
    expect(failures).toBe(-1);
    expect(await lifecycleOf(call, n)).toContain('deposited');
  });

  it('a payment that completes a transmitted invoice sends its 212 (CDAR) once with the amounts per VAT rate; cashed with an Amount through the PUT records the payment', async () => {
    const { call, accountId } = await frenchSeller();
    const n = numberOf(await create(call, { OperationCategory: 'services', Status: 'sent' }, ITEMS));
    const { deps, queued, drain } = workerDeps();
    await transmitDocument(deps, actingOwner(accountId, 1), 'invoice', n);
    await drain();
    const before = await dynamoStores.documents.get(accountId, 'invoice', n);
    expect(
      (await call('POST', '/api/payment/create', { json: { Invoice: n, Amount: 720, Method: 'bank_transfer' } }))
        .status,
    ).toBe(200);
    const after = await dynamoStores.documents.get(accountId, 'invoice', n);
    // What the stream worker sends for that change, handed over twice.
    const change = { kind: 'document', before: documentItem(before!), next: documentItem(after!) };
    queued.splice(0);
    queued.push(...cashedMessages([change, change]));
    expect(queued).toHaveLength(2);
    await drain(1);
    const messages = [...platform.flows.values()].filter((f) =>
      f.trackingId.startsWith(`${after!.transmission!.key}-212-`),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.syntax).toBe('CDAR');
    expect(messages[0]!.valid, messages[0]!.problems?.join('\n')).toBe(true);
    expect(messages[0]!.content).toContain('<ram:ValueAmount currencyID="EUR">720.00</ram:ValueAmount>');
    expect((await lifecycleOf(call, n)).filter((s) => s === 'cashed')).toHaveLength(1);

    // The payment reversed: its 212 corrected once, by one of the amounts below zero, valid too.
    const paymentId = after!.payments![0]!.paymentId;
    expect((await call('DELETE', `/api/payment/delete/${paymentId}`)).status).toBe(200);
    const reversed = await dynamoStores.documents.get(accountId, 'invoice', n);
    const reversal = { kind: 'document', before: documentItem(after!), next: documentItem(reversed!) };
    queued.splice(0);
    queued.push(...cashedMessages([reversal, reversal]));
    expect(queued).toHaveLength(2);
    await drain(1);
    const corrections = [...platform.flows.values()].filter((f) =>
      f.trackingId.startsWith(`${after!.transmission!.key}-212-${paymentId}-reversed`),
    );
    expect(corrections).toHaveLength(1);
    expect(corrections[0]!.valid, corrections[0]!.problems?.join('\n')).toBe(true);
    expect(corrections[0]!.content).toContain('<ram:ValueAmount currencyID="EUR">-720.00</ram:ValueAmount>');
    expect((await lifecycleOf(call, n)).filter((s) => s === 'cashed')).toHaveLength(2);

    const second = numberOf(await create(call, { OperationCategory: 'services', Status: 'sent' }, ITEMS));
    const put = await call('PUT', `/api/document.svc/action/lifecycle/invoice/${second}`, {
      json: { Status: 'cashed', At: '2026-04-01T09:00:00+02:00', Amount: 720 },
    });
    expect(put.status, put.text).toBe(200);
    const paid = await get(call, second);
    expect(paid.General.Status).toBe('paid');
    expect(paid.General.Lifecycle).toBe('cashed');
    expect(paid.Payments.Payment).toEqual([
      expect.objectContaining({ Amount: 720, Date: '2026-04-01', Method: 'other' }),
    ]);
  });

  it("a reversed payment's correction undoes what its 212 stated per rate, read back from the archive, not what the payment alone would cash", async () => {
    const { call, accountId } = await frenchSeller();
    // 12.00 at 20 % and 68.58 at 5.5 %: the second payment of 17.58 after one of 13.00 cashed
    // 2.61 and 14.97; alone, it would spread as 2.62 and 14.96.
    const items = [
      { Description: 'Conseil', UnitRate: 10, Quantity: 1, VAT: 20 },
      { Description: 'Livres', UnitRate: 65, Quantity: 1, VAT: 5.5 },
    ];
    const n = numberOf(await create(call, { OperationCategory: 'mixed', Status: 'sent' }, items));
    const { deps, queued, drain } = workerDeps();
    await transmitDocument(deps, actingOwner(accountId, 1), 'invoice', n);
    await drain();
    const reportChange = async (change: () => Promise<unknown>) => {
      const before = await dynamoStores.documents.get(accountId, 'invoice', n);
      await change();
      const after = await dynamoStores.documents.get(accountId, 'invoice', n);
      queued.splice(0);
      queued.push(...cashedMessages([{ kind: 'document', before: documentItem(before!), next: documentItem(after!) }]));
      await drain(1);
      return after!;
    };
    const pay = (Amount: number) => async () =>
      expect((await call('POST', '/api/payment/create', { json: { Invoice: n, Amount, Method: 'card' } })).status).toBe(
        200,
      );
    await reportChange(pay(13));
    const paid = await reportChange(pay(17.58));
    const secondId = paid.payments!.at(-1)!.paymentId;
    const key = paid.transmission!.key;
    const flowOf = (suffix: string) =>
      [...platform.flows.values()].find((f) => f.trackingId === `${key}-212-${suffix}`);
    const amountsOf = (xml: string) =>
      Object.fromEntries(readCdar(xml).amounts.map((a) => [a.percent, decimal(a.amount).toFixed(2)]));
    expect(amountsOf(flowOf(String(secondId))!.content)).toEqual({ '20': '2.61', '5.5': '14.97' });
    await reportChange(async () => expect((await call('DELETE', `/api/payment/delete/${secondId}`)).status).toBe(200));
    const correction = flowOf(`${secondId}-reversed`)!;
    expect(correction.valid, correction.problems?.join('\n')).toBe(true);
    expect(amountsOf(correction.content)).toEqual({ '20': '-2.61', '5.5': '-14.97' });
  });

  it('an e-invoice the platform would reject is not issued (409 einvoice_incomplete naming the rules, by create or update); a lifecycle PUT with an unknown status is 400', async () => {
    const { call } = await frenchSeller();
    await call('POST', '/api/client/create', {
      json: {
        ...buyer,
        Reference: 'NO-SIREN',
        RegistrationId: undefined,
        RegistrationScheme: undefined,
        ElectronicAddress: 'a@b.example',
        ElectronicAddressScheme: 'EM',
        Company: { CompanyName: 'Sans Siren' },
      },
    });
    const body = (Status: string) => ({
      json: {
        General: { Status, OperationCategory: 'goods', DateIssue: '2026-03-02', DueDate: '2026-04-01' },
        Client: { Reference: 'NO-SIREN' },
        Items: ITEMS,
      },
    });
    const asSent = await call('POST', '/api/document.svc/create/invoice', body('sent'));
    expect(asSent.status, asSent.text).toBe(409);
    expect(asSent.json.error.code).toBe('einvoice_incomplete');
    const n = numberOf(await call('POST', '/api/document.svc/create/invoice', body('draft')));
    const res = await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } });
    expect(res.status, res.text).toBe(409);
    expect(res.json.error.code).toBe('einvoice_incomplete');
    expect(res.json.error.details.map((d: { rule: string }) => d.rule)).toEqual(['BR-FR-11', 'BR-FR-21']);
    expect((await get(call, n)).General.Status).toBe('draft');
    const draft = await call('PUT', `/api/document.svc/action/transmit/invoice/${n}`);
    expect(draft.status).toBe(409);
    const bad = await call('PUT', `/api/document.svc/action/lifecycle/invoice/${n}`, {
      json: { Status: 'teleported' },
    });
    expect(bad.status).toBe(400);
    expect(await lifecycleOf(call, n)).toEqual([]);
  });
});

describe('deposits and final invoices (docs/api.md §17)', () => {
  const DEPOSIT = [{ Description: 'Acompte', UnitRate: 300, Quantity: 1, VAT: 20 }];
  const FINAL = [
    { Description: 'Machine', UnitRate: 1000, Quantity: 1, VAT: 20 },
    { Description: 'Manuel', UnitRate: 45.5, Quantity: 2, VAT: 5.5 },
  ];
  const deposit = async (call: Caller) => {
    const n = numberOf(await create(call, { Type: 'deposit', OperationCategory: 'goods' }, DEPOSIT));
    await issue(call, n);
    return n;
  };

  it('a final invoice deducts its deposit per VAT rate; its e-invoices pass EN 16931 and BR-FR with BT-113, BG-3 and B4', async () => {
    const { call, token } = await frenchSeller();
    const dep = await deposit(call);
    expect((await get(call, dep)).General.Type).toBe('deposit');
    const n = numberOf(await create(call, { OperationCategory: 'goods', Deposits: [dep] }, FINAL));
    const record = await get(call, n);
    expect(record.Total.TotalNET).toBe(1296.01);
    expect(record.Total.TotalDeposits).toBe(360);
    expect(record.Total.TotalDue).toBe(936.01);
    expect(record.Total.Deposits).toEqual([
      {
        Number: dep,
        DateIssue: '2026-03-02',
        Amount: 360,
        TOTALTAX: [{ VATPercentage: 20, VATCategory: 'S', VATBase: 300, VATValue: 60 }],
      },
    ]);
    await issue(call, n);
    for (const format of ['ubl', 'cii'] as const) {
      const xml = (await call('GET', `/api/document.svc/get/invoice/${n}/${format}`)).text;
      const validation = await validateEInvoice(xml, ['en16931', 'fr']);
      expect([...validation.fatal.map((f) => f.id), ...validation.schemaErrors]).toEqual([]);
      expect(xml).toContain(format === 'ubl' ? '<cbc:ProfileID>B4</cbc:ProfileID>' : '<ram:ID>B4</ram:ID>');
      expect(xml).toContain(dep);
    }
    // The PDF and the page say what was deducted, and the reform's mentions.
    const pdf = await fetch(`${api.state.baseUrl}/api/document.svc/get/invoice/${n}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Deposit ${dep} of 2 March 2026 -€360.00`);
    expect(text).toContain('Amount due €936.01');
    expect(text).toContain('Company number: 732829320');
    expect(text).toContain('Operation: supply of goods');
    const depositXml = (await call('GET', `/api/document.svc/get/invoice/${dep}/ubl`)).text;
    expect(depositXml).toContain('<cbc:InvoiceTypeCode>386</cbc:InvoiceTypeCode>');
    // The final invoice owes what the deposit did not pay: 936.01, not a cent more.
    const over = await call('POST', '/api/payment/create', { json: { Invoice: n, Amount: 936.02, Method: 'card' } });
    expect(over.json?.error?.code).toBe('overpayment');
  });

  it('a foreign-currency invoice prints its VAT in the account currency too, on the PDF and the page', async () => {
    const { call, token } = await frenchSeller();
    const n = numberOf(
      await create(call, { Currency: 'USD', ExchangeRate: 0.9237, Status: 'sent' }, [
        { Description: 'Licence', UnitRate: 1234.56, Quantity: 1, VAT: 20 },
      ]),
    );
    const pdf = await fetch(`${api.state.baseUrl}/api/document.svc/get/invoice/${n}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('VAT in EUR (1 USD = 0.9237 EUR) €228.07');
    const share = await call('PUT', `/api/document.svc/action/share/invoice/${n}`);
    const page = await (await fetch(share.json.url)).text();
    expect(page).toContain('VAT in EUR (1 USD = 0.9237 EUR)');
    expect(page).toContain('€228.07');
  });

  it('two final invoices racing for one deposit: one wins; deleting the draft winner frees it; a draft deposit, another currency or too much is 400', async () => {
    const { call } = await frenchSeller();
    const dep = await deposit(call);
    const racing = await Promise.all([
      create(call, { OperationCategory: 'goods', Deposits: [dep] }, FINAL),
      create(call, { OperationCategory: 'goods', Deposits: [dep] }, FINAL),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(racing.find((r) => r.status === 409)?.json.error.code).toBe('deposit_deducted');
    const winner = numberOf(racing.find((r) => r.status === 200)!);
    expect((await call('DELETE', `/api/document.svc/delete/invoice/${winner}`)).status).toBe(200);
    numberOf(await create(call, { OperationCategory: 'goods', Deposits: [dep] }, FINAL));

    const draft = numberOf(await create(call, { Type: 'deposit' }, DEPOSIT));
    const refused = await create(call, { Deposits: [draft] }, FINAL);
    expect(refused.status).toBe(400);
    expect(refused.json.error.details).toEqual([expect.objectContaining({ field: 'General.Deposits.0' })]);
    const other = await deposit(call);
    expect((await create(call, { Deposits: [other], Currency: 'USD' }, FINAL)).status).toBe(400);
    expect(
      (await create(call, { Deposits: [other] }, [{ Description: 'Petit', UnitRate: 10, Quantity: 1, VAT: 20 }]))
        .status,
    ).toBe(400);
  });

  it('a deposit a final invoice deducts takes no credit note and no cancel; dropped from the draft final, it takes both again, and is deducted by none once credited', async () => {
    const { call } = await frenchSeller();
    const dep = await deposit(call);
    const final = numberOf(await create(call, { OperationCategory: 'goods', Deposits: [dep] }, FINAL));
    const note = numberOf(
      await call('POST', '/api/document.svc/create/creditnote', {
        json: { General: { Invoice: dep }, Items: [{ Description: 'Geste', UnitRate: 10, Quantity: 1, VAT: 20 }] },
      }),
    );
    for (const [method, path] of [
      ['PUT', `/api/document.svc/action/issue/creditnote/${note}`],
      ['PUT', `/api/document.svc/action/cancel/invoice/${dep}`],
    ] as const) {
      const refused = await call(method, path);
      expect(refused.status, refused.text).toBe(409);
      expect(refused.json.error).toMatchObject({
        code: 'deposit_deducted',
        details: [{ field: 'General.Invoice', message: `${dep} is deducted by ${final}` }],
      });
    }
    expect((await call('GET', `/api/document.svc/get/invoice/${dep}`)).json.Total.TotalCredited).toBe(0);
    // Dropped from the final while it is a draft, the deposit is the seller's to credit again.
    expect(
      (await call('PUT', `/api/document.svc/update/invoice/${final}`, { json: { General: { Deposits: [] } } })).status,
    ).toBe(200);
    expect((await call('PUT', `/api/document.svc/action/issue/creditnote/${note}`)).status).toBe(200);
    // Credited in part, it is no longer deducted whole: no final takes it.
    const credited = await create(call, { OperationCategory: 'goods', Deposits: [dep] }, FINAL);
    expect(credited.status).toBe(400);
    expect(credited.json.error.details).toEqual([
      { field: 'General.Deposits.0', message: `${dep} is credited: a final invoice deducts a deposit whole` },
    ]);
    expect((await call('PUT', `/api/document.svc/action/cancel/invoice/${dep}`)).status).toBe(200);
  });

  it('a final invoice naming a deposit and a credit note or cancel of that deposit, at once: one of the two, never both', async () => {
    const { call } = await frenchSeller();
    const outcomes: string[] = [];
    for (const giveBack of ['credit', 'cancel', 'credit', 'cancel', 'credit', 'cancel'] as const) {
      const dep = await deposit(call);
      const note =
        giveBack === 'credit'
          ? numberOf(
              await call('POST', '/api/document.svc/create/creditnote', {
                json: {
                  General: { Invoice: dep },
                  Items: [{ Description: 'Geste', UnitRate: 10, Quantity: 1, VAT: 20 }],
                },
              }),
            )
          : undefined;
      const [final, back] = await Promise.all([
        create(call, { OperationCategory: 'goods', Deposits: [dep] }, FINAL),
        note
          ? call('PUT', `/api/document.svc/action/issue/creditnote/${note}`)
          : call('PUT', `/api/document.svc/action/cancel/invoice/${dep}`),
      ]);
      // Whichever wrote first, the other is refused for it: the final 400 naming the deposit, the
      // giving back 409 naming the final.
      if (final.status === 200) {
        expect(back.status, back.text).toBe(409);
        expect(back.json.error.code).toBe('deposit_deducted');
      } else {
        expect(back.status, back.text).toBe(200);
        expect(final.status, final.text).toBe(400);
        expect(final.json.error.details).toEqual([
          { field: 'General.Deposits.0', message: expect.stringContaining(dep) },
        ]);
      }
      outcomes.push(final.status === 200 ? 'final' : giveBack);
      const after = (await call('GET', `/api/document.svc/get/invoice/${dep}`)).json;
      expect(after.Total.TotalCredited > 0 || after.General.Status === 'cancelled').toBe(final.status !== 200);
    }
    expect(outcomes).toHaveLength(6);
  });

  it('numbered at issue, a deposit is deducted once whichever of its Numbers names it, a claim under its draft Number included', async () => {
    const { call, accountId } = await frenchSeller();
    expect((await call('PUT', '/api/account/profile', { json: { Numbering: 'at_issue' } })).status).toBe(200);
    // Made as drafts, they answer their draft Numbers; their issues gave them the series' Numbers.
    const drafts = [await deposit(call), await deposit(call)];
    const [first, second] = [
      (await get(call, drafts[0]!)).General.Number,
      (await get(call, drafts[1]!)).General.Number,
    ];
    expect([drafts, [first, second]]).toEqual([
      [expect.stringMatching(/^DRAFT-/), expect.stringMatching(/^DRAFT-/)],
      [expect.stringMatching(/^INV-/), expect.stringMatching(/^INV-/)],
    ]);
    // Named by its draft Number, it is kept and claimed under its issued one.
    const final = numberOf(await create(call, { OperationCategory: 'goods', Deposits: [drafts[0]] }, FINAL));
    expect((await get(call, final)).General.Deposits).toEqual([first]);
    const again = await create(call, { OperationCategory: 'goods', Deposits: [first] }, FINAL);
    expect(again.status, again.text).toBe(409);
    expect(again.json.error.code).toBe('deposit_deducted');
    const twice = await create(call, { Deposits: [second, drafts[1]] }, FINAL);
    expect(twice.status).toBe(400);
    // A claim an invoice took under the draft Number before deposits were named by their issued one.
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.claim(accountId, `deposit#${drafts[1]}`), kind: 'claim', accountId, holder: 'INV-9999', at: 1 },
      }),
    );
    const held = await create(call, { OperationCategory: 'goods', Deposits: [second] }, FINAL);
    expect(held.status, held.text).toBe(409);
    expect(held.json.error.code).toBe('deposit_deducted');
  });
});

describe('the stand-in platform after a restart', () => {
  it('validates a flow it had taken but not validated when it stopped, so its sender polls statuses that come', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platform-state-'));
    const stateFile = join(dir, 'platform-flows.json');
    const content = readFileSync(new URL('../fixtures/einvoices/guide-example1.xml', import.meta.url), 'utf8');
    // As another flow's write kept it: taken, its statuses not yet made (the crash test's seed 20261130 found it).
    const unfinished = {
      flowId: 'f-1',
      trackingId: 't-1',
      syntax: 'UBL',
      profile: 'PEPPOL-BIS-3',
      name: 'x.xml',
      content,
      statuses: [],
    };
    writeFileSync(stateFile, JSON.stringify([unfinished]));
    const restarted = await startLocalPlatform(0, stateFile);
    try {
      const flow = restarted.flows.get('f-1')!;
      expect(typeof flow.valid).toBe('boolean');
      expect(flow.statuses.length).toBeGreaterThan(0);
      const [kept] = JSON.parse(readFileSync(stateFile, 'utf8')) as { statuses: unknown[] }[];
      expect(kept!.statuses).toEqual(JSON.parse(JSON.stringify(flow.statuses)));
    } finally {
      await restarted.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
