import { beforeAll, describe, expect, it } from 'vitest';
import { connectFakeProvider, fakePorts } from '../../../test/support/fakes.ts';
import { loadSigningKey } from '../../kernel/signing-key.ts';
import { closeCheckouts } from './checkout.ts';
import { CHECKOUT_LIFETIME_MS } from './model.ts';

beforeAll(async () => {
  await loadSigningKey();
});

/** An account with a provider and a checkout for each of `invoices`, opened `ago` ms before. */
async function withCheckouts(invoices: string[], ago = 60_000) {
  const fake = fakePorts();
  await connectFakeProvider(fake.ports, 'acct');
  for (const invoice of invoices)
    await fake.ports.providerRecords.keepSession({
      sessionId: `cs_${invoice}`,
      accountId: 'acct',
      invoice,
      amount: '10.00',
      currency: 'EUR',
      createdAt: Date.now() - ago,
    });
  return fake;
}

describe('closing the checkouts of invoices about to be debited', () => {
  it('collects an invoice with no checkout, or whose checkouts closed; not one paid at the provider', async () => {
    const fake = await withCheckouts(['F-1', 'F-2']);
    fake.checkoutsPaid.set('cs_F-2', 'pi_2');
    const collectable = await closeCheckouts(fake.ports, 'acct', ['F-1', 'F-2', 'F-3']);
    expect([...collectable].sort()).toEqual(['F-1', 'F-3']);
  });

  it('collects what is left of an invoice whose checkout paid a part already recorded', async () => {
    const fake = await withCheckouts(['F-1', 'F-2']);
    fake.checkoutsPaid.set('cs_F-1', 'pi_1').set('cs_F-2', 'pi_2');
    fake.providerClaims.set('pi_1', { object: 'pi_1', accountId: 'acct', paymentId: 7 });
    // A claim without a payment (its payment failed first) recorded nothing.
    fake.providerClaims.set('pi_2', { object: 'pi_2', accountId: 'acct' });
    expect([...(await closeCheckouts(fake.ports, 'acct', ['F-1', 'F-2']))]).toEqual(['F-1']);
  });

  it('closes a checkout kept twice (asked for again the same day) once', async () => {
    const fake = await withCheckouts(['F-1']);
    const [kept] = await fake.ports.providerRecords.openedSince('acct', 0);
    await fake.ports.providerRecords.keepSession({ ...kept!, createdAt: kept!.createdAt + 1000 });
    const asked: string[] = [];
    fake.ports.paymentProvider.expireCheckout = async (_account, sessionId) => {
      asked.push(sessionId);
      return { state: 'expired' };
    };
    expect([...(await closeCheckouts(fake.ports, 'acct', ['F-1']))]).toEqual(['F-1']);
    expect(asked).toEqual(['cs_F-1']);
  });

  it('leaves out an invoice whose checkout the provider could not close, and collects the rest', async () => {
    const fake = await withCheckouts(['F-1']);
    fake.ports.paymentProvider.expireCheckout = async () => {
      throw new Error('The payment provider answered 503');
    };
    expect([...(await closeCheckouts(fake.ports, 'acct', ['F-1', 'F-2']))]).toEqual(['F-2']);
  });

  it('leaves alone a checkout past its lifetime: the provider closed it itself', async () => {
    const fake = await withCheckouts(['F-1'], CHECKOUT_LIFETIME_MS + 2 * 3_600_000);
    fake.checkoutsPaid.set('cs_F-1', 'pi_1');
    expect([...(await closeCheckouts(fake.ports, 'acct', ['F-1']))]).toEqual(['F-1']);
  });
});
