import { beforeAll, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { actingOwner } from '../../access/principal.ts';
import { loadSigningKey } from '../../kernel/signing-key.ts';
import { closeCheckouts } from './checkout.ts';
import { CHECKOUT_LIFETIME_MS } from './model.ts';
import { keepProvider } from './service.ts';

beforeAll(async () => {
  await loadSigningKey();
});

/** An account with a provider and a checkout for each of `invoices`, opened `ago` ms before. */
async function withCheckouts(invoices: string[], ago = 60_000) {
  const fake = fakePorts();
  const owner = actingOwner('acct');
  await keepProvider(fake.ports, owner, {
    Provider: 'stripe',
    PublishableKey: 'pk_test_1',
    SecretKey: 'sk_test_1',
    WebhookSecret: 'whsec_1',
  });
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
    fake.checkoutsPaid.add('cs_F-2');
    const collectable = await closeCheckouts(fake.ports, 'acct', ['F-1', 'F-2', 'F-3']);
    expect([...collectable].sort()).toEqual(['F-1', 'F-3']);
  });

  it('leaves out an invoice whose checkout the provider could not close, and collects the rest', async () => {
    const fake = await withCheckouts(['F-1']);
    fake.ports.paymentProvider.expireCheckout = async () => {
      throw new Error('The payment provider answered 503');
    };
    expect([...(await closeCheckouts(fake.ports, 'acct', ['F-1', 'F-2']))]).toEqual(['F-2']);
  });

  it('leaves alone a checkout past its lifetime: the provider closed it itself', async () => {
    const fake = await withCheckouts(['F-1'], CHECKOUT_LIFETIME_MS + 60_000);
    fake.checkoutsPaid.add('cs_F-1');
    expect([...(await closeCheckouts(fake.ports, 'acct', ['F-1']))]).toEqual(['F-1']);
  });
});
