import type { Principal } from '../../access/principal.ts';
import { decimal } from '../../kernel/money.ts';
import type { StatementLine } from '../bank-entries/model.ts';
import { revokeMandate } from '../mandates/service.ts';
import { deletePayment } from '../payments/service.ts';
import type { Stores } from '../ports.ts';

/** The return reasons after which no more is collected under the mandate: no mandate (MD01), account closed (AC04). */
const ENDS_MANDATE = new Set(['MD01', 'AC04']);

/**
 * A direct debit the payer's bank gave back (docs/api.md §19): a booked debit with a return
 * reason (camt `RtrInf/Rsn/Cd`) whose end-to-end id is an invoice's PaymentReference reverses
 * that invoice's direct-debit payment of the amount (`payment.reversed` with the reason), and
 * MD01 or AC04 revokes its mandate. A statement imported again finds the payment reversed
 * already, and does nothing more.
 */
export async function reverseReturned(
  deps: Pick<Stores, 'bank' | 'documents' | 'mandates' | 'payments'>,
  principal: Principal,
  line: StatementLine,
): Promise<void> {
  if (line.credit || !line.booked || !line.returnReason || !line.endToEndId) return;
  const invoice = (await deps.documents.byPaymentReferences(principal.accountId, [line.endToEndId])).get(
    line.endToEndId,
  );
  if (!invoice) return;
  const candidates = (invoice.payments ?? []).filter((p) => decimal(p.amount).eq(line.amount)).reverse();
  for (const entry of candidates) {
    const payment = await deps.payments.get(principal.accountId, entry.paymentId);
    if (payment?.folder !== 'active' || payment.method !== 'direct_debit') continue;
    await deletePayment(deps, principal, payment.paymentId, line.returnReason);
    break;
  }
  if (ENDS_MANDATE.has(line.returnReason) && invoice.directDebit)
    await revokeMandate(deps, principal, invoice.directDebit.mandateId, line.returnReason);
}
