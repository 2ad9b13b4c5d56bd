import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEInvoice, validateLifecycleMessage } from '../../infra/local/einvoice-validator.ts';
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/platform.ts';
import { actingOwner } from '../../shared/access/principal.ts';
import { documentItem } from '../../shared/adapters/dynamodb/document-item.ts';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { archiveDocument, archiveFolder } from '../../shared/features/audit/archive.ts';
import { cashedMessages } from '../../shared/features/einvoice/cash-ins.ts';
import { handlePlatformMessage, transmitDocument } from '../../shared/features/einvoice/transmission.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { archiveWriters } from '../../shared/renderers/writers.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { frenchSellerProfile } from '../support/french-parties.ts';
import { platformWorker } from '../support/platform-worker.ts';

/**
 * The account's own e-invoicing platform (docs/api.md §20): its settings, the secret sealed and
 * sent only as OAuth client credentials; the seller's 212 per cash-in as a CDAR message the
 * stand-in validates; the messages the platform posts, recorded once or kept aside; the
 * directory; the checks at issue; public buyers. No stage default here: each account names the
 * stand-in itself.
 */
const api = useApi();
let platform: LocalPlatform;
beforeAll(async () => {
  platform = await startLocalPlatform(0);
  delete process.env.EINVOICE_PLATFORM_URL;
  await loadSigningKey();
});
afterAll(() => platform.close());

const BUYER_SIREN = '732829320';
const buyer = (Reference: string, extra: object = {}) => ({
  Reference,
  Currency: 'EUR',
  Company: { CompanyName: 'Acheteur SA', VATIntra: 'FR44732829320' },
  RegistrationId: BUYER_SIREN,
  RegistrationScheme: '0002',
  ElectronicAddress: BUYER_SIREN,
  ElectronicAddressScheme: '0225',
  Addresses: [{ Principal: true, Address1: '5 place Bellecour', City: 'Lyon', ZIPCode: '69002', Country: 'FR' }],
  ...extra,
});
// 20 % on 600 (720 with VAT) and 5.5 % on 50 (52.75): 772.75.
const ITEMS = [
  { Description: 'Maintenance', UnitRate: 150, Quantity: 4, VAT: 20 },
  { Description: 'Ouvrage', UnitRate: 50, Quantity: 1, VAT: 5.5 },
];

async function seller(withPlatform = true): Promise<{ call: Caller; accountId: string }> {
  const account = await newAccount('Own platform');
  const call = api.as(account.token);
  expect((await call('PUT', '/api/account/profile', { json: frenchSellerProfile })).status).toBe(200);
  expect((await call('POST', '/api/client/create', { json: buyer('FR-B2B') })).status).toBe(200);
  if (withPlatform) {
    const put = await call('PUT', '/api/account/platform', {
      json: { Url: platform.url, ClientId: `client-${account.accountId}`, ClientSecret: 'the-secret-of-this-account' },
    });
    expect(put.status, put.text).toBe(200);
  }
  return { call, accountId: account.accountId };
}

const issued = async (call: Caller, General: object = {}, Reference = 'FR-B2B') => {
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      General: { DateIssue: '2026-03-02', DueDate: '2026-04-01', OperationCategory: 'services', ...General },
      Client: { Reference },
      Items: ITEMS,
    },
  });
  expect(made.status, made.text).toBe(200);
  const n = made.text.replace('Reference: ', '');
  const res = await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } });
  expect(res.status, res.text).toBe(200);
  return n;
};
const get = async (call: Caller, n: string) => (await call('GET', `/api/document.svc/get/invoice/${n}`)).json;

const worker = () => platformWorker();
const archiveDeps = { ...dynamoStores, archive: s3Archive, writers: archiveWriters };

/** Transmits an issued invoice through the worker, as the queue would. */
async function transmitted(accountId: string, n: string) {
  const w = worker();
  await transmitDocument(w.deps, actingOwner(accountId, 1), 'invoice', n);
  await w.drain();
  return w;
}

/** Pays, then runs what the stream worker queues for that change. */
async function pay(w: ReturnType<typeof worker>, call: Caller, accountId: string, n: string, Amount: number) {
  const before = await dynamoStores.documents.get(accountId, 'invoice', n);
  const res = await call('POST', '/api/payment/create', { json: { Invoice: n, Amount, Method: 'bank_transfer' } });
  expect(res.status, res.text).toBe(200);
  const after = await dynamoStores.documents.get(accountId, 'invoice', n);
  const change = { kind: 'document', before: documentItem(before!), next: documentItem(after!) };
  w.queued.push(...cashedMessages([change, change]));
  await w.drain();
}

/** The 212 messages the stand-in took for one transmission. */
const cashIns = async (accountId: string, n: string) => {
  const key = (await dynamoStores.documents.get(accountId, 'invoice', n))!.transmission!.key;
  return [...platform.flows.values()].filter((f) => f.trackingId.startsWith(`${key}-212-`));
};
const menOf = (xml: string) =>
  [...xml.matchAll(/<ram:ValueAmount currencyID="EUR">([\d.]+)<\/ram:ValueAmount><ram:ValuePercent>([\d.]+)</g)].map(
    (m) => ({ amount: m[1], rate: m[2] }),
  );

/** The status codes of a flow's lifecycle as the stand-in lists it, each message checked against BR-FR-CDV and D22B. */
async function lifecycleCodes(flowId: string): Promise<string[]> {
  const listed = (await (await fetch(`${platform.url}/v1/flows/${flowId}/lifecycle`)).json()) as {
    messages: { flowType: string; flowSyntax: string; content: string }[];
  };
  for (const m of listed.messages) {
    expect([m.flowType, m.flowSyntax]).toEqual(['CustomerInvoiceLC', 'CDAR']);
    const validation = await validateLifecycleMessage(m.content);
    expect(validation.valid, [...validation.schemaErrors, ...validation.fatal.map((a) => a.text)].join('\n')).toBe(
      true,
    );
  }
  return listed.messages.map((m) => /<ram:ProcessConditionCode>(\d+)</.exec(m.content)?.[1] ?? '');
}

describe("the account's own platform (docs/api.md §20)", () => {
  it('keeps its settings with the secret sealed, never answered; signs in with client credentials; transmit without one is 409 no_platform', async () => {
    const { call, accountId } = await seller();
    const got = await call('GET', '/api/account/platform');
    expect(got.json).toEqual({
      Provider: 'afnor',
      Url: platform.url,
      ClientId: `client-${accountId}`,
      RoutingAddress: '',
      HasClientSecret: true,
      Source: 'account',
    });
    const { Item } = await db().send(new GetCommand({ TableName: table(), Key: keys.platformSettings(accountId) }));
    expect(JSON.stringify(Item)).not.toContain('the-secret-of-this-account');
    // A PUT that does not send the secret keeps it for the same client.
    expect(
      (await call('PUT', '/api/account/platform', { json: { Url: platform.url, ClientId: `client-${accountId}` } }))
        .json.HasClientSecret,
    ).toBe(true);
    const n = await issued(call);
    const signedIn = platform.signIns.length;
    await transmitted(accountId, n);
    expect(platform.signIns.slice(signedIn)).toContain(`client-${accountId}`);
    expect((await get(call, n)).General.Lifecycle).toBe('made_available');
    expect((await call('PUT', '/api/account/platform', { json: { Url: 'ftp://x.example/' } })).status).toBe(400);
    expect((await call('DELETE', '/api/account/platform')).status).toBe(200);
    expect((await call('GET', '/api/account/platform')).status).toBe(404);
    const second = await issued(call);
    const refused = await call('PUT', `/api/document.svc/action/transmit/invoice/${second}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('no_platform');
  });

  it('sends a valid CDAR 212 per cash-in (payments before the transmit too), each rate summing to its amount over them all', async () => {
    const { call, accountId } = await seller();
    const n = await issued(call);
    // Paid in part before the transmit: reported once the platform has the invoice.
    expect(
      (await call('POST', '/api/payment/create', { json: { Invoice: n, Amount: 100, Method: 'card' } })).status,
    ).toBe(200);
    const w = await transmitted(accountId, n);
    expect(await cashIns(accountId, n)).toHaveLength(1);
    await pay(w, call, accountId, n, 300);
    await pay(w, call, accountId, n, 372.75);
    const messages = await cashIns(accountId, n);
    expect(messages).toHaveLength(3);
    const perRate: Record<string, number> = {};
    for (const m of messages) {
      expect((await validateLifecycleMessage(m.content)).valid, m.problems?.join('\n')).toBe(true);
      for (const { rate, amount } of menOf(m.content))
        perRate[rate!] = (perRate[rate!] ?? 0) + Math.round(Number(amount) * 100);
    }
    expect(perRate).toEqual({ '20': 72000, '5.5': 5275 });
    const sums = messages.map((m) => menOf(m.content).reduce((s, a) => s + Math.round(Number(a.amount) * 100), 0));
    expect(sums.sort((a, b) => a - b)).toEqual([10000, 30000, 37275]);
    // Each is recorded once as `cashed`, and kept in the archive.
    const history = (await call('GET', `/api/document.svc/history/invoice/${n}`)).json as {
      action: string;
      changes: { Lifecycle?: string };
    }[];
    expect(history.filter((e) => e.action === 'lifecycle' && e.changes.Lifecycle === 'cashed')).toHaveLength(3);
    const archive = await call('GET', `/api/audit/archive/invoice/${n}`);
    expect(archive.json.filter((f: { Name: string }) => f.Name.startsWith('lifecycle-212-'))).toHaveLength(3);
  });

  it("our own 212, posted back by the platform or listed among the flow's statuses, records no payment again", async () => {
    const { call, accountId } = await seller();
    const n = await issued(call);
    const w = await transmitted(accountId, n);
    await pay(w, call, accountId, n, 100);
    const [ours] = await cashIns(accountId, n);
    const echoed = await call('POST', '/api/platform/messages', {
      body: ours!.content,
      headers: { 'content-type': 'application/xml' },
    });
    expect(echoed.json, echoed.text).toMatchObject({ Status: 'recorded' });
    const cashedEntries = async () =>
      (
        (await call('GET', `/api/document.svc/history/invoice/${n}`)).json as { changes: { Lifecycle?: string } }[]
      ).filter((e) => e.changes.Lifecycle === 'cashed').length;
    expect(await cashedEntries()).toBe(1);
    const held = (await dynamoStores.documents.get(accountId, 'invoice', n))!.transmission!;
    const told = await fetch(`${platform.url}/control/flows/${held.flowId}/messages`, {
      method: 'POST',
      body: ours!.content,
    });
    expect(told.status).toBe(200);
    await handlePlatformMessage(w.deps, {
      kind: 'poll',
      accountId,
      type: 'invoice',
      number: n,
      key: held.key,
      polls: 1,
    });
    // The platform's word that it was cashed is history; the payment is still the one.
    expect(await cashedEntries()).toBe(2);
    const after = await get(call, n);
    expect(after.Total.TotalPaid).toBe(100);
    expect(after.Payments.Payment).toHaveLength(1);
  });

  it('hands over the e-invoice written at issue, byte for byte the archived one, whatever the profile, the client or the payments became', async () => {
    const { call, accountId } = await seller();
    const n = await issued(call);
    const ubl = async () => (await call('GET', `/api/document.svc/get/invoice/${n}/ubl`)).text;
    const atIssue = await ubl();
    expect(atIssue).toContain('12 rue de Rivoli');
    // The seller moves, the buyer moves, and a first payment comes before the transmit.
    expect((await call('PUT', '/api/account/profile', { json: { Address1: '1 quai Voltaire' } })).status).toBe(200);
    const [client] = (await call('GET', '/api/Clients.svc/list')).json as { client_id: number }[];
    const moved = await call('PUT', `/api/Clients.svc/update/${client!.client_id}`, {
      json: {
        Addresses: [{ Principal: true, Address1: '9 rue Neuve', City: 'Lyon', ZIPCode: '69001', Country: 'FR' }],
      },
    });
    expect(moved.status, moved.text).toBe(200);
    const w = worker();
    await pay(w, call, accountId, n, 100);
    // What the API serves still states the parties of the issue; only the amounts paid follow (docs/api.md §10).
    const now = await ubl();
    expect(now).toContain('12 rue de Rivoli');
    expect(now).not.toContain('1 quai Voltaire');
    expect(now).toContain('5 place Bellecour');
    expect(now).toMatch(/PrepaidAmount currencyID="EUR">100.00</);
    await transmitDocument(w.deps, actingOwner(accountId, 1), 'invoice', n);
    await w.drain();
    const key = (await dynamoStores.documents.get(accountId, 'invoice', n))!.transmission!.key;
    const handed = [...platform.flows.values()].find((f) => f.trackingId === key)!;
    expect(handed.content).toBe(atIssue);
    const doc = (await dynamoStores.documents.get(accountId, 'invoice', n))!;
    await archiveDocument(archiveDeps, doc);
    const archived = await s3Archive.get(`${archiveFolder(doc)}document.ubl.xml`);
    expect(Buffer.from(archived!.bytes).toString('utf8')).toBe(atIssue);
  });

  it("reads the statuses as the platform's CDAR messages, the buyer's it is told to answer among them; each message passes BR-FR-CDV; the same invoice deposited twice is rejected as a duplicate (REJ_UNI)", async () => {
    const { call, accountId } = await seller();
    const n = await issued(call);
    const w = await transmitted(accountId, n);
    const flowId = (await dynamoStores.documents.get(accountId, 'invoice', n))!.transmission!.flowId!;
    const told = await fetch(`${platform.url}/control/flows/${flowId}/statuses`, {
      method: 'POST',
      body: JSON.stringify({ code: 205 }),
    });
    expect(told.status).toBe(200);
    expect(
      (await fetch(`${platform.url}/control/flows/${flowId}/statuses`, { method: 'POST', body: '{"code":212}' }))
        .status,
    ).toBe(400);
    // The next poll reads it.
    const held = (await dynamoStores.documents.get(accountId, 'invoice', n))!.transmission!;
    w.queued.push({ kind: 'poll', accountId, type: 'invoice', number: n, key: held.key, polls: held.polls ?? 0 });
    await w.drain(1);
    const doc = (await dynamoStores.documents.get(accountId, 'invoice', n))!;
    expect(doc.General.Lifecycle).toBe('approved');
    // What the poll read: a lifecycle flow a status, each one CDAR D22B message the rules take.
    expect(await lifecycleCodes(flowId)).toEqual(['200', '202', '203', '205']);
    // The same file again, under another tracking id, from the same platform account.
    const to = { url: platform.url, clientId: `client-${accountId}`, clientSecret: 'the-secret-of-this-account' };
    const first = [...platform.flows.values()].find((f) => f.flowId === flowId)!;
    const again = await w.deps.platform.transmit(to, {
      key: `${doc.transmission!.key}-again`,
      profile: 'EN16931-FR',
      name: first.name,
      content: first.content,
    });
    const statuses = await new Promise<{ status: string; reason?: string }[]>((resolve) =>
      setTimeout(async () => resolve((await w.deps.platform.statuses(to, again.flowId)).reports), 400),
    );
    expect(statuses.map((s) => s.status)).toEqual(['deposited', 'rejected']);
    expect(statuses[1]!.reason).toMatch(/^REJ_UNI: .* was deposited already/);
    expect(await lifecycleCodes(again.flowId)).toEqual(['200', '213']);
  });

  it('keeps aside a lifecycle message a poll finds and cannot read, once however often it is polled', async () => {
    const { call, accountId } = await seller();
    const n = await issued(call);
    const w = await transmitted(accountId, n);
    const { transmission } = (await dynamoStores.documents.get(accountId, 'invoice', n))!;
    const told = await fetch(`${platform.url}/control/flows/${transmission!.flowId}/messages`, {
      method: 'POST',
      body: '<Unreadable>a platform of its own kind</Unreadable>',
    });
    expect(told.status).toBe(200);
    for (const polls of [5, 6])
      await handlePlatformMessage(w.deps, {
        kind: 'poll',
        accountId,
        type: 'invoice',
        number: n,
        key: transmission!.key,
        polls,
      });
    const listed = await call('GET', '/api/platform/messages?status=set_aside');
    expect(listed.json).toEqual([
      expect.objectContaining({
        Invoice: n,
        Status: 'set_aside',
        Reason: expect.stringMatching(/not a readable CDAR D22B message/),
        Xml: '<Unreadable>a platform of its own kind</Unreadable>',
      }),
    ]);
    // What it could read is recorded as before.
    expect((await get(call, n)).General.Lifecycle).toBe('made_available');
  });

  it('records a message the platform posts once; keeps aside what it cannot record, with its reason', async () => {
    const { call, accountId } = await seller();
    const n = await issued(call);
    await transmitted(accountId, n);
    const never = await issued(call);
    // CDAR times (format 204, UTC): now, and an hour before.
    const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14);
    const now = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    const cdar = (id: string, code: string, invoice: string, extra = '', at = stamp(now)) =>
      `<?xml version="1.0"?><rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"><rsm:ExchangedDocument><ram:ID>${id}</ram:ID><ram:IssueDateTime><udt:DateTimeString format="204">${at}</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument><rsm:AcknowledgementDocument><ram:ReferenceReferencedDocument><ram:IssuerAssignedID>${invoice}</ram:IssuerAssignedID><ram:SpecifiedDocumentStatus><ram:ProcessConditionCode>${code}</ram:ProcessConditionCode>${extra}</ram:SpecifiedDocumentStatus></ram:ReferenceReferencedDocument></rsm:AcknowledgementDocument></rsm:CrossDomainAcknowledgementAndResponse>`;
    const post = (xml: string) =>
      call('POST', '/api/platform/messages', { body: xml, headers: { 'content-type': 'application/xml' } });
    const first = await post(cdar(`M-205-${accountId}`, '205', n, '<ram:ReasonCode>AUTRE</ram:ReasonCode>'));
    expect(first.json).toEqual({ Id: `M-205-${accountId}`, Status: 'recorded', Repeat: false });
    expect((await post(cdar(`M-205-${accountId}`, '205', n))).json).toMatchObject({ Status: 'recorded', Repeat: true });
    const doc = await get(call, n);
    expect(doc.General.Lifecycle).toBe('approved');
    const history = (await call('GET', `/api/document.svc/history/invoice/${n}`)).json as {
      action: string;
      changes: { Lifecycle?: string; At?: string; Reason?: string };
    }[];
    expect(history.filter((e) => e.changes.Lifecycle === 'approved')).toEqual([
      expect.objectContaining({
        changes: expect.objectContaining({
          At: new Date(now).toISOString().replace('.000Z', 'Z'),
          Reason: 'AUTRE',
          Source: 'platform',
        }),
      }),
    ]);
    // One that happened before the latest is history, not the latest.
    expect((await post(cdar(`M-204-${accountId}`, '204', n, '', stamp(now - 3_600_000)))).json.Status).toBe('recorded');
    expect((await get(call, n)).General.Lifecycle).toBe('approved');
    const aside = [
      await post('<not xml'),
      await post(cdar(`M-UNK-${accountId}`, '205', 'NO-SUCH')),
      await post(cdar(`M-NEVER-${accountId}`, '205', never)),
      await post(cdar(`M-999-${accountId}`, '299', n)),
      // A reason off XP Z12-012's list (BR-FR-CDV-CL-09).
      await post(cdar(`M-207-${accountId}`, '207', n, '<ram:ReasonCode>WRONG_TOTAL</ram:ReasonCode>')),
    ];
    for (const res of aside) expect(res.json.Status, res.text).toBe('set_aside');
    const listed = await call('GET', '/api/platform/messages?status=set_aside');
    expect(listed.json).toHaveLength(5);
    expect(listed.json.map((m: { Reason: string }) => m.Reason).join('\n')).toMatch(/never transmitted/);
    expect(listed.json.map((m: { Reason: string }) => m.Reason).join('\n')).toMatch(
      /WRONG_TOTAL is not a status reason/,
    );
    // A 212 with amounts pays what it says, once however often it comes.
    const cashed = cdar(
      `M-212-${accountId}`,
      '212',
      n,
      '<ram:SpecifiedDocumentCharacteristic><ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount>720.00</ram:ValueAmount><ram:ValuePercent>20</ram:ValuePercent></ram:SpecifiedDocumentCharacteristic>',
    );
    await post(cashed);
    await post(cashed);
    const paid = await get(call, n);
    expect(paid.Total.TotalPaid).toBe(720);
    expect(paid.Payments.Payment).toHaveLength(1);
    // The payment the platform reported is not reported back to it by our own 212.
    const w = worker();
    w.queued.push({
      kind: 'cashed',
      accountId,
      type: 'invoice',
      number: n,
      key: (await dynamoStores.documents.get(accountId, 'invoice', n))!.transmission!.key,
    });
    await w.drain();
    expect(await cashIns(accountId, n)).toEqual([]);
  });

  it('searches the directory, and fills a client from it; an unknown SIREN is 409 and changes nothing', async () => {
    const { call } = await seller();
    const lines = await call('GET', `/api/directory/search?siren=${BUYER_SIREN}`);
    expect(lines.json).toEqual([
      expect.objectContaining({
        Siren: BUYER_SIREN,
        ElectronicAddress: BUYER_SIREN,
        ElectronicAddressScheme: '0225',
        ValidFrom: '2026-09-01',
      }),
    ]);
    expect((await call('GET', '/api/directory/search?siren=123456788')).status).toBe(400);
    expect((await call('GET', '/api/directory/search')).status).toBe(400);
    expect((await call('GET', '/api/directory/search?name=acheteur')).json).toHaveLength(1);
    const made = await call('POST', '/api/client/create', {
      json: buyer('FILL', { ElectronicAddress: 'achats@acheteur.example', ElectronicAddressScheme: 'EM' }),
    });
    const id = made.headers.get('location')!.split('/').pop();
    expect((await call('PUT', `/api/client/action/directory/${id}`)).status).toBe(200);
    expect((await call('GET', `/api/client/get/${id}`)).json).toMatchObject({
      ElectronicAddress: BUYER_SIREN,
      ElectronicAddressScheme: '0225',
    });
    const unknown = await call('POST', '/api/client/create', {
      json: buyer('UNKNOWN', {
        RegistrationId: '987654324',
        ElectronicAddress: 'a@u.example',
        ElectronicAddressScheme: 'EM',
      }),
    });
    const unknownId = unknown.headers.get('location')!.split('/').pop();
    const refused = await call('PUT', `/api/client/action/directory/${unknownId}`);
    expect(refused.json.error.code).toBe('not_in_directory');
    expect((await call('GET', `/api/client/get/${unknownId}`)).json.ElectronicAddress).toBe('a@u.example');
  });
});

describe('checks at issue (docs/api.md §20)', () => {
  it('an issued invoice keeps its EInvoiceCheck; a consumer sale that fails the rules is issued with Valid false, and not transmitted', async () => {
    const { call } = await seller();
    const n = await issued(call);
    expect((await get(call, n)).General.EInvoiceCheck).toEqual({ Valid: true, Rules: [] });
    await call('POST', '/api/client/create', {
      json: {
        Reference: 'CONSUMER',
        Kind: 'consumer',
        Contacts: [{ FirstName: 'Léa', LastName: 'Petit' }],
        Addresses: [{ Principal: true, Address1: '1 rue', City: 'Paris', ZIPCode: '75001', Country: 'FR' }],
      },
    });
    const consumer = await issued(call, {}, 'CONSUMER');
    const check = (await get(call, consumer)).General.EInvoiceCheck;
    expect(check.Valid).toBe(false);
    expect(check.Rules).toContain('BR-FR-12');
    const tx = await call('PUT', `/api/document.svc/action/transmit/invoice/${consumer}`);
    expect(tx.json.error.code).toBe('einvoice_incomplete');
  });

  it("the review's sales a platform rejected are refused at issue, naming the rule: a 7-decimal net price, a negative line, a 19 % rate", async () => {
    const { call } = await seller(false);
    const cases: [object, string][] = [
      [{ Description: 'Vis', UnitRate: 0.333333, Discount: 10, Quantity: 1000, VAT: 20 }, 'BR-FR-DEC-03'],
      [{ Description: 'Remise', UnitRate: -50, Quantity: 1, VAT: 20 }, 'BR-27'],
      [{ Description: 'Maintenance', UnitRate: 100, Quantity: 1, VAT: 19 }, 'BR-FR-16'],
    ];
    for (const [line, rule] of cases) {
      const made = await call('POST', '/api/document.svc/create/invoice', {
        json: {
          General: { DateIssue: '2026-03-02', DueDate: '2026-04-01', OperationCategory: 'services' },
          Client: { Reference: 'FR-B2B' },
          Items: [...ITEMS, line],
        },
      });
      expect(made.status, made.text).toBe(200);
      const n = made.text.replace('Reference: ', '');
      const res = await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } });
      expect(res.json?.error?.code, res.text).toBe('einvoice_incomplete');
      expect(res.json.error.details.map((d: { rule: string }) => d.rule)).toEqual([rule]);
    }
  });

  it("the review's other findings: BT-33, the payment terms in Peppol's one note, no SEPA code off the euro, a consumer abroad, a consumer's PMT; each file valid", async () => {
    const { call } = await seller(false);
    await call('PUT', '/api/account/profile', { json: { LegalForm: 'SAS', ShareCapital: '10 000 €' } });
    const valid = async (xml: string, rules: ('en16931' | 'fr' | 'peppol')[]) => {
      const v = await validateEInvoice(xml, rules);
      expect([...v.fatal.map((f) => `${f.id}: ${f.text}`), ...v.schemaErrors]).toEqual([]);
      return xml;
    };
    const make = async (Reference: string, General: object = {}) => {
      const made = await call('POST', '/api/document.svc/create/invoice', {
        json: {
          General: { DateIssue: '2026-03-02', DueDate: '2026-04-01', OperationCategory: 'services', ...General },
          Client: { Reference },
          Items: ITEMS,
          Comments: { PaymentCondition: 'Paiement à 30 jours' },
        },
      });
      return made.text.replace('Reference: ', '');
    };
    const n = await make('FR-B2B', { BuyerReference: 'ACHATS-1' });
    const ubl = await valid((await call('GET', `/api/document.svc/get/invoice/${n}/ubl`)).text, ['en16931', 'fr']);
    expect(ubl).toContain('<cbc:CompanyLegalForm>SAS au capital de 10 000 €</cbc:CompanyLegalForm>');
    const cii = await valid((await call('GET', `/api/document.svc/get/invoice/${n}/cii`)).text, ['en16931', 'fr']);
    expect(cii).toContain('<ram:Description>SAS au capital de 10 000 €</ram:Description>');
    const peppol = await valid((await call('GET', `/api/document.svc/get/invoice/${n}/peppol`)).text, [
      'en16931',
      'peppol',
    ]);
    // Peppol takes one note (R002): the payment terms ride in it.
    expect(peppol).toContain('Paiement à 30 jours</cbc:Note>');
    expect(peppol).not.toContain('<cac:PaymentTerms>');
    await call('PUT', '/api/account/profile', { json: { IBAN: 'FR7630006000011234567890189', BIC: 'AGRIFRPP' } });
    const usd = await make('FR-B2B', { Currency: 'USD', ExchangeRate: 0.9 });
    const eur = (await call('GET', `/api/document.svc/get/invoice/${await make('FR-B2B')}/ubl`)).text;
    expect(eur).toContain('<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>');
    const usdUbl = (await call('GET', `/api/document.svc/get/invoice/${usd}/ubl`)).text;
    expect(usdUbl).toContain('<cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>');
    await call('POST', '/api/client/create', {
      json: {
        Reference: 'ABROAD',
        Kind: 'consumer',
        ElectronicAddress: 'hans@example.de',
        ElectronicAddressScheme: 'EM',
        Contacts: [{ FirstName: 'Hans', LastName: 'Muster', Email: 'hans@example.de' }],
        Addresses: [{ Principal: true, Address1: 'Hauptstraße 1', City: 'Berlin', ZIPCode: '10115', Country: 'DE' }],
      },
    });
    const abroadFile = await call('GET', `/api/document.svc/get/invoice/${await make('ABROAD')}/ubl`);
    expect(abroadFile.status, abroadFile.text).toBe(200);
    const abroad = await valid(abroadFile.text, ['en16931', 'fr']);
    // BR-FR-20 has no B2CINT: a consumer abroad is B2C.
    expect(abroad).toContain('#BAR#B2C<');
    expect(abroad).toContain('frais de recouvrement : non applicable (client non professionnel)');
  });

  it('a seller under the franchise (CGI art. 293 B) issues valid e-invoices: E under VATEX-FR-FRANCHISE, its SIREN as BT-32; a line with VAT is refused', async () => {
    const { call } = await seller(false);
    const franchise = await call('PUT', '/api/account/profile', { json: { VATFranchise: true, VATIntra: '' } });
    expect(franchise.status, franchise.text).toBe(200);
    const make = async (Items: object[]) => {
      const made = await call('POST', '/api/document.svc/create/invoice', {
        json: {
          General: { DateIssue: '2026-03-02', DueDate: '2026-04-01', OperationCategory: 'services' },
          Client: { Reference: 'FR-B2B' },
          Items,
        },
      });
      const n = made.text.replace('Reference: ', '');
      return {
        n,
        issue: await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } }),
      };
    };
    const taxed = await make(ITEMS);
    expect(taxed.issue.json?.error?.code, taxed.issue.text).toBe('einvoice_incomplete');
    expect(taxed.issue.json.error.details.map((d: { rule: string }) => d.rule)).toContain('BR-E-05');
    const { n, issue } = await make([{ Description: 'Cours de piano', UnitRate: 300, Quantity: 2, VAT: 0 }]);
    expect(issue.status, issue.text).toBe(200);
    expect((await get(call, n)).General.EInvoiceCheck).toEqual({ Valid: true, Rules: [] });
    for (const syntax of ['ubl', 'cii'] as const) {
      const xml = (await call('GET', `/api/document.svc/get/invoice/${n}/${syntax}`)).text;
      const v = await validateEInvoice(xml, ['en16931', 'fr']);
      expect([...v.fatal.map((f) => `${f.id}: ${f.text}`), ...v.schemaErrors], syntax).toEqual([]);
      expect(xml).toContain('VATEX-FR-FRANCHISE');
      expect(xml).toContain('TVA non applicable, art. 293 B du CGI');
      expect(xml).toContain('303265045');
      expect(xml).not.toContain('FR40303265045');
    }
  });

  it('states BT-121 for an intra-community supply (K) and an export (G), each file valid', async () => {
    const { call } = await seller(false);
    await call('POST', '/api/client/create', {
      json: {
        Reference: 'DE-B2B',
        Company: { CompanyName: 'Käufer GmbH', VATIntra: 'DE123456789' },
        ElectronicAddress: 'einkauf@kaeufer.example',
        ElectronicAddressScheme: 'EM',
        Addresses: [{ Principal: true, Address1: 'Hauptstraße 1', City: 'Berlin', ZIPCode: '10115', Country: 'DE' }],
      },
    });
    await call('POST', '/api/client/create', {
      json: {
        Reference: 'US-B2B',
        Company: { CompanyName: 'Buyer Inc' },
        ElectronicAddress: 'ap@buyer.example',
        ElectronicAddressScheme: 'EM',
        Addresses: [{ Principal: true, Address1: '1 Main St', City: 'Boston', ZIPCode: '02101', Country: 'US' }],
      },
    });
    for (const [Reference, VATCategory, code, VATExemptionReason] of [
      ['DE-B2B', 'K', 'VATEX-EU-IC', 'Exonération de TVA, article 262 ter I du CGI'],
      ['US-B2B', 'G', 'VATEX-EU-G', 'Exonération de TVA, article 262 I du CGI'],
    ]) {
      const made = await call('POST', '/api/document.svc/create/invoice', {
        json: {
          General: { DateIssue: '2026-03-02', DueDate: '2026-04-01', OperationCategory: 'goods', VATExemptionReason },
          Client: { Reference },
          Items: [{ Description: 'Machine', UnitRate: 1000, Quantity: 1, VAT: 0, VATCategory }],
        },
      });
      expect(made.status, made.text).toBe(200);
      const n = made.text.replace('Reference: ', '');
      for (const syntax of ['ubl', 'cii'] as const) {
        const res = await call('GET', `/api/document.svc/get/invoice/${n}/${syntax}`);
        expect(res.status, res.text).toBe(200);
        const v = await validateEInvoice(res.text, ['en16931', 'fr']);
        expect([...v.fatal.map((f) => `${f.id}: ${f.text}`), ...v.schemaErrors], `${VATCategory} ${syntax}`).toEqual(
          [],
        );
        expect(res.text).toContain(code);
      }
    }
  });

  it('a public buyer needs its service code and commitment number at issue, by update and by payment; the UBL carries both', async () => {
    const { call } = await seller(false);
    await call('POST', '/api/client/create', {
      json: buyer('PUBLIC', { Kind: 'public', Company: { CompanyName: 'Commune' } }),
    });
    const made = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        General: { DateIssue: '2026-03-02', DueDate: '2026-04-01', OperationCategory: 'services' },
        Client: { Reference: 'PUBLIC' },
        Items: ITEMS,
      },
    });
    const n = made.text.replace('Reference: ', '');
    const res = await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } });
    expect(res.status).toBe(409);
    expect(res.json.error.details.map((d: { field: string }) => d.field)).toEqual([
      'General.BuyerReference',
      'General.OrderReference',
    ]);
    expect(
      (await call('POST', '/api/payment/create', { json: { Invoice: n, Amount: 10, Method: 'card' } })).status,
    ).toBe(409);
    expect((await get(call, n)).General.Status).toBe('draft');
    expect(
      (
        await call('PUT', `/api/document.svc/update/invoice/${n}`, {
          json: { General: { Status: 'sent', BuyerReference: 'SERV-1', OrderReference: 'EJ-1' } },
        })
      ).status,
    ).toBe(200);
    const ubl = (await call('GET', `/api/document.svc/get/invoice/${n}/ubl`)).text;
    expect(ubl).toContain('<cbc:BuyerReference>SERV-1</cbc:BuyerReference>');
    expect(ubl).toMatch(/<cac:OrderReference>\s*<cbc:ID>EJ-1<\/cbc:ID>/);
  });
});
