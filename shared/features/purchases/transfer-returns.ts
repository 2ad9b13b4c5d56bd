import type { Principal } from '../../access/principal.ts';
import { conflict, failureOf, isConflict } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
import type { StatementLine } from '../bank-entries/model.ts';
import { bankLineRef } from '../bank-entries/rules.ts';
import type { Stores } from '../ports.ts';
import { type Purchase, type PurchasePayment, transferMethod } from './model.ts';
import { type PaymentChange, purchaseInTransferLine, recordPayment, withPayment } from './payments.ts';
import { decisionOf } from './rules.ts';

/** Whether the bank line of this reference gave one of the purchase's payments back (a debit's line may share a reference made of its content). */
const returnedBy = (p: Purchase, bankRef: string): boolean =>
  p.payments.some((x) => x.bankRef === bankRef && x.returns);

/** What a statement's returned credit did to a supplier's transfer: gave it back now, or an earlier import of it did. */
export type TransferReturn = 'given' | 'recorded';

/**
 * A transfer the supplier's bank gave back (docs/api.md §18): a wrong or closed account, a
 * supplier's bank that refused it. The money is on the account again, so the purchase owes again.
 */

/** The transfer payment of a purchase a return of `amount` booked on `date` gives back: the latest not given back already. */
function paymentReturned(p: Purchase, amount: string, date: string): PurchasePayment | undefined {
  const given = new Set(p.payments.flatMap((x) => (x.returns ? [x.returns.paymentId] : [])));
  return p.payments.findLast(
    (x) =>
      x.Method === transferMethod &&
      !x.returns &&
      !given.has(x.paymentId) &&
      x.Date <= date &&
      decimal(x.Amount).eq(amount),
  );
}

/**
 * The purchase after the return: its payment negated beside it, what it had due due again, back
 * to the buyer's decision and out of the transfer that paid it (a new one may pay it), its
 * history saying so with the bank's reason.
 */
const givingBack = (line: StatementLine, paymentId: number): PaymentChange => ({
  require(before) {
    const still = before.payments.find((x) => x.paymentId === paymentId);
    if (!still || before.payments.some((x) => x.returns?.paymentId === paymentId))
      throw conflict(`The payment ${paymentId} of purchase ${before.purchaseId} was given back already.`);
  },
  apply(before, payment, userId) {
    const { transferId: _left, ...paid } = withPayment(before, payment, userId);
    const owes = paid.Status === 'paid' || paid.Status === 'payment_sent';
    const Status = owes ? decisionOf(before) : paid.Status;
    return {
      ...paid,
      Status,
      history: [
        ...paid.history,
        { Status, Reason: line.returnReason, Comment: 'transfer returned by the bank', At: Date.now(), By: userId },
      ],
    };
  },
});

/**
 * A bank statement's booked credit with a return reason (camt `RtrInf/Rsn/Cd`) whose `EndToEndId`
 * is a purchase's id, as its transfer file wrote it, gives back that purchase's transfer payment
 * of the amount: recorded as that amount negated on the booking date, once per bank line. Answers
 * `given` when it gave one back now, `recorded` when an earlier import of the line did, else
 * nothing: a return of a transfer never recorded as paid changes nothing.
 */
export async function returnTransferPayment(
  deps: Pick<Stores, 'purchases' | 'sequences'>,
  principal: Principal,
  iban: string,
  line: StatementLine,
): Promise<TransferReturn | undefined> {
  if (!line.credit || !line.booked || !line.returnReason) return undefined;
  const purchase = await purchaseInTransferLine(deps, principal.accountId, line);
  if (!purchase) return undefined;
  const bankRef = bankLineRef(iban, line);
  if (returnedBy(purchase, bankRef)) return 'recorded';
  const returned = paymentReturned(purchase, line.amount, line.date);
  if (!returned) return undefined;
  try {
    await recordPayment(
      deps,
      principal,
      purchase.purchaseId,
      {
        Date: line.date,
        Amount: decimal(returned.Amount).times(-1).toString(),
        Method: transferMethod,
        ...(line.reference ? { Reference: line.reference.slice(0, 140) } : {}),
        bankRef,
        returns: { paymentId: returned.paymentId, reason: line.returnReason },
      },
      givingBack(line, returned.paymentId),
    );
    return 'given';
  } catch (error) {
    // Given back by an import of the same line meanwhile (or the payment by another line): as it is now.
    if (isConflict(error, 'claimed') || failureOf(error)?.kind === 'conflict') {
      const now = await deps.purchases.get(principal.accountId, purchase.purchaseId);
      return now && returnedBy(now, bankRef) ? 'recorded' : undefined;
    }
    throw error;
  }
}
