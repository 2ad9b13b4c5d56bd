import { actingOwner, type Principal } from '../../access/principal.ts';
import { invalid, refused } from '../../kernel/errors.ts';
import {
  type Decimal,
  decimal,
  fromMinorUnits,
  inMinorUnits,
  minorUnit,
  toMinorUnits,
  ZERO,
} from '../../kernel/money.ts';
import { retryContended } from '../../kernel/optimistic.ts';
import { historyNote } from '../documents/history.ts';
import type { Payment, ProviderClaim } from '../payments/model.ts';
import { createPayment, getPayment } from '../payments/service.ts';
import type { Stores, StoresAndProvider } from '../ports.ts';
import { connectedProvider } from './checkout.ts';
import type { ProviderEvent } from './model.ts';

/** What a refund answers: the provider's refund, and whether it is recorded yet (once the provider confirms). */
export interface RefundAnswer {
  refund_id: string;
  payment_id: number;
  Amount: number;
  Status: 'pending' | 'succeeded';
}

/** What the refunds of a payment gave back so far (its refunds are payments of the same invoice). */
async function refundedOf(deps: Pick<Stores, 'documents' | 'payments'>, payment: Payment) {
  const invoice = await deps.documents.get(payment.accountId, 'invoice', payment.invoice);
  const negative = (invoice?.payments ?? []).filter((p) => decimal(p.amount).lt(0)).map((p) => p.paymentId);
  const refunds = negative.length ? await deps.payments.many(payment.accountId, negative) : [];
  return refunds
    .filter((r) => r.refundOf === payment.paymentId && r.folder === 'active')
    .reduce((sum, r) => sum.minus(r.amount), ZERO);
}

/**
 * Gives back all or part of a payment made through the provider (docs/api.md §19, the owner's):
 * asked of the provider, and recorded (a payment of the negative amount, `RefundOf` the payment)
 * when the provider confirms it, at once or by its webhook. A payment not made through the
 * provider (cash, a transfer): 409 `not_refundable`; more than what is left of it: 409 too; more
 * decimals than its currency has: 400.
 */
export async function refundPayment(
  deps: StoresAndProvider<
    'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'providerRecords' | 'sequences'
  >,
  principal: Principal,
  paymentId: number,
  amount: string | undefined,
): Promise<RefundAnswer> {
  const payment = await getPayment(deps, principal, paymentId);
  const claim = await deps.payments.claimOf(payment.reference);
  if (payment.refundOf !== undefined || claim?.paymentId !== paymentId || claim.accountId !== principal.accountId)
    throw refused('not_refundable', `The payment ${paymentId} was not made through the payment provider.`);
  // What the provider took beyond the invoice (the claim's excess) is refundable too.
  const left = decimal(payment.amount)
    .minus(await refundedOf(deps, payment))
    .plus(claim.excess ?? 0);
  const asked = amount === undefined ? left : decimal(amount);
  // The provider counts in the currency's minor unit: a part of a cent would be rounded there.
  if (!inMinorUnits(asked, payment.currency))
    throw invalid(`Amount has more decimals than ${payment.currency} allows (${minorUnit(payment.currency)}).`, [
      { field: 'Amount', message: `has more than ${minorUnit(payment.currency)} decimals` },
    ]);
  if (asked.gt(left) || asked.lte(0))
    throw refused('not_refundable', `The payment ${paymentId} has ${left.toString()} left to refund.`, [
      { field: 'Amount', message: `is above what is left to refund (${left.toString()})` },
    ]);
  const { account } = await connectedProvider(deps, principal.accountId, 'refund');
  const minor = toMinorUnits(asked, payment.currency);
  const refund = await deps.paymentProvider.refund(
    account,
    payment.reference,
    minor,
    `refund-${principal.accountId}-${paymentId}-${left.toString()}-${asked.toString()}`,
  );
  if (refund.succeeded)
    await recordRefund(deps, principal.accountId, {
      refundId: refund.id,
      paymentIntent: payment.reference,
      amountMinor: minor,
    });
  return {
    refund_id: refund.id,
    payment_id: paymentId,
    Amount: asked.toNumber(),
    Status: refund.succeeded ? 'succeeded' : 'pending',
  };
}

type Refund = Pick<Extract<ProviderEvent, { kind: 'refund.succeeded' }>, 'refundId' | 'paymentIntent' | 'amountMinor'>;

/**
 * A refund the provider made: recorded once per refund, against the payment of its payment
 * intent. What the provider took beyond the invoice (the claim's excess) is given back first, and
 * that part leaves the invoice as it is: only the rest is a refund on it.
 */
export async function recordRefund(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  accountId: string,
  refund: Refund,
): Promise<void> {
  if (await deps.payments.claimOf(refund.refundId)) return;
  const claim = await deps.payments.claimOf(refund.paymentIntent);
  const paid = claim?.paymentId === undefined ? undefined : await deps.payments.get(accountId, claim.paymentId);
  if (!paid) return;
  const refunded = fromMinorUnits(refund.amountMinor, paid.currency);
  const fromExcess =
    claim?.excess === undefined
      ? ZERO
      : await takenFromExcess(deps, paid, claim, {
          id: refund.refundId,
          upTo: refunded,
          reason: `Refund of what payment ${paid.paymentId} took beyond what the invoice owed.`,
        });
  const amount = refunded.minus(fromExcess);
  if (amount.lte(0)) return;
  await createPayment(
    deps,
    actingOwner(accountId),
    {
      Invoice: paid.invoice,
      Amount: amount.times(-1).toString(),
      Method: paid.method,
      Reference: refund.refundId,
      Notes: `Refund of payment ${paid.paymentId}`,
    },
    undefined,
    { object: refund.refundId, refundOf: paid.paymentId },
  );
}

/**
 * What a payment intent took beyond what its invoice owed went back with it (a debit that failed,
 * a dispute lost: the provider holds none of it any more): its claim's excess is taken whole, once,
 * and the invoice's history says so; nothing of it is left to refund.
 */
export const excessGoneWith = (
  deps: Pick<Stores, 'documents' | 'payments'>,
  paid: Payment,
  claim: ProviderClaim,
  reason: string,
): Promise<Decimal> =>
  takenFromExcess(deps, paid, claim, {
    id: `reversal-${claim.object}`,
    reason: `What payment ${paid.paymentId} took beyond what the invoice owed went back with it: ${reason}`,
  });

/**
 * A part of a payment intent's excess (`read`, a claim that had one) given back under `id` (a
 * refund's, or the reversal's): the least of the excess and `upTo` (all of it without), taken once
 * per id (a repeat finds it taken), exact when takings race: a run after a lost write reads the
 * claim afresh. The invoice's history says where that part went (`reason`), in the same write: it
 * is no refund on the invoice.
 */
const takenFromExcess = (
  deps: Pick<Stores, 'documents' | 'payments'>,
  paid: Payment,
  read: ProviderClaim,
  taking: { id: string; upTo?: Decimal; reason: string },
): Promise<Decimal> =>
  retryContended(async (attempt) => {
    const taken = await deps.payments.excessTaken(taking.id);
    if (taken !== undefined) return decimal(taken);
    const claim = attempt === 1 ? read : await deps.payments.claimOf(read.object);
    const excess = decimal(claim?.excess ?? 0);
    if (!claim || excess.lte(0)) return ZERO;
    const part = taking.upTo === undefined || excess.lt(taking.upTo) ? excess : taking.upTo;
    const invoice = await deps.documents.get(paid.accountId, 'invoice', paid.invoice);
    const note =
      invoice &&
      historyNote(actingOwner(paid.accountId), invoice, 'payment', {
        recorded: false,
        Amount: part.times(-1).toString(),
        Method: paid.method,
        Reference: taking.id,
        reason: taking.reason,
      });
    await deps.payments.takeExcess(
      claim,
      taking.id,
      { part: part.toString(), left: excess.minus(part).toString() },
      note,
    );
    return part;
  });
