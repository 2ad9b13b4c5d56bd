import { createHmac, randomBytes } from 'node:crypto';
import { allPorts as deps } from '../infra/local/ports.ts';
import { startLocalProvider, storedKeys } from '../infra/local/provider.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { type DirectDebit, toPain008 } from '../shared/features/directdebit/pain008.ts';
import { againstFloor, ratioColumns } from './interval.ts';
import { type Bench, heapSampled, type Row, request, round, timedInTurns, withinTarget } from './support.ts';

const SECRET = 'whsec_bench';

/** Issued invoices of one line through the API, each shared: their Numbers and page addresses. */
async function issuedInvoices(bench: Bench, token: string, count: number) {
  const made: { number: string; page: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await request(bench, token, 'POST', '/api/document.svc/create/invoice', {
      General: { Status: 'sent' },
      Client: { ClientName: 'Payeur SARL' },
      Items: [{ Description: 'Work', UnitRate: 100, Quantity: 1, VAT: 20 }],
    });
    const number = created.text.replace('Reference: ', '');
    const shared = await request(bench, token, 'PUT', `/api/document.svc/action/share/invoice/${number}`);
    made.push({ number, page: new URL(JSON.parse(shared.text).url).pathname });
  }
  return made;
}

/**
 * A provider's webhook that records a card payment (signature, the account found by its checkout,
 * the claim written with the payment, the fee asked of the stand-in), against a payment created
 * through the API on the same kind of invoice: their p50s, alternated.
 */
async function webhookP50(bench: Bench, count: number): Promise<Row> {
  const provider = await startLocalProvider(storedKeys, () => undefined);
  process.env.PAYMENT_PROVIDER_URL = provider.url;
  try {
    const { token, accountId } = await createAccount(deps, `Online bench ${Date.now()}`);
    await request(bench, token, 'PUT', '/api/account/payments', {
      Provider: 'stripe',
      PublishableKey: 'pk_test_bench',
      SecretKey: 'sk_test_bench',
      WebhookSecret: SECRET,
    });
    const viaWebhook = await issuedInvoices(bench, token, count + 3);
    const viaApi = await issuedInvoices(bench, token, count + 3);
    const sessions: string[] = [];
    for (const { page } of viaWebhook) {
      const pay = await fetch(`${bench.baseUrl}${page}/pay`, { redirect: 'manual' });
      sessions.push(/cs_[A-Za-z0-9_]+/.exec(pay.headers.get('location') ?? '')![0]);
    }
    // Each event built and signed ahead, so the timed part is the request alone (as for the API's).
    const events = sessions.map((session, i) => {
      const body = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session,
            payment_status: 'paid',
            payment_intent: `pi_${randomBytes(8).toString('hex')}`,
            payment_method_types: ['card'],
            // As the provider sends it: the checkout's metadata, which the service set.
            metadata: { invoice: viaWebhook[i]!.number, account_id: accountId },
          },
        },
      });
      const at = Math.floor(Date.now() / 1000);
      return { body, signature: `t=${at},v1=${createHmac('sha256', SECRET).update(`${at}.${body}`).digest('hex')}` };
    });
    const { webhook, api } = await timedInTurns(count, 3, {
      webhook: async (turn) => {
        const res = await fetch(`${bench.baseUrl}/api/provider/webhook/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': events[turn]!.signature },
          body: events[turn]!.body,
        });
        if (res.status !== 200) throw new Error(`webhook: ${res.status} ${await res.text()}`);
      },
      api: (turn) =>
        request(bench, token, 'POST', '/api/payment/create', {
          Invoice: viaApi[turn]!.number,
          Amount: 120,
          Method: 'card',
        }),
    });
    return {
      section: 'online payments',
      name: 'provider webhook recording a card payment, p50 (floor: a payment created through the API)',
      ...ratioColumns(againstFloor(webhook, api, { inTurns: true })),
      unit: 'ms',
      target: 1.2,
      note: 'the webhook also asks the provider (the local stand-in) for the fee',
    };
  } finally {
    process.env.PAYMENT_PROVIDER_URL = 'http://127.0.0.1:9';
    await provider.close();
  }
}

/** A file of 1,000 collections, far past a batch's 30, written within a second and 64 MB of heap. */
const PAIN008_TARGET_MS = 1000;
const PAIN008_HEAP_TARGET_MB = 64;

/** A pain.008 of `count` collections written at once: its time and the heap it held (a batch holds 30; this is its writer's reach). */
async function pain008Of(count: number): Promise<Row[]> {
  const debits: DirectDebit[] = Array.from({ length: count }, (_, i) => ({
    endToEndId: `RF18${String(i).padStart(10, '0')}`,
    amount: '101.16',
    mandateId: `RUM-${String(i).padStart(8, '0')}-ABCDEF`,
    signedAt: '2026-03-01',
    debtorName: `Payeur ${i}`,
    debtorIban: 'DE89370400440532013000',
    scheme: i % 10 ? 'CORE' : 'B2B',
    sequence: i % 3 ? 'RCUR' : 'FRST',
    remittance: `F-2026-${i}`,
  }));
  const { result, ms, peakMb } = await heapSampled(async () =>
    toPain008({
      messageId: 'BENCH-1',
      createdAt: new Date(),
      collectionDate: '2026-04-15',
      creditor: { name: 'Atelier Exemple SAS', iban: 'FR7630006000011234567890189', creditorId: 'FR72ZZZ123456' },
      debits,
    }),
  );
  const note = `${count} transactions, ${round(result.length / 1024)} KiB`;
  return [
    {
      section: 'online payments',
      name: `pain.008 of ${count} collections, written`,
      ...withinTarget(ms, PAIN008_TARGET_MS),
      unit: 'ms',
      note: `${note}; floor: the target, ${PAIN008_TARGET_MS} ms`,
    },
    {
      section: 'online payments',
      name: `pain.008 of ${count} collections, heap held`,
      ...withinTarget(peakMb, PAIN008_HEAP_TARGET_MB),
      unit: 'MB',
      note: `${note}; floor: the target, ${PAIN008_HEAP_TARGET_MB} MB`,
    },
  ];
}

/** The section of issue 47: the provider's webhook against the API's payment, and the direct debit file's writer. */
export async function onlinePayments(bench: Bench, count: number): Promise<Row[]> {
  return [await webhookP50(bench, count), ...(await pain008Of(1000))];
}
