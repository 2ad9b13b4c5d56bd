import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripe } from '../../shared/adapters/payment-provider/stripe.ts';

/** A provider that answers every payment intent with the balance transaction the test sets. */
let balance: Record<string, unknown> = {};
let server: Server;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        id: 'pi_1',
        object: 'payment_intent',
        payment_method_types: ['card'],
        latest_charge: { payment_method_details: { type: 'card' }, balance_transaction: balance },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PAYMENT_PROVIDER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.PAYMENT_PROVIDER_URL;
  await new Promise((resolve) => server.close(resolve));
});

describe("Stripe's fee, as the service records it", () => {
  const account = { provider: 'stripe' as const, secretKey: 'sk_test_x' };
  const feeOf = async (fee: unknown, currency: unknown) => {
    balance = { object: 'balance_transaction', fee, currency };
    return stripe.paymentDetails(account, 'pi_1');
  };

  it("is read in its balance's currency and that currency's minor units", async () => {
    expect(await feeOf(175, 'eur')).toEqual({ method: 'card', fee: '1.75', feeCurrency: 'EUR' });
    expect(await feeOf(30, 'jpy')).toEqual({ method: 'card', fee: '30', feeCurrency: 'JPY' });
    expect(await feeOf(1234, 'kwd')).toEqual({ method: 'card', fee: '1.234', feeCurrency: 'KWD' });
  });

  it('is left out when the provider does not say it whole', async () => {
    expect(await feeOf(1.5, 'eur')).toEqual({ method: 'card' });
    expect(await feeOf(175, undefined)).toEqual({ method: 'card' });
    expect(await feeOf('175', 'eur')).toEqual({ method: 'card' });
  });
});
