import type { Principal } from '../../access/principal.ts';
import { isCalendarDate } from '../../kernel/dates.ts';
import { conflict, Failure } from '../../kernel/errors.ts';
import { decimal, roundMoney } from '../../kernel/money.ts';
import { accountClock } from '../clock/service.ts';
import { historyEntry } from '../documents/history.ts';
import type { LifecycleReport, Transmission } from '../documents/lifecycle.ts';
import type { Document } from '../documents/model.ts';
import { getDocument, rewriteDocument } from '../documents/service.ts';
import { isIssued } from '../documents/settlement.ts';
import { computeTotals } from '../documents/totals.ts';
import { createPayment } from '../payments/service.ts';
import type { Stores } from '../ports.ts';

/**
 * Lifecycle statuses recorded on an issued document (docs/api.md §17), whoever reports them: the
 * platform's polls, the lifecycle PUT, or our own 212s (cash-ins.ts); each once.
 */

/** Thrown inside a rewrite when what it would record is recorded already (a message handled twice, or raced). */
export class AlreadyRecorded extends Error {}

/** A rewrite that records something once: one that finds it recorded already (AlreadyRecorded) writes nothing, and answers false. */
export async function once(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof AlreadyRecorded) return false;
    throw error;
  }
}

/**
 * Records lifecycle statuses, one write each (so each is a history entry and an
 * `invoice.lifecycle` event), each moving `transmission` on as `change` says (a crash between
 * two leaves the rest for the next poll). `change` answers undefined for a status its
 * transmission shows recorded already: that one is skipped, so a message handled twice, or two
 * at once, records each status once.
 * A `cashed` with an amount records the payment first, when the invoice still owes it.
 */
export async function recordStatuses(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  doc: Pick<Document, 'type' | 'General'>,
  reports: LifecycleReport[],
  source: 'platform' | 'api' | 'service',
  change: (t: Transmission, index: number) => Transmission | undefined = (t) => t,
): Promise<void> {
  const type = doc.type as 'invoice' | 'creditnote';
  const number = doc.General.Number;
  for (const [i, report] of reports.entries()) {
    // Ours (`service`) reports a payment recorded already; a platform's or a caller's may bring one.
    const paid =
      report.status === 'cashed' && report.amount && type === 'invoice' && source !== 'service'
        ? await recordCashed(deps, principal, number, report)
        : undefined;
    const moved = (current: Document) => {
      if (!current.transmission) return {};
      const transmission = change(current.transmission, i);
      if (!transmission) throw new AlreadyRecorded();
      // A payment the platform reported is reported already: our own 212 does not send it back.
      const cashIns = paid === undefined ? transmission.cashIns : [...(transmission.cashIns ?? []), paid];
      return {
        transmission: {
          ...transmission,
          ...(cashIns ? { cashIns } : {}),
          ...(source === 'platform' ? { last: report.status } : {}),
        },
      };
    };
    await once(() =>
      rewriteDocument(
        deps,
        principal,
        type,
        number,
        (current) => ({
          ...current,
          // The latest by its time, not by its arrival: one that happened before the latest is history only.
          ...(isLater(report.at, current.lifecycleAt)
            ? { General: { ...current.General, Lifecycle: report.status }, lifecycleAt: report.at }
            : {}),
          lifecycleCount: (current.lifecycleCount ?? 0) + 1,
          ...moved(current),
        }),
        (_before, after) => [
          historyEntry(principal, after, 'lifecycle', {
            Lifecycle: report.status,
            At: report.at,
            ...(report.reason ? { Reason: report.reason } : {}),
            ...(report.amount ? { Amount: report.amount } : {}),
            Source: source,
          }),
        ],
      ),
    );
  }
}

/** Whether a status's time is at or after the latest's (any time beats none; a time that does not parse is now). */
const isLater = (at: string, latest: string | undefined) =>
  !latest || (Date.parse(at) || Date.now()) >= (Date.parse(latest) || 0);

/**
 * A `cashed` reported with its amount: the payment, if the invoice still owes it (never more than
 * it owes); answers its payment_id.
 */
async function recordCashed(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  number: string,
  report: LifecycleReport,
): Promise<number | undefined> {
  const invoice = await getDocument(deps, principal, 'invoice', number);
  const due = computeTotals(invoice).TotalDue;
  if (!isIssued(invoice) || invoice.General.Status === 'cancelled' || due.eq(0)) return undefined;
  const amount = roundMoney(decimal(report.amount!), invoice.General.Currency);
  if (amount.eq(0)) return undefined;
  // The day the platform says the money came, when it is a date of the service's range; else
  // today (a platform's time that is no real date must not reach the books).
  const day = report.at.slice(0, 10);
  const date = isCalendarDate(day) ? day : (await accountClock(deps, principal.accountId)).today;
  const payment = await createPayment(deps, principal, {
    Invoice: number,
    Amount: (amount.gt(due) ? due : amount).toString(),
    Date: date,
    Method: 'other',
    Reference: 'e-invoicing platform: cashed',
  }).catch((error: unknown) => {
    // The same status handled twice at once: the other one paid what was due.
    if (!(error instanceof Failure && error.code === 'overpayment')) throw error;
    return undefined;
  });
  return payment?.paymentId;
}

/**
 * The lifecycle PUT (docs/api.md §17): a status a platform reports through us, on an issued
 * document (a draft is 409), as a history entry and an event; `cashed` with an Amount records
 * the payment when the invoice still owes it.
 */
export async function reportLifecycle(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  type: 'invoice' | 'creditnote',
  number: string,
  report: LifecycleReport,
): Promise<void> {
  const doc = await getDocument(deps, principal, type, number);
  if (!isIssued(doc)) throw conflict(`The ${type} ${number} is a draft: it has no lifecycle yet.`);
  if (type === 'creditnote' && (report.status === 'cashed' || report.status === 'payment_sent'))
    throw conflict(`A credit note is never ${report.status === 'cashed' ? 'cashed (212)' : 'paid (211)'}.`);
  await recordStatuses(deps, principal, doc, [report], 'api');
}
