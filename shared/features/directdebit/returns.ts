import type { Principal } from '../../access/principal.ts';
import { isConflict } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
import type { DebitReturn, StatementLine } from '../bank-entries/model.ts';
import { bankLineRef } from '../bank-entries/rules.ts';
import type { Document } from '../documents/model.ts';
import { revokeMandate } from '../mandates/service.ts';
import { deletePayment } from '../payments/service.ts';
import type { Stores } from '../ports.ts';

/** The return reasons after which no more is collected under the mandate: no mandate (MD01), account closed (AC04). */
const ENDS_MANDATE = new Set(['MD01', 'AC04']);

type ReturnDeps = Pick<Stores, 'bank' | 'documents' | 'payments'>;
type ParkingDeps = ReturnDeps & Pick<Stores, 'directDebits'>;

/** A booked debit with a return reason naming a reference: a direct debit given back. */
const isReturn = (line: StatementLine): line is StatementLine & { returnReason: string; endToEndId: string } =>
  !line.credit && line.booked && line.returnReason !== undefined && line.endToEndId !== undefined;

const returnOf = (iban: string, line: StatementLine & { returnReason: string }): DebitReturn => ({
  reason: line.returnReason,
  once: `ddreturn/${bankLineRef(iban, line)}`,
});

/**
 * The credits of a statement that a later line of the same statement gives back (a month's
 * statement holds a collection and its return): the credit of a transaction and the return of
 * the same end-to-end id and amount, booked on or after it, each paired once. Their payments do
 * not exist yet when the statement is read (the import worker records them): the worker reverses
 * each as it records it.
 */
export function returnsWithin(iban: string, lines: readonly StatementLine[]): Map<StatementLine, DebitReturn> {
  const paired = new Map<StatementLine, DebitReturn>();
  for (const line of lines.filter(isReturn)) {
    const credit = lines.find(
      (c) =>
        c.credit &&
        c.booked &&
        !c.returnReason &&
        !paired.has(c) &&
        c.endToEndId === line.endToEndId &&
        c.date <= line.date &&
        decimal(c.amount).eq(line.amount),
    );
    if (credit) paired.set(credit, returnOf(iban, line));
  }
  return paired;
}

/** The invoice whose PaymentReference a bank line's end-to-end id is, if any. */
const invoiceNamed = async (deps: Pick<Stores, 'documents'>, accountId: string, reference: string) =>
  (await deps.documents.byPaymentReferences(accountId, [reference])).get(reference);

/**
 * Reverses the invoice's direct-debit payment of the line's amount (the latest still active,
 * dated on or before the return), taking the return's name in the same write: a return applied
 * already (an earlier import of its line) reverses nothing more, even once the invoice was
 * collected again and paid since. Whether the return is applied (now, or before: its name is
 * taken); not when no payment is there to reverse.
 */
async function reversePaymentOf(
  deps: ReturnDeps,
  principal: Principal,
  invoice: Document,
  line: Pick<StatementLine, 'amount' | 'date'>,
  given: DebitReturn,
): Promise<boolean> {
  const candidates = (invoice.payments ?? [])
    .filter((p) => decimal(p.amount).eq(line.amount) && p.date <= line.date)
    .reverse();
  for (const entry of candidates) {
    const payment = await deps.payments.get(principal.accountId, entry.paymentId);
    if (payment?.folder !== 'active' || payment.method !== 'direct_debit') continue;
    await deletePayment(deps, principal, payment.paymentId, given.reason, given.once).catch((error: unknown) => {
      if (!isConflict(error, 'claimed')) throw error;
    });
    return true;
  }
  return deps.payments.nameTaken(principal.accountId, given.once);
}

/** The return of the invoice whose PaymentReference is `reference`, as `reversePaymentOf` (the import worker's, for a credit a later line gives back). */
export async function reverseDebit(
  deps: ReturnDeps,
  principal: Principal,
  reference: string,
  line: Pick<StatementLine, 'amount' | 'date'>,
  given: DebitReturn,
): Promise<boolean> {
  const invoice = await invoiceNamed(deps, principal.accountId, reference);
  return invoice ? reversePaymentOf(deps, principal, invoice, line, given) : false;
}

/**
 * The returns kept for an invoice's reference (`reverseReturned`), applied once the import worker
 * recorded a credit naming it: each reverses the payment it gives back, then is forgotten.
 */
export async function applyParkedReturns(deps: ParkingDeps, principal: Principal, reference: string): Promise<void> {
  for (const parked of await deps.directDebits.parkedReturns(principal.accountId, reference))
    if (await reverseDebit(deps, principal, reference, parked, parked)) await deps.directDebits.unparkReturn(parked);
}

/**
 * A direct debit the payer's bank gave back (docs/api.md §19): a booked debit with a return
 * reason (camt `RtrInf/Rsn/Cd`) whose end-to-end id is an invoice's PaymentReference reverses
 * that invoice's direct-debit payment of the amount (`payment.reversed` with the reason), once,
 * and MD01 or AC04 revokes its mandate. A return of a credit of the same statement (`paired`, by
 * `returnsWithin`) is left to the worker that records that credit; its mandate is revoked here.
 * One whose payment is not recorded yet (its credit in a statement imported later, or at the same
 * moment) is kept for the worker that records it (`applyParkedReturns`): kept, then looked for
 * again, so that a credit recorded meanwhile is reversed by one of the two.
 */
export async function reverseReturned(
  deps: ParkingDeps & Pick<Stores, 'mandates'>,
  principal: Principal,
  iban: string,
  line: StatementLine,
  paired: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (!isReturn(line)) return;
  const invoice = await invoiceNamed(deps, principal.accountId, line.endToEndId);
  if (!invoice) return;
  const given = returnOf(iban, line);
  if (!paired.has(given.once) && !(await reversePaymentOf(deps, principal, invoice, line, given))) {
    const parked = {
      accountId: principal.accountId,
      reference: line.endToEndId,
      amount: line.amount,
      date: line.date,
      ...given,
    };
    await deps.directDebits.parkReturn(parked);
    const again = await invoiceNamed(deps, principal.accountId, line.endToEndId);
    if (again && (await reversePaymentOf(deps, principal, again, line, given)))
      await deps.directDebits.unparkReturn(parked);
  }
  if (invoice.directDebit && ENDS_MANDATE.has(line.returnReason))
    await revokeMandate(deps, principal, invoice.directDebit.mandateId, line.returnReason);
}
