import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchBusinessBuyer, frenchSellerProfile } from '../support/french-parties.ts';
import {
  archivedKeys,
  callerOf,
  crash,
  demoAccountOf,
  interrupt,
  killEmulator,
  type LocalService,
  startService,
  verifiedCallback,
} from '../support/local-service.ts';
import { startReceiver } from '../support/receiver.ts';
import { generator } from '../support/seeded.ts';
import { eventually } from '../support/wait.ts';

/**
 * A crash at a moment no test chose (docs/asynchronous-work.md, Crash tests): `npm start` killed
 * outright while a burst of writes is in flight (a statement paying invoices by their RF
 * references, payments, cards paid on the provider's page, hand-offs to the e-invoicing platform,
 * issues taking stock under `at_issue` numbering, a cancel), then started again, and everything
 * the service answered for, and everything it took in, holds: each statement done and counted,
 * each card the provider took paying its invoice, each payment in its invoice and told by webhook,
 * each answered issue issued, the stock what the issued invoices took, the journal whole (its
 * `at_issue` series without a gap), the receivables those of the documents, each answered hand-off
 * followed to its last status, each issued invoice archived. The moment and the quantities are
 * drawn from `CRASH_SEED` (a run is the same run again for its seed, the machine's pace aside);
 * `CRASH_CYCLES` runs more bursts, each crashed, in one data folder.
 */
const SEED = Number(process.env.CRASH_SEED ?? 20261130);
const CYCLES = Number(process.env.CRASH_CYCLES ?? 1);
const STOCK = 1000;
/** Issued invoices a burst pays: the statement's first, then the API's, then the cards. */
const BY_STATEMENT = 8;
const BY_API = 4;
const BY_CARD = 2;
/** Issued invoices a burst hands to the e-invoicing platform, after those it pays. */
const TRANSMITTED = 2;
const DRAFTS = 8;

type Answer = { status: number | 'lost'; text: string };
type Document = {
  client_id: number;
  General: { Number: string; Status: string; PaymentReference: string; Lifecycle?: string };
  Items: { Quantity: number }[];
  Total: { TotalNET: number; TotalPaid: number; TotalDue: number };
  Payments: { Payment?: { payment_id: number }[] };
};

const json = async <T>(answer: Promise<{ status: number; text: string }>, what: string): Promise<T> => {
  const { status, text } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
};
const referenceOf = async (answer: Promise<{ status: number; text: string }>, what: string) => {
  const { status, text } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${text.slice(0, 500)}`);
  return text.replace('Reference: ', '').trim();
};
/** The events the stand-in provider took and has not yet had the service acknowledge (its kept state). */
const providerOutbox = (dataDir: string) => {
  const file = join(dataDir, 'provider-state.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { outbox: unknown[] }).outbox.length : 0;
};

/**
 * What a burst's crash kills: the whole service but DynamoDB Local, started again after; or the
 * SQS and S3 emulator alone, which the service starts again by itself (an outage of those
 * services, during which a request that needs them answers 503 or 504, never 500).
 */
type Crash = 'service' | 'emulator';

const bursts = (how: Crash) =>
  it(
    `loses nothing it answered for or took in, ${how === 'service' ? 'the service killed' : 'the queue emulator killed alone'} (seed ${SEED}, ${CYCLES} burst${CYCLES > 1 ? 's' : ''})`,
    async () => {
      const random = generator(SEED);
      const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-random-crash-'));
      const env = { WEBHOOK_ALLOW_PRIVATE: 'true', INVOICING_QUIET: 'true' };
      const receiver = await startReceiver();
      let service: LocalService = await startService(dataDir, env);
      try {
        let call = callerOf(service);
        await json(call('PUT', '/api/account/profile', { ...frenchSellerProfile, Numbering: 'at_issue' }), 'profile');
        await json(
          call('PUT', '/api/account/payments', {
            Provider: 'stripe',
            PublishableKey: 'pk_test_crash',
            SecretKey: 'sk_test_crashatarandommoment',
            WebhookSecret: 'whsec_crashatarandommoment',
          }),
          'provider',
        );
        await verifiedCallback(service, receiver, 'payment.create', '/paid');

        for (let cycle = 0; cycle < CYCLES; cycle += 1) {
          const tag = `R${cycle}`;
          const entry = `STOCK-${tag}`;
          const reference = `${frenchBusinessBuyer.Reference}-${tag}`;
          await referenceOf(
            call('POST', '/api/client/create', { ...frenchBusinessBuyer, Reference: reference }),
            'client',
          );
          await referenceOf(
            call('POST', '/api/catalog/create', {
              Name: entry,
              Description: entry,
              Price: 10,
              Currency: 'EUR',
              IsInventory: true,
              StockQuantity: STOCK,
            }),
            'entry',
          );
          const draft = () =>
            referenceOf(
              call('POST', '/api/document.svc/create/invoice', {
                General: { DueDate: '2036-01-31' },
                Client: { Reference: reference },
                Items: [{ Reference: entry, Description: 'Part', UnitRate: 10, Quantity: 1 + random.int(5), VAT: 20 }],
              }),
              'draft',
            );
          const issue = (number: string) =>
            call('PUT', `/api/document.svc/update/invoice/${number}`, { General: { Status: 'sent' } });
          const get = (number: string) =>
            json<Document>(call('GET', `/api/document.svc/get/invoice/${number}`), number);
          const issued: Document[] = [];
          for (let i = 0; i < BY_STATEMENT + BY_API + BY_CARD + TRANSMITTED; i += 1) {
            const number = await draft();
            await referenceOf(issue(number), 'issue');
            issued.push(await get(number));
          }
          const drafts: string[] = [];
          for (let i = 0; i < DRAFTS; i += 1) drafts.push(await draft());
          const byApi = issued.slice(BY_STATEMENT, BY_STATEMENT + BY_API);
          // The provider's hosted checkouts, reached from each invoice's payment link.
          const checkouts = new Map<string, string>();
          for (const { General } of issued.slice(BY_STATEMENT + BY_API, BY_STATEMENT + BY_API + BY_CARD)) {
            const link = await json<{ Url: string }>(
              call('PUT', `/api/document.svc/action/paylink/invoice/${General.Number}`),
              'paylink',
            );
            const page = await fetch(link.Url, { redirect: 'manual' });
            checkouts.set(General.Number, page.headers.get('location')!);
          }

          // The burst, all at once; the crash at a moment drawn from the seed.
          const answers = new Map<string, Answer>();
          const send = (what: string, request: () => Promise<{ status: number; text: string }>) =>
            request().then(
              (answer) => answers.set(what, answer),
              (error: Error) => answers.set(what, { status: 'lost', text: error.message }),
            );
          const credits = issued
            .slice(0, BY_STATEMENT)
            .map(
              (d, i) => `2026-11-30,${d.Total.TotalNET.toFixed(2)},EUR,Payer,${d.General.PaymentReference},${tag}-${i}`,
            );
          const burst = [
            send('import', () =>
              call(
                'POST',
                '/api/bank/statement/import',
                `Date,Amount,Currency,Name,Reference,BankRef\n${credits.join('\n')}\n`,
                'text/csv',
              ),
            ),
            ...byApi.map(({ General, Total }) =>
              send(`pay ${General.Number}`, () =>
                call('POST', '/api/payment/create', {
                  Invoice: General.Number,
                  Amount: Total.TotalNET,
                  Date: '2026-11-30',
                  Method: 'bank_transfer',
                }),
              ),
            ),
            ...[...checkouts].map(([number, checkout]) =>
              send(`card ${number}`, async () => {
                const paid = await fetch(checkout, { method: 'POST', body: new URLSearchParams({ choice: 'card' }) });
                return { status: paid.status, text: await paid.text() };
              }),
            ),
            ...issued
              .slice(BY_STATEMENT + BY_API + BY_CARD)
              .map(({ General }) =>
                send(`transmit ${General.Number}`, () =>
                  call('PUT', `/api/document.svc/action/transmit/invoice/${General.Number}`),
                ),
              ),
            ...drafts.map((number) => send(`issue ${number}`, () => issue(number))),
            send('cancel', () =>
              call('PUT', `/api/document.svc/action/cancel/invoice/${issued[BY_STATEMENT - 1]!.General.Number}`),
            ),
          ];
          const moment = random.int(2000);
          await new Promise((resolve) => setTimeout(resolve, moment));
          if (how === 'service') await crash(service.child, dataDir);
          else killEmulator(dataDir);
          await Promise.all(burst);
          const told = `burst ${cycle}, ${how} crashed ${moment} ms in: ${[...answers].map(([what, a]) => `${what} ${a.status}`).join(', ')}`;
          if (how === 'service') {
            service = await startService(dataDir, env);
            call = callerOf(service);
          } else {
            // The outage ends once the service has started the emulator again: a read that needs its bucket answers.
            const archive = `/api/audit/archive/invoice/${issued[0]!.General.Number}`;
            await eventually(async () => (await call('GET', archive)).status !== 503, `the emulator; ${told}`, 30_000);
          }

          for (const [what, answer] of answers) {
            // An outage's answer: nothing done (503), or perhaps done (504); either way, the checks below take it as lost.
            const outage = how === 'emulator' && (answer.status === 503 || answer.status === 504);
            expect(answer.status === 'lost' || outage || answer.status < 500, `${what}: ${answer.text}; ${told}`).toBe(
              true,
            );
            if (outage) answer.status = 'lost';
          }
          // Every statement taken in is done and counted, whether or not its answer came back.
          for (let id = 1; id <= cycle + 2; id += 1) {
            const statement = () => call('GET', `/api/bank/statement/get/${id}`);
            if ((await statement()).status === 404) continue;
            await eventually(
              async () => JSON.parse((await statement()).text).Status === 'done',
              `statement ${id}; ${told}`,
              90_000,
            );
            const counts = JSON.parse((await statement()).text);
            expect(counts.Matched + counts.Unmatched + counts.Duplicates, told).toBe(counts.Credits);
          }
          // Every card payment the provider took is delivered (it sends its kept events again after a start).
          await eventually(() => providerOutbox(dataDir) === 0, `the provider's events; ${told}`, 60_000);
          const documents = new Map<string, Document>();
          for (const number of [...issued.map((d) => d.General.Number), ...drafts])
            documents.set(number, await get(number));
          for (const d of documents.values()) {
            const payments = await json<{ Amount: number }[]>(
              call('GET', `/api/payment/list?invoice=${d.General.Number}&limit=100`),
              'payments',
            );
            expect(
              payments.reduce((sum, p) => sum + p.Amount, 0),
              `${d.General.Number}; ${told}`,
            ).toBeCloseTo(d.Total.TotalPaid, 2);
            expect(d.Total.TotalPaid, `${d.General.Number}; ${told}`).toBeLessThanOrEqual(d.Total.TotalNET);
          }
          // What the service answered for is there; a hand-off is followed to the platform's last status.
          for (const [what, answer] of answers) {
            if (answer.status === 'lost' || answer.status >= 300) continue;
            const [kind, number] = what.split(' ');
            if (kind === 'transmit')
              await eventually(
                async () => (await get(number!)).General.Lifecycle === 'made_available',
                `${what}; ${told}`,
                90_000,
              );
            if (kind === 'pay') expect(documents.get(number!)!.Total.TotalPaid, `${what}; ${told}`).toBeGreaterThan(0);
            if (kind === 'card' && answer.text.includes('Payment succeeded'))
              expect(documents.get(number!)!.General.Status, `${what}; ${told}`).toBe('paid');
            if (kind === 'issue') expect(documents.get(number!)!.General.Status, `${what}; ${told}`).not.toBe('draft');
          }
          // The stock is what the issued invoices took, less what the cancel gave back.
          const stock = await json<{ StockQuantity: number }>(call('GET', `/api/catalog.svc/get/${entry}`), 'entry');
          const movements = await json<{ Quantity: number; Balance: number }[]>(
            call('GET', `/api/catalog.svc/movements/${entry}?limit=100`),
            'movements',
          );
          const live = [...documents.values()].filter((d) => d.General.Status !== 'draft');
          const taken = live.reduce((sum, d) => sum + d.Items.reduce((n, item) => n + item.Quantity, 0), 0);
          const givenBack = movements.filter((m) => m.Quantity > 0).reduce((sum, m) => sum + m.Quantity, 0);
          expect(stock.StockQuantity, told).toBe(STOCK - taken + givenBack);
          expect(movements[0]?.Balance, told).toBe(stock.StockQuantity);
          // The journal is whole, its series of issued Numbers without a gap.
          expect(await json(call('GET', '/api/audit/verify'), 'verify'), told).toMatchObject({ Valid: true });
          // The receivables are the documents'.
          let receivables: { Currencies: { Clients: { client_id: number; Total: number }[] }[] } | undefined;
          await eventually(
            async () => {
              const answer = JSON.parse((await call('GET', '/api/report/receivables')).text);
              receivables = answer;
              return answer.Pending === false;
            },
            `receivables; ${told}`,
            60_000,
          );
          const owed = live
            .filter((d) => d.General.Status !== 'cancelled')
            .reduce((sum, d) => sum + d.Total.TotalDue, 0);
          const clientId = issued[0]!.client_id;
          const line = receivables!.Currencies.flatMap((c) => c.Clients).find((c) => c.client_id === clientId);
          expect(line?.Total ?? 0, told).toBeCloseTo(owed, 2);
          // Every payment told by webhook; every issued invoice archived with its PDF, UBL and CII.
          const paymentIds = live.flatMap((d) => (d.Payments.Payment ?? []).map((p) => String(p.payment_id)));
          for (const id of paymentIds)
            await receiver.waitFor((r) => r.form.name === 'payment/create' && r.form.object_id === id, 60_000);
          // Written by the archive worker, read from the emulator's disk first: the API's read would make what is missing.
          const account = demoAccountOf(dataDir);
          for (const d of live) {
            const folder = `${account}/invoice/${encodeURIComponent(d.General.Number)}-`;
            const names = () =>
              archivedKeys(dataDir).flatMap((key) =>
                key.startsWith(folder) ? (key.slice(folder.length).match(/^\d+\/(.+)$/)?.[1] ?? []) : [],
              );
            await eventually(
              () => {
                const archived = names();
                return ['document.cii.xml', 'document.pdf', 'document.ubl.xml'].every((n) => archived.includes(n));
              },
              `the archive of ${d.General.Number}; ${told}`,
              60_000,
            );
            const files = await json<unknown[]>(
              call('GET', `/api/audit/archive/invoice/${d.General.Number}`),
              'archive',
            );
            expect(files.length, `${d.General.Number}; ${told}`).toBeGreaterThanOrEqual(3);
          }
        }
      } finally {
        await interrupt(service.child, 'SIGTERM');
        await receiver.close();
      }
    },
    240_000 * CYCLES,
  );

describe('a crash at a random moment', () => {
  bursts('service');
  bursts('emulator');
});
