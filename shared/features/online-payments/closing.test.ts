import { beforeAll, describe, expect, it } from 'vitest';
import { connectFakeProvider, fakePorts } from '../../../test/support/fakes.ts';
import { actingOwner } from '../../access/principal.ts';
import { loadSigningKey } from '../../kernel/signing-key.ts';
import type { Document } from '../documents/model.ts';
import { applyDocumentInput, newDocument } from '../documents/rules.ts';
import { createDocument } from '../documents/service.ts';
import { createPayment } from '../payments/service.ts';
import { openCheckout } from './checkout.ts';
import { closeOutgrownCheckouts } from './closing.ts';
import { checkoutsMessages } from './closing-messages.ts';

beforeAll(async () => {
  await loadSigningKey();
});

/** An invoice of 120.00 (100 + 20% VAT), sent, with `extra` over it. */
function invoice(extra: Partial<Document> = {}, status: Document['General']['Status'] = 'sent'): Document {
  const doc = applyDocumentInput(
    newDocument('acct', 'invoice', Date.UTC(2026, 11, 1), 1, '2026-12-01'),
    { Items: [{ Description: 'Conseil', UnitRate: '100', Quantity: '1', VAT: '20' }] },
    {},
    true,
  );
  return { ...doc, ...extra, General: { ...doc.General, Number: 'F-1', Status: status } };
}
const paid = (amount: string) => ({ payments: [{ paymentId: 1, amount, date: '2026-12-02' }] });

describe('which changes of an invoice close its checkouts', () => {
  it('one that owes less online than before: a payment, paid in full, cancelled; not a draft issued, a refund, an edit of what is not due', () => {
    const cases: [string, Document | undefined, Document, boolean][] = [
      ['a part paid', invoice(), invoice(paid('20')), true],
      ['paid in full', invoice(paid('20')), invoice(paid('120'), 'paid'), true],
      ['cancelled', invoice(), invoice({}, 'cancelled'), true],
      ['issued from a draft', invoice({}, 'draft'), invoice(), false],
      ['a payment given back', invoice(paid('20')), invoice(), false],
      ['sent again, nothing paid', invoice(), invoice({ sentCount: 2 }), false],
      ['created', undefined, invoice(), false],
      // The batch that sent its debit to the bank closed its checkouts itself.
      ['its debit with the bank', invoice(), invoice({ collection: { date: '2026-12-20' } as never }), false],
    ];
    for (const [what, before, next, closes] of cases)
      expect(checkoutsMessages([{ ...(before ? { before } : {}), next }]), what).toEqual(
        closes ? [{ kind: 'checkouts', accountId: 'acct', invoice: 'F-1' }] : [],
      );
  });
});

describe('closing the checkouts an invoice outgrew', () => {
  /** An account with a provider, an invoice of 120.00 sent, and its checkouts of `amounts`. */
  async function withInvoice(amounts: string[]) {
    const fake = fakePorts();
    const owner = actingOwner('acct');
    await connectFakeProvider(fake.ports, 'acct');
    const doc = await createDocument(fake.ports, owner, 'invoice', {
      General: { Status: 'sent' },
      Client: { ClientName: 'Payeur SARL' },
      Items: [{ Description: 'Conseil', UnitRate: '100', Quantity: '1', VAT: '20' }],
    } as never);
    const number = doc.General.Number;
    for (const [i, amount] of amounts.entries())
      await fake.ports.providerRecords.keepSession({
        sessionId: `cs_${i}`,
        accountId: 'acct',
        invoice: number,
        amount,
        currency: 'EUR',
        createdAt: Date.now() - 60_000,
      });
    const closed: string[] = [];
    fake.ports.paymentProvider.expireCheckout = async (_account, sessionId) => {
      closed.push(sessionId);
      return { state: 'expired' };
    };
    return { fake, owner, number, closed };
  }

  it('closes those that ask for more than is left to pay, and leaves one for what is due', async () => {
    const { fake, owner, number, closed } = await withInvoice(['120.00', '50.00', '70.00']);
    await createPayment(fake.ports, owner, { Invoice: number, Amount: '50', Method: 'cash' } as never);
    await closeOutgrownCheckouts(fake.ports, { kind: 'checkouts', accountId: 'acct', invoice: number });
    expect(closed).toEqual(['cs_0']);
  });

  it('closes all of them once nothing is left to pay', async () => {
    const { fake, owner, number, closed } = await withInvoice(['120.00', '10.00']);
    await createPayment(fake.ports, owner, { Invoice: number, Amount: '120', Method: 'cash' } as never);
    await closeOutgrownCheckouts(fake.ports, { kind: 'checkouts', accountId: 'acct', invoice: number });
    expect(closed.sort()).toEqual(['cs_0', 'cs_1']);
  });

  it('throws, to be tried again, when the provider could not close one', async () => {
    const { fake, owner, number } = await withInvoice(['120.00']);
    await createPayment(fake.ports, owner, { Invoice: number, Amount: '120', Method: 'cash' } as never);
    fake.ports.paymentProvider.expireCheckout = async () => {
      throw new Error('The payment provider answered 503');
    };
    await expect(
      closeOutgrownCheckouts(fake.ports, { kind: 'checkouts', accountId: 'acct', invoice: number }),
    ).rejects.toThrow(/could not be closed/);
  });

  it('throws, to be tried again, when the provider settings could not be read; an account without a provider has nothing to close', async () => {
    const { fake, owner, number, closed } = await withInvoice(['120.00']);
    await createPayment(fake.ports, owner, { Invoice: number, Amount: '120', Method: 'cash' } as never);
    const settings = fake.ports.providerRecords.settings.bind(fake.ports.providerRecords);
    fake.ports.providerRecords.settings = async () => {
      throw new Error('ProvisionedThroughputExceededException');
    };
    const message = { kind: 'checkouts', accountId: 'acct', invoice: number } as const;
    await expect(closeOutgrownCheckouts(fake.ports, message)).rejects.toThrow(/ProvisionedThroughput/);
    fake.ports.providerRecords.settings = async () => undefined;
    await closeOutgrownCheckouts(fake.ports, message);
    expect(closed).toEqual([]);
    fake.ports.providerRecords.settings = settings;
    await closeOutgrownCheckouts(fake.ports, message);
    expect(closed).toEqual(['cs_0']);
  });

  it('closes at once, and refuses (409), a checkout opened while a payment came: the closing may have read the checkouts before it was kept', async () => {
    const { fake, owner, number, closed } = await withInvoice([]);
    const doc = (await fake.ports.documents.get('acct', 'invoice', number))!;
    const opened = { doc, principal: owner, link: { accountId: 'acct' } as never };
    const provider = fake.ports.paymentProvider;
    const open = provider.openCheckout.bind(provider);
    provider.openCheckout = async (account, request) => {
      await createPayment(fake.ports, owner, { Invoice: number, Amount: '50', Method: 'cash' } as never);
      return open(account, request);
    };
    await expect(openCheckout(fake.ports, opened, 'https://pages.invalid/d/t')).rejects.toThrow(
      /changed while its checkout was opened/,
    );
    expect(closed).toHaveLength(1);
    // Opened again, for what is left: kept open.
    provider.openCheckout = open;
    const fresh = (await fake.ports.documents.get('acct', 'invoice', number))!;
    const again = await openCheckout(fake.ports, { ...opened, doc: fresh }, 'https://pages.invalid/d/t');
    expect(again.amount.toString()).toBe('70');
    expect(closed).toHaveLength(1);
  });
});
