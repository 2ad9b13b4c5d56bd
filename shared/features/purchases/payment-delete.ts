import type { Principal } from '../../access/principal.ts';
import { conflict, notFound, refused } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
import { retryContended, waitWhileHeld } from '../../kernel/optimistic.ts';
import type { Stores } from '../ports.ts';
import { type Purchase, type PurchasePayment, setOffMethod } from './model.ts';
import { decisionOf, dueOf } from './rules.ts';
import { getPurchase } from './service.ts';

/**
 * The purchase without one of its payments: TotalPaid less it, owing again what it paid (a
 * purchase it had paid goes back to the buyer's decision), its history saying so. Refused while a
 * transfer file pays the purchase (the bank pays what the file says: cancel the file, or record
 * its return), for a payment a return gave back (that return first), and for a return whose
 * deletion would leave the purchase paid beyond its total.
 */
export function withoutPayment(before: Purchase, payment: PurchasePayment, userId: number): Purchase {
  if (before.transferId !== undefined)
    throw refused(
      'purchase_in_transfer',
      `The purchase ${before.purchaseId} is paid by transfer ${before.transferId}: its payments stay as the bank makes them (cancel the transfer first, or import the bank's return).`,
    );
  const givenBack = before.payments.find((p) => p.returns?.paymentId === payment.paymentId);
  if (givenBack)
    throw conflict(
      `The payment ${payment.paymentId} was given back by the bank (payment ${givenBack.paymentId}): delete that one first.`,
    );
  const left: Purchase = {
    ...before,
    payments: before.payments.filter((p) => p.paymentId !== payment.paymentId),
    TotalPaid: decimal(before.TotalPaid).minus(payment.Amount).toString(),
    version: before.version + 1,
    updatedBy: userId,
  };
  const due = dueOf(left);
  if (due.lt(0))
    throw refused(
      'overpayment',
      `Without the payment ${payment.paymentId}, purchase ${before.purchaseId} would be paid ${due.times(-1).toString()} beyond its total.`,
    );
  const Status = due.lte(0) ? 'paid' : before.Status === 'paid' ? decisionOf(before) : before.Status;
  return {
    ...left,
    Status,
    history: [
      ...before.history,
      { Status, Comment: `payment ${payment.paymentId} deleted`, At: Date.now(), By: userId },
    ],
  };
}

/** The other side of a set-off: the payment its other purchase took for it (of one amount and date, any of them alike). */
const otherSide = (payment: PurchasePayment, on: Purchase, other: Purchase): PurchasePayment | undefined =>
  other.payments.find(
    (p) =>
      p.Method === setOffMethod &&
      p.settles === on.purchaseId &&
      p.Amount === payment.Amount &&
      p.Date === payment.Date,
  );

/**
 * Deletes a payment to a supplier (docs/api.md §18): a payment typed in by mistake, a debit the
 * statement matched to the wrong purchase. Its purchase owes again what it paid, as `withoutPayment`
 * says; a set-off (Method `credit_note`) is undone on both sides, the credit note's and the
 * invoice's, in one write. A payment id the account has no payment of: 404.
 */
export const deleteSupplierPayment = (
  deps: Pick<Stores, 'purchases'>,
  principal: Principal,
  paymentId: number,
): Promise<void> =>
  waitWhileHeld(() =>
    retryContended(async () => {
      const missing = () => notFound(`The supplier payment ${paymentId}`);
      const purchaseId = await deps.purchases.purchaseOfPayment(principal.accountId, paymentId);
      if (purchaseId === undefined) throw missing();
      const purchase = await getPurchase(deps, principal, purchaseId);
      const payment = purchase.payments.find((p) => p.paymentId === paymentId);
      if (!payment) throw missing();
      const changes = [{ before: purchase, after: withoutPayment(purchase, payment, principal.userId) }];
      const other =
        payment.settles === undefined ? undefined : await deps.purchases.get(principal.accountId, payment.settles);
      const counterpart = other && otherSide(payment, purchase, other);
      if (other && counterpart)
        changes.push({ before: other, after: withoutPayment(other, counterpart, principal.userId) });
      await deps.purchases.replaceTogether(changes);
    }),
  );
