import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Call, newAccount, useApi } from '../support/api.ts';
import { mailSentBy } from '../support/mails.ts';
import { pdfText } from '../support/pdf-text.ts';

const api = useApi();
type Caller = (
  method: string,
  path: string,
  opts?: { json?: unknown; body?: string; headers?: Record<string, string> },
) => Promise<Call>;
let call: Caller;
let company = '';
let token = '';
const item = { Description: 'Work', UnitRate: 10, Quantity: 1, VAT: 20 };
const numberOf = (res: Call) => res.text.replace('Reference: ', '');
const get = async (type: string, number: string) =>
  (await call('GET', `/api/document.svc/get/${type}/${encodeURIComponent(number)}`)).json;

beforeAll(async () => {
  const account = await newAccount('Docs');
  company = account.company;
  token = account.token;
  call = (method, path, opts = {}) => api.call(method, path, { token: account.token, ...opts });
  const client = await call('POST', '/api/client/create', {
    json: {
      Reference: 'FR-1',
      Culture: 'fr',
      Currency: 'CHF',
      Company: { CompanyName: 'Client Français' },
      Contacts: [
        {
          Principal: true,
          Title: 'Mme',
          FirstName: 'Léa',
          LastName: 'Martin',
          Email: 'lea@client.example',
          Phone: '01',
          DueDate: 30,
          DueDate_EndOfMonth: true,
          Validity: 15,
          General_Discount: 5,
        },
      ],
      Addresses: [
        {
          Name: 'Siège',
          Address1: '2 rue Neuve',
          ZIPCode: '1201',
          City: 'Genève',
          Country: 'CH',
          Target_Invoice: true,
        },
      ],
    },
  });
  expect(client.status, client.text).toBe(200);
});

describe('documents', () => {
  it('numbers each type from its own sequence, uniquely under concurrency, skipping Numbers taken by hand', async () => {
    expect(
      (
        await call('POST', '/api/document.svc/create/invoice', {
          json: { General: { Number: 'INV-0002' }, Items: [item] },
        })
      ).status,
    ).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/document.svc/create/invoice', { json: { Items: [item] } })),
    );
    const numbers = results.map((r) => {
      expect(r.status, r.text).toBe(200);
      return numberOf(r);
    });
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).not.toContain('INV-0002');
    expect(numberOf(await call('POST', '/api/document.svc/create/estimate', { json: { Items: [item] } }))).toBe(
      'EST-0001',
    );
    // A Number is unique per type, not across types.
    expect(
      (
        await call('POST', '/api/document.svc/create/estimate', {
          json: { General: { Number: 'INV-0002' }, Items: [item] },
        })
      ).status,
    ).toBe(200);
    const same = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/document.svc/create/invoice', { json: { General: { Number: 'RACE-1' }, Items: [item] } }),
      ),
    );
    expect(same.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('fills from the linked client with DefaultValueUse', async () => {
    const n = numberOf(
      await call('POST', '/api/document.svc/create/invoice', {
        json: {
          DefaultValueUse: true,
          General: { DateIssue: '2026-01-10' },
          Client: { Reference: 'FR-1' },
          Items: [item],
        },
      }),
    );
    const d = await get('invoice', n);
    expect(d.General).toMatchObject({ Currency: 'CHF', DueDate: '2026-02-28', GeneralDiscount: 5 });
    expect(d.Client).toMatchObject({
      Reference: 'FR-1',
      ClientName: 'Client Français',
      ContactName: 'Mme Léa Martin',
      ContactEmail: 'lea@client.example',
      ContactPhoneLine: '01',
      ContactPhoneCell: null,
    });
    expect(d.Client.ContactAddress).toBe('Siège\n2 rue Neuve\n1201 Genève\nCH');
    const e = await get(
      'estimate',
      numberOf(
        await call('POST', '/api/document.svc/create/estimate', {
          json: {
            DefaultValueUse: true,
            General: { DateIssue: '2026-01-10' },
            Client: { Reference: 'FR-1' },
            Items: [item],
          },
        }),
      ),
    );
    expect(e.General.Validity).toBe('2026-01-25');
    // Without it, only the currency comes from the client.
    const plain = await get(
      'invoice',
      numberOf(
        await call('POST', '/api/document.svc/create/invoice', {
          json: { Client: { Reference: 'FR-1' }, Items: [item] },
        }),
      ),
    );
    expect(plain.General.Currency).toBe('CHF');
    expect(plain.General).not.toHaveProperty('DueDate');
    expect(plain.Client.ClientName).toBe('');
    expect(
      (
        await call('POST', '/api/document.svc/create/invoice', {
          json: { Client: { Reference: 'NOPE' }, Items: [item] },
        })
      ).status,
    ).toBe(400);
  });

  it('moves Status only along the allowed transitions; an issued invoice follows its money', async () => {
    const n = numberOf(
      await call('POST', '/api/document.svc/create/invoice', {
        json: { Client: { ClientName: 'Buyer' }, Items: [item] },
      }),
    );
    const to = (Status: string, type = 'invoice', number = n) =>
      call('PUT', `/api/document.svc/update/${type}/${number}`, { json: { General: { Status } } });
    expect((await to('accepted')).status).toBe(400);
    expect((await to('paid')).json.error.code).toBe('status_follows_payments');
    expect((await to('cancelled')).json.error.code).toBe('status_follows_payments');
    expect((await to('draft')).status).toBe(200);
    expect((await to('sent')).status).toBe(200);
    expect((await to('draft')).json.error.code).toBe('invoice_issued');
    expect((await get('invoice', n)).General.Status).toBe('sent');
    const e = numberOf(await call('POST', '/api/document.svc/create/estimate', { json: { Items: [item] } }));
    expect((await to('sent', 'estimate', e)).status).toBe(200);
    expect((await to('declined', 'estimate', e)).status).toBe(200);
    expect((await to('sent', 'estimate', e)).status).toBe(200);
    expect((await to('accepted', 'estimate', e)).status).toBe(200);
    expect((await to('declined', 'estimate', e)).status).toBe(409);
  });

  it('refuses bad amounts, dates, currencies and structure with 400, changing nothing', async () => {
    const sequence = async () =>
      Number(numberOf(await call('POST', '/api/document.svc/create/invoice', { json: { Items: [item] } })).slice(4));
    const before = await sequence();
    for (const json of [
      { Items: [] },
      { Items: [{ UnitRate: 1, Quantity: 1 }] },
      { Items: [{ Description: 'x', UnitRate: 1 }] },
      { Items: [{ ...item, UnitRate: 'ten' }] },
      { Items: [{ ...item, UnitRate: 1.1234567 }] },
      { Items: [{ ...item, UnitRate: 1e13 }] },
      { Items: [{ ...item, VAT: 101 }] },
      { Items: [{ ...item, Discount: -1 }] },
      { General: { DateIssue: '2026-02-30' }, Items: [item] },
      { General: { DateIssue: '2026-03-10', DueDate: '2026-03-01' }, Items: [item] },
      { General: { Currency: 'XYZ' }, Items: [item] },
      { General: { Number: 'a/b' }, Items: [item] },
      { General: { Type: 'receipt' }, Items: [item] },
      { General: { Status: 'lost' }, Items: [item] },
      { Items: [item], Extra: 1 },
    ]) {
      const res = await call('POST', '/api/document.svc/create/invoice', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.json.error.code).toMatch(/bad_request|validation_failed/);
    }
    // Nor does a refused create take a Number: the next invoice's follows the last one made.
    expect(await sequence()).toBe(before + 1);
  });

  it('refuses an estimate valid until before its date, and a number of days where a date is asked, saying so', async () => {
    const refused = await call('POST', '/api/document.svc/create/estimate', {
      json: { General: { DateIssue: '2026-03-10', Validity: '2026-03-09' }, Items: [item] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details).toEqual([{ field: 'General.Validity', message: 'is before DateIssue' }]);
    const days = await call('POST', '/api/document.svc/create/estimate', {
      json: { General: { Validity: 30, DueDate: 30 }, Items: [item] },
    });
    expect(days.status).toBe(400);
    expect(days.json.error.details).toEqual([
      { field: 'General.DueDate', message: 'must be a date YYYY-MM-DD' },
      { field: 'General.Validity', message: 'must be a date YYYY-MM-DD' },
    ]);
    const made = await call('POST', '/api/document.svc/create/estimate', {
      json: { General: { DateIssue: '2026-03-10', Validity: '2026-03-10' }, Items: [item] },
    });
    expect(made.status).toBe(200);
    const estimate = numberOf(made);
    // Moving the date past the validity is refused as well, and the estimate keeps its dates.
    const moved = await call('PUT', `/api/document.svc/update/estimate/${estimate}`, {
      json: { General: { DateIssue: '2026-03-11' } },
    });
    expect(moved.status).toBe(400);
    const kept = await call('GET', `/api/document.svc/get/estimate/${estimate}`);
    expect(kept.json.General).toMatchObject({ DateIssue: '2026-03-10', Validity: '2026-03-10' });
  });

  it("takes no answer on an estimate's page past its Validity: the page says it expired, and the seller may still invoice it", async () => {
    const own = await newAccount('Lapsed');
    const as = (
      method: string,
      path: string,
      opts: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
    ) => api.call(method, path, { token: own.token, ...opts });
    const today = (await as('GET', '/api/account/clock')).json.now.slice(0, 10);
    const made = await as('POST', '/api/document.svc/create/estimate', {
      json: { Client: { ClientName: 'Buyer' }, General: { Validity: today }, Items: [item] },
    });
    const estimate = numberOf(made);
    await as('PUT', `/api/document.svc/update/estimate/${estimate}`, { json: { General: { Status: 'sent' } } });
    const page = new URL((await as('PUT', `/api/document.svc/action/share/estimate/${estimate}`)).json.url).pathname;
    const open = await api.call('GET', page);
    const formToken = /name="form_token" value="([^"]+)"/.exec(open.text)![1]!;
    expect(open.text).toContain('Accept the estimate');
    // The day after its last valid day, on the account's clock.
    const dayAfter = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString();
    expect((await as('PUT', '/api/account/clock', { json: { now: dayAfter } })).status).toBe(200);
    const lapsed = await api.call('GET', page);
    expect(lapsed.text).toContain('Expired');
    expect(lapsed.text).not.toContain('Accept the estimate');
    for (const choice of ['accept', 'decline']) {
      const answer = await api.call('POST', `${page}/${choice}`, {
        body: `form_token=${formToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.status, choice).toBe(409);
      expect(answer.text).toContain('Estimate closed');
      expect(answer.text).not.toContain('Already answered');
    }
    expect((await as('GET', `/api/document.svc/get/estimate/${estimate}`)).json.General.Status).toBe('sent');
    expect((await as('PUT', `/api/document.svc/action/invoice/estimate/${estimate}`)).status).toBe(200);
  });

  it('refuses a text no font of the PDF prints with 400 naming the field, storing nothing; prints every other script', async () => {
    const refused = await call('POST', '/api/document.svc/create/invoice', {
      json: { Client: { ClientName: 'Fête 🎉' }, Items: [item] },
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.error.details).toContainEqual({
      field: 'Client.ClientName',
      message: 'holds U+1F389, a character no font of the documents prints',
    });
    const client = await call('POST', '/api/client/create', {
      json: { Company: { CompanyName: 'Ok' }, Notes: '\u{E000}' },
    });
    expect(client.status).toBe(400);
    expect(client.json.error.details[0].field).toBe('Notes');
    const n = numberOf(
      await call('POST', '/api/document.svc/create/invoice', {
        json: {
          Client: { ClientName: '株式会社テスト' },
          Items: [{ ...item, Description: 'شركة الأمل · חברת אלפא · हिन्दी · ไทย · 한국어 · 中文' }],
        },
      }),
    );
    const pdf = await fetch(`${api.state.baseUrl}/api/document.svc/get/invoice/${n}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).normalize('NFKC');
    // pdf.js parts text where the font changes (kanji and kana come from two subsets): compare without spaces.
    for (const written of ['株式会社テスト', '한국어', '中文', 'ไทย'])
      expect(text.replace(/ /g, '')).toContain(written);
    expect(text).not.toContain('?');
  });

  it('stores several hundred lines, and refuses a document too large to store with 413', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => ({
      Description: `Line ${i} ${'detail '.repeat(10)}`,
      UnitRate: '0.01',
      Quantity: 3,
      VAT: i % 2 ? 20 : 5.5,
    }));
    const n = numberOf(await call('POST', '/api/document.svc/create/invoice', { json: { Items: lines } }));
    const d = await get('invoice', n);
    expect(d.Items).toHaveLength(500);
    expect(d.Total.TOTALRAW).toBe(15);
    // Under the 1 MiB body limit, over what one DynamoDB item holds.
    const huge = Array.from({ length: 450 }, () => ({ Description: 'x'.repeat(900), UnitRate: 1, Quantity: 1 }));
    const res = await call('POST', '/api/document.svc/create/invoice', { json: { Items: huge } });
    expect(res.status).toBe(413);
    expect(res.json.error.message).toContain('too large to store');
  });

  it('lists by folder, client and status; a deleted invoice keeps its Number claimed', async () => {
    const n = numberOf(
      await call('POST', '/api/document.svc/create/invoice', {
        json: { General: { Number: 'KEEP-1', DateIssue: '2020-05-05' }, Client: { Reference: 'FR-1' }, Items: [item] },
      }),
    );
    expect(
      (await call('GET', '/api/document.svc/list/invoice?date_to=2020-12-31')).json.map(
        (d: { Number: string }) => d.Number,
      ),
    ).toEqual([n]);
    expect((await call('GET', '/api/document.svc/list/invoice?status=sent&date_to=2020-12-31')).json).toEqual([]);
    expect((await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { Folder: 'archived' } })).status).toBe(
      200,
    );
    expect(
      (await call('GET', '/api/document.svc/list/invoice?folder=archived')).json.map(
        (d: { Number: string }) => d.Number,
      ),
    ).toEqual([n]);
    expect((await call('DELETE', `/api/document.svc/delete/invoice/${n}`)).status).toBe(200);
    expect(
      (await call('GET', '/api/document.svc/list/invoice?folder=deleted')).json.map(
        (d: { Number: string }) => d.Number,
      ),
    ).toContain(n);
    expect(
      (
        await call('POST', '/api/document.svc/create/invoice', {
          json: { General: { Number: 'KEEP-1' }, Items: [item] },
        })
      ).status,
    ).toBe(409);
    const pages: string[] = [];
    let path: string | undefined = '/api/document.svc/list/invoice?limit=7';
    while (path) {
      const res = await call('GET', path);
      pages.push(...res.json.map((d: { Number: string }) => d.Number));
      const cursor = res.headers.get('x-next-cursor');
      path = cursor ? `/api/document.svc/list/invoice?limit=7&cursor=${encodeURIComponent(cursor)}` : undefined;
    }
    expect(new Set(pages).size).toBe(pages.length);
    expect(
      (
        await call(
          'GET',
          `/api/document.svc/list/invoice?client_id=1&cursor=${encodeURIComponent((await call('GET', '/api/document.svc/list/invoice?limit=1')).headers.get('x-next-cursor')!)}`,
        )
      ).status,
    ).toBe(400);
  });

  it("e-mails a real MIME message in the client's language, with a PDF a reader opens", async () => {
    const n = numberOf(
      await call('POST', '/api/document.svc/create/invoice', {
        json: {
          DefaultValueUse: true,
          Client: { Reference: 'FR-1' },
          Items: [item, { Description: 'Frais € spéciaux ✓', UnitRate: 5, Quantity: 2, VAT: 0 }],
          Comments: { Legal: 'Pénalités de retard: 10%' },
        },
      }),
    );
    const mail = await mailSentBy(async () => {
      const sent = await call('PUT', `/api/document.svc/action/sendbyemail/invoice/${n}`, {
        json: { Email_CC: 'cc@x.example', Email_BCC: 'audit@x.example', AttachSalesTerms: true },
      });
      expect(sent.text).toBe('true');
    });
    expect(mail.subject).toBe(`Facture ${n} de ${company}`);
    expect(mail.text).toContain('Bonjour Mme Léa Martin');
    expect(mail.to?.map((a) => a.address)).toEqual(['lea@client.example']);
    expect(mail.cc?.map((a) => a.address)).toEqual(['cc@x.example']);
    expect(mail.from?.name).toBe(company);
    // multipart/alternative: the HTML part says the same, with the figures as the PDF writes them (fr: `1 234,50 €`).
    const record = await get('invoice', n);
    const written = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: record.General.Currency }).format(
      record.Total.TotalNET,
    );
    expect(mail.text).toContain(written);
    expect(mail.html).toContain('Bonjour Mme Léa Martin');
    expect(mail.html).toContain(written);
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      [`Facture-${n}.pdf`, 'application/pdf'],
      ['Conditions générales de vente.pdf', 'application/pdf'],
    ]);
    const pdf = await PDFDocument.load(mail.attachments[0]!.content as ArrayBuffer);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Facture ${n}`);
    expect((await get('invoice', n)).General.Status).toBe('sent');
  });

  it('refuses header injection in e-mail fields', async () => {
    const n = numberOf(
      await call('POST', '/api/document.svc/create/invoice', {
        json: { Client: { ClientName: 'Buyer' }, Items: [item] },
      }),
    );
    for (const json of [
      { Email_TO: 'a@b.example\r\nBcc: evil@x.example' },
      { Email_TO: 'a@b.example', Subject: 'Hi\r\nBcc: evil@x.example' },
      { Email_TO: 'not-an-address' },
      {},
    ]) {
      expect(
        (await call('PUT', `/api/document.svc/action/sendbyemail/invoice/${n}`, { json })).status,
        JSON.stringify(json),
      ).toBe(400);
    }
    expect((await get('invoice', n)).General.Status).toBe('draft');
  });
});
