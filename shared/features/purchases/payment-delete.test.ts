import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { importedInto } from '../../../test/support/purchases.ts';
import { actingOwner } from '../../access/principal.ts';
import { failureOf } from '../../kernel/errors.ts';
import { updateProfile } from '../profile/service.ts';
import { decideOnPurchase } from './decide.ts';
import { deleteSupplierPayment } from './payment-delete.ts';
import { recordSupplierPayment, settleCreditNote, settleDebit } from './payments.ts';
import { actOnPurchase, getPurchase } from './service.ts';
import { returnTransferPayment } from './transfer-returns.ts';
import { createTransfer } from './transfers.ts';

/** An account that pays from its IBAN, with supplier invoices of 120.00 (and credit notes of 12.00) to import. */
async function account() {
  const fake = fakePorts();
  fake.accounts.set('acct', { company: 'Acheteur', currency: 'EUR' });
  const deps = fake.ports;
  const owner = actingOwner('acct');
  await updateProfile(deps, owner, { IBAN: 'FR7630006000011234567890189', BIC: 'AGRIFRPP' } as never);
  const imported = importedInto(deps, owner);
  const approved = async (number: string) => {
    const id = await imported(number);
    await actOnPurchase(deps, owner, id, 'approve', {});
    return id;
  };
  const pay = (Purchase: number, Amount: string) =>
    recordSupplierPayment(deps, owner, { Purchase, Amount, Date: '2026-04-01', Method: 'cash' });
  const remove = (paymentId: number) => deleteSupplierPayment(deps, owner, paymentId);
  const purchase = (id: number) => getPurchase(deps, owner, id);
  /** A booked bank line naming the purchase by EndToEndId, as a transfer file wrote it. */
  const line = (purchaseId: number, bankRef: string, date: string, credit: boolean) => ({
    date,
    amount: '120.00',
    currency: 'EUR',
    credit,
    booked: true,
    name: 'Fournisseur',
    reference: 'x',
    bankRef,
    endToEndId: String(purchaseId),
  });
  return { deps, owner, imported, approved, pay, remove, purchase, line };
}

/** The code of the failure `call` rejects with, as the HTTP layer answers it. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'answered',
    (error: unknown) => {
      const failure = failureOf(error);
      if (!failure) throw error;
      return failure.code;
    },
  );

describe("deleting a supplier's payment", () => {
  it('leaves the purchase owing what it paid, back to the decision it was paid under, its history saying so; once', async () => {
    const { deps, owner, approved, pay, remove, purchase } = await account();
    const id = await approved('DEL-1');
    await actOnPurchase(deps, owner, id, 'partly_approve', { Reason: 'QTE_ERR' });
    const kept = await pay(id, '20');
    const mistaken = await pay(id, '100');
    expect(await purchase(id)).toMatchObject({ Status: 'paid', TotalPaid: '120' });
    await remove(mistaken.paymentId);
    const after = await purchase(id);
    expect(after).toMatchObject({ Status: 'partly_approved', TotalPaid: '20' });
    expect(after.payments.map((p) => p.paymentId)).toEqual([kept.paymentId]);
    expect(after.history.at(-1)).toMatchObject({
      Status: 'partly_approved',
      Comment: `payment ${mistaken.paymentId} deleted`,
    });
    expect(await deps.purchases.purchaseOfPayment('acct', mistaken.paymentId)).toBeUndefined();
    // Deleted already, never made, or another account's: not found.
    expect(await refusal(remove(mistaken.paymentId))).toBe('not_found');
    expect(await refusal(remove(999))).toBe('not_found');
    expect(await refusal(deleteSupplierPayment(deps, actingOwner('other'), kept.paymentId))).toBe('not_found');
    // Owing again, it takes a payment again.
    await pay(id, '100');
    expect(await purchase(id)).toMatchObject({ Status: 'paid', TotalPaid: '120' });
  });

  it("undoes a set-off on both sides, from the credit note's payment or the invoice's", async () => {
    const { deps, owner, approved, imported, remove, purchase } = await account();
    const bill = await approved('DEL-2');
    const note = await imported('AV-DEL-2', 'DEL-2');
    await decideOnPurchase(deps, owner, note, 'approve', {});
    const invoiceSide = (await purchase(bill)).payments[0]!;
    expect(invoiceSide).toMatchObject({ Method: 'credit_note', settles: note, Amount: '12' });
    expect((await purchase(note)).Status).toBe('paid');
    await remove(invoiceSide.paymentId);
    expect(await purchase(bill)).toMatchObject({ Status: 'approved', TotalPaid: '0', payments: [] });
    expect(await purchase(note)).toMatchObject({ Status: 'approved', TotalPaid: '0', payments: [] });

    // Set off again, by hand, and undone from the credit note's side.
    await settleCreditNote(deps, owner, { CreditNote: note, Date: '2026-04-02' });
    await remove((await purchase(note)).payments[0]!.paymentId);
    expect((await purchase(bill)).TotalPaid).toBe('0');
    expect((await purchase(note)).TotalPaid).toBe('0');

    // Undone from both sides at the same moment: once, the other not found.
    await settleCreditNote(deps, owner, { CreditNote: note, Date: '2026-04-03' });
    const sides = [bill, note].map(async (id) => (await purchase(id)).payments[0]!.paymentId);
    const answers = await Promise.all((await Promise.all(sides)).map((id) => refusal(remove(id))));
    expect(answers.sort()).toEqual(['answered', 'not_found']);
    for (const id of [bill, note]) expect(await purchase(id)).toMatchObject({ TotalPaid: '0', payments: [] });
  });

  it("leaves a transfer's payments as the bank made them: refused while a file pays the purchase, and a payment given back only after its return", async () => {
    const { deps, owner, approved, pay, remove, purchase, line } = await account();
    const id = await approved('DEL-3');
    const partial = await pay(id, '20');
    await createTransfer(deps, owner, { Purchases: [id], ExecutionDate: '2026-04-15' });
    expect(await refusal(remove(partial.paymentId))).toBe('purchase_in_transfer');
    expect(await settleDebit(deps, owner, 'FR76', { ...line(id, 'D1', '2026-04-15', false), amount: '100.00' })).toBe(
      true,
    );
    const debit = (await purchase(id)).payments[1]!;
    expect(await refusal(remove(debit.paymentId))).toBe('purchase_in_transfer');
    // The bank gives the transfer back: the purchase leaves it, and owes again.
    const returned = { ...line(id, 'R1', '2026-04-20', true), amount: '100.00', returnReason: 'AC04' };
    expect(await returnTransferPayment(deps, owner, 'FR76', returned)).toBe('given');
    expect(await refusal(remove(debit.paymentId))).toBe('conflict');
    // Paid again another way; the return then cannot go: the purchase would be paid twice.
    const again = await pay(id, '100');
    const back = (await purchase(id)).payments.find((p) => p.returns)!;
    expect(await refusal(remove(back.paymentId))).toBe('overpayment');
    await remove(again.paymentId);
    expect(await purchase(id)).toMatchObject({ Status: 'approved', TotalPaid: '20' });
    // The return deleted (booked by mistake), the transfer's payment stands again, and may go too.
    await remove(back.paymentId);
    expect(await purchase(id)).toMatchObject({ Status: 'paid', TotalPaid: '120' });
    await remove(debit.paymentId);
    expect(await purchase(id)).toMatchObject({ Status: 'approved', TotalPaid: '20' });
  });
});
