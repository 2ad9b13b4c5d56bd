import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { actingOwner } from '../../access/principal.ts';
import { createDocument } from '../documents/service.ts';
import { computeTotals } from '../documents/totals.ts';
import { createPayment } from '../payments/service.ts';
import { excessGoneWith, recordRefund } from './refunds.ts';

const owner = actingOwner('acct');

/** An invoice of 120.00 sent, 20.00 of it paid in cash, then a checkout of 120.00 paid at the provider. */
async function paidBeyondDue() {
  const { ports } = fakePorts();
  const doc = await createDocument(ports, owner, 'invoice', {
    General: { Status: 'sent' },
    Client: { ClientName: 'Payeur SARL' },
    Items: [{ Description: 'Conseil', UnitRate: '100', Quantity: '1', VAT: '20' }],
  } as never);
  const Invoice = doc.General.Number;
  await createPayment(ports, owner, { Invoice, Amount: '20', Method: 'cash' });
  const online = await createPayment(
    ports,
    owner,
    { Invoice, Amount: '120', Method: 'card', Notes: 'Paid online (cs_1)' },
    undefined,
    { object: 'pi_1', upToDue: true },
  );
  const totals = async () => computeTotals((await ports.documents.get('acct', 'invoice', Invoice))!);
  const history = async () => ports.documents.history('acct', 'invoice', Invoice, doc.createdAt);
  return { ports, Invoice, online, totals, history };
}

describe('a checkout paid for more than its invoice still owed', () => {
  it('records what the invoice owed and keeps the rest on its claim, to refund; a payment not from a checkout is refused as before', async () => {
    const { ports, Invoice, online, totals, history } = await paidBeyondDue();
    expect(online.amount).toBe('100');
    expect(online.notes).toBe('Paid online (cs_1); 20 paid beyond what the invoice owed, to refund at the provider');
    expect(await ports.payments.claimOf('pi_1')).toMatchObject({ paymentId: online.paymentId, excess: '20' });
    expect((await totals()).TotalDue.toString()).toBe('0');
    expect((await history()).find((h) => h.changes.payment_id === online.paymentId)?.changes).toMatchObject({
      Excess: '20',
    });
    // Owing nothing at all, or not through a checkout: refused, as any payment above TotalDue.
    const again = createPayment(ports, owner, { Invoice, Amount: '5', Method: 'card' }, undefined, {
      object: 'pi_2',
      upToDue: true,
    });
    await expect(again).rejects.toMatchObject({ code: 'overpayment' });
  });

  it('gives the excess back first: refunds racing take it once between them, the rest a refund on the invoice; repeats change nothing', async () => {
    const { ports, Invoice, online, totals, history } = await paidBeyondDue();
    const refund = (refundId: string) =>
      recordRefund(ports, 'acct', { refundId, paymentIntent: 'pi_1', amountMinor: 1500 });
    await Promise.all([refund('re_1'), refund('re_2')]);
    await Promise.all([refund('re_1'), refund('re_2')]);
    const parts = [await ports.payments.excessTaken('re_1'), await ports.payments.excessTaken('re_2')];
    expect(parts.sort()).toEqual(['15', '5']);
    expect((await ports.payments.claimOf('pi_1'))?.excess).toBe('0');
    const given = (await ports.payments.list('acct', 'active', { invoice: Invoice }, 50)).items.filter(
      (p) => p.refundOf === online.paymentId,
    );
    expect(given.map((p) => p.amount)).toEqual(['-10']);
    expect((await totals()).TotalPaid.toString()).toBe('110');
    // The part given from the excess is in the invoice's history, once, as no payment of it.
    const noted = (await history()).filter((h) => h.action === 'payment' && h.changes.recorded === false);
    expect(noted.map((h) => h.changes.Amount).sort()).toEqual(parts.map((p) => `-${p}`).sort());
  });

  it('leaves nothing of the excess to refund once the payment went back (a dispute lost), once however often', async () => {
    const { ports, online, history } = await paidBeyondDue();
    await recordRefund(ports, 'acct', { refundId: 're_1', paymentIntent: 'pi_1', amountMinor: 1500 });
    const claim = (await ports.payments.claimOf('pi_1'))!;
    expect((await excessGoneWith(ports, online, claim, 'fraudulent')).toString()).toBe('5');
    expect((await excessGoneWith(ports, online, claim, 'fraudulent')).toString()).toBe('5');
    expect((await ports.payments.claimOf('pi_1'))?.excess).toBe('0');
    const noted = (await history()).filter((h) => h.action === 'payment' && h.changes.recorded === false);
    expect(noted.map((h) => [h.changes.Amount, h.changes.Reference])).toEqual([
      ['-15', 're_1'],
      ['-5', 'reversal-pi_1'],
    ]);
    // A refund the provider still reported after it takes nothing from the excess.
    await recordRefund(ports, 'acct', { refundId: 're_2', paymentIntent: 'pi_1', amountMinor: 500 });
    expect(await ports.payments.excessTaken('re_2')).toBeUndefined();
  });
});
