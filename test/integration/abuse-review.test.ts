import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../shared/access/tokens.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { accountClock } from '../../shared/features/clock/service.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';

/**
 * The attacker's review of round 3's surfaces (issue "Abuse of the new surfaces"), one regression
 * test each through the API: every finding was a request that hung, a 5xx, or a value stored that
 * no file may carry; each is now a clear 4xx that stores nothing, or an answer in bounded time.
 */
const api = useApi();
let call: Caller;
let accountId = '';

const invoice = async (general: object = {}) => {
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      Client: { ClientName: 'Acheteur SA' },
      General: { Status: 'sent', DateIssue: '2026-01-10', DueDate: '2026-02-09', ...general },
      Items: [{ Description: 'Conseil', UnitRate: 100, Quantity: 1, VAT: 20 }],
    },
  });
  expect(made.status, made.text).toBe(200);
  return made.text.replace('Reference: ', '');
};

beforeAll(async () => {
  const account = await newAccount('Abuse');
  call = api.as(account.token);
  accountId = (await dynamoStores.accounts.principal(hashToken(account.token)))!.accountId;
  await call('PUT', '/api/account/profile', { json: { LatePaymentRate: '10', RecoveryIndemnity: '40' } });
});

const testClocks = process.env.INVOICING_TEST_CLOCKS;
afterEach(() => {
  process.env.INVOICING_TEST_CLOCKS = testClocks;
});

describe('the abuse review, through the API', () => {
  it('a late fee dated 9999-12-31 is 400 at once (it once never returned); the range end is answered', async () => {
    const n = await invoice();
    const started = Date.now();
    const far = await call('PUT', `/api/document.svc/action/latefee/invoice/${n}`, { json: { Date: '9999-12-31' } });
    expect(far.status).toBe(400);
    expect(far.json.error.details[0]).toMatchObject({
      field: 'Date',
      message: 'must be from 2000-01-01 to 2099-12-31',
    });
    const end = await call('PUT', `/api/document.svc/action/latefee/invoice/${n}`, { json: { Date: '2099-12-31' } });
    expect(end.status, end.text).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a late fee on a cancelled invoice is 409, as the contract says', async () => {
    const n = await invoice();
    expect((await call('PUT', `/api/document.svc/action/cancel/invoice/${n}`)).status).toBe(200);
    const fee = await call('PUT', `/api/document.svc/action/latefee/invoice/${n}`, { json: { Date: '2026-06-01' } });
    expect(fee.status).toBe(409);
  });

  it('dates that do not exist or leave the range are 400 wherever they are taken', async () => {
    for (const day of ['2026-02-31', '0000-01-01', '2100-01-01']) {
      const made = await call('POST', '/api/document.svc/create/invoice', {
        json: { General: { DateIssue: day }, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
      });
      expect(made.status, day).toBe(400);
    }
    const n = await invoice();
    for (const At of ['2026-02-31T10:00:00Z', '2026-03-01T24:00:00Z', '0000-01-01T00:00:00Z']) {
      const cashed = await call('PUT', `/api/document.svc/action/lifecycle/invoice/${n}`, {
        json: { Status: 'cashed', At },
      });
      expect(cashed.status, At).toBe(400);
      expect(cashed.json.error.details[0].field).toBe('At');
    }
    expect((await call('GET', `/api/payment/list?invoice=${n}`)).json).toEqual([]);
    const clock = await call('PUT', '/api/account/clock', { json: { now: '9999-12-31T00:00:00Z' } });
    expect(clock.status).toBe(400);
    // A date-time's bounds too: V8 would read 31 February as 3 March, and 24:00 as the next midnight.
    for (const from of ['2026-02-31T10:00:00Z', '2026-03-01T24:00']) {
      const listed = await call('GET', `/api/audit/list?from=${encodeURIComponent(from)}`);
      expect(listed.status, from).toBe(400);
      expect(listed.json.error.details[0].field).toBe('from');
    }
  });

  it("a statement's bounds outside the range are read within it (no 500 for to=0000-01-01)", async () => {
    const client = await call('POST', '/api/client/create', { json: { Company: { CompanyName: 'Relevé SA' } } });
    const id = client.headers.get('location')!.split('/').pop();
    const early = await call('GET', `/api/client/statement/${id}?to=0000-01-01`);
    expect(early.status, early.text).toBe(200);
    const whole = await call('GET', `/api/client/statement/${id}?from=0001-01-01&to=9999-12-31`);
    expect(whole.json).toMatchObject({ From: '2000-01-01', To: '2099-12-31' });
    expect((await call('GET', `/api/client/statement/${id}?to=2026-02-30`)).status).toBe(400);
  });

  it('a camt.053 whose account IBAN is 3,000 characters is refused at import, naming the element, and nothing is queued', async () => {
    const camt = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr><Stmt><Id>S</Id><Acct><Id><IBAN>FR76${'1'.repeat(3000)}</IBAN></Id></Acct><Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-02-03</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>`;
    const res = await call('POST', '/api/bank/statement/import', {
      body: camt,
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe('Stmt[1]/Acct/Id/IBAN');
    expect((await call('GET', '/api/bank/statement/get/1')).status).toBe(404);
  });

  it('a logo whose IHDR chunk is short is 400, not 500', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ihdr = Buffer.from([0, 0, 0, 4, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 0]);
    const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
    const res = await call('PUT', '/api/account/logo', {
      body: Buffer.concat([signature, ihdr, iend]),
      headers: { 'content-type': 'image/png' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe('Logo');
  });

  it('test clocks turned off leave no offset behind: every account runs on the real time', async () => {
    const moved = await call('PUT', '/api/account/clock', { json: { now: '2031-01-01T00:00:00Z' } });
    expect(moved.status, moved.text).toBe(200);
    expect((await accountClock(dynamoStores, accountId)).today).toBe('2031-01-01');
    process.env.INVOICING_TEST_CLOCKS = 'false';
    const clock = await accountClock(dynamoStores, accountId);
    expect(clock.simulated).toBe(false);
    expect(Math.abs(clock.now - Date.now())).toBeLessThan(5_000);
    expect((await call('GET', '/api/account/clock')).status).toBe(404);
  });
});
