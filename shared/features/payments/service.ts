import { mayReachClient } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { startedAhead } from '../../kernel/concurrency.ts';
import { conflict, invalid, notFound, refused } from '../../kernel/errors.ts';
import { type Decimal, decimal, inMinorUnits, minorUnit } from '../../kernel/money.ts';
import { retryContended } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { withNextId } from '../../kernel/taken-once.ts';
import type { EntryWrite } from '../bank-entries/model.ts';
import { unmatchedAgain } from '../bank-entries/rules.ts';
import { accountClock } from '../clock/service.ts';
import { historyEntry, statusChange } from '../documents/history.ts';
import { requireIssuable, withMissing } from '../documents/issuing.ts';
import type { PaymentMethod } from '../documents/model.ts';
import { type Document, MAX_PAYMENTS } from '../documents/model.ts';
import { isDraftNumber } from '../documents/numbering.ts';
import { withoutPayment, withPayment } from '../documents/settlement.ts';
import { computeTotals } from '../documents/totals.ts';
import type { Stores } from '../ports.ts';
import type { Payment, PaymentFilters, PaymentFolder, ProviderClaim } from './model.ts';
import type { PaymentInput } from './schema.ts';

/** An invoice the principal may pay, or 400 as for an unknown one (staff: an unassigned client's too). */
async function payableInvoice(
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  number: string,
  known?: Document,
): Promise<Document> {
  const invoice = known ?? (await deps.documents.get(principal.accountId, 'invoice', number));
  if (!invoice || !mayReachClient(principal, invoice.clientId)) {
    throw invalid(`Invoice "${number}" names no invoice of this account.`, [
      { field: 'Invoice', message: 'names no invoice' },
    ]);
  }
  return invoice;
}

/** A payment that comes from a bank entry (docs/api.md §15) rather than typed in. */
export interface FromEntry {
  /** The entry's write, asked afresh on each run once the payment is made. */
  write: (payment: Payment) => Promise<EntryWrite>;
  /** The invoice as the caller just read it: the first run pays it as read. */
  invoice?: Document;
  /** An id taken beforehand: an import takes a whole batch's ids in one write. */
  paymentId?: number;
}

/**
 * A payment made through the account's payment provider (docs/api.md §19): recorded once per
 * provider object (its payment intent, or a refund), with the provider's fee, or a refund of
 * another payment (a negative Amount).
 */
export interface ThroughProvider {
  /** The provider's object: the payment's Reference, claimed with it in one write. */
  object: string;
  /** What the provider says of it (its method, its fee), asked while the invoice is read. */
  details?: Promise<{ method?: PaymentMethod; fee?: string; feeCurrency?: string }>;
  refundOf?: number;
  /** The invoice as the webhook just read it (with the event's records): the first run pays it as read. */
  invoice?: Document;
  /** The provider's event that says it: kept in the claim, so the event needs no record of its own. */
  eventId?: string;
  /**
   * Money already taken (a checkout paid): where it is more than the invoice now owes (and it owes
   * something), what it owes is recorded and the rest kept on the claim as its `excess`, to refund.
   */
  upToDue?: boolean;
}

/** Input of a payment the service records itself: a refund's Amount is below zero, which no caller may type. */
export interface RecordedInput extends Omit<PaymentInput, 'Method'> {
  Method: PaymentMethod;
}

/**
 * Records a payment (docs/api.md §8): the invoice must be live and not cancelled (409
 * `invoice_cancelled`; a refund, below zero, may be), the Amount within its currency's minor
 * unit (400) and at most its TotalDue (409 `overpayment`). A payment on a draft issues it. The
 * payment and the invoice's new totals are written together; from a bank entry, the entry too.
 */
export async function createPayment(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  input: RecordedInput,
  fromEntry?: FromEntry,
  through?: ThroughProvider,
): Promise<Payment> {
  // Without a Date, the payment's is the account's today: read beside the invoice.
  const dated =
    input.Date === undefined
      ? startedAhead(accountClock(deps, principal.accountId).then((clock) => clock.today))
      : Promise.resolve(input.Date);
  let invoice = await payableInvoice(deps, principal, input.Invoice, fromEntry?.invoice ?? through?.invoice);
  const decimals = minorUnit(invoice.General.Currency);
  if (!inMinorUnits(input.Amount, invoice.General.Currency)) {
    throw invalid(`Amount has more decimals than ${invoice.General.Currency} allows (${decimals}).`, [
      { field: 'Amount', message: `has more than ${decimals} decimals` },
    ]);
  }
  // A first payment issues a draft: only one that may be issued (checked before a payment_id is taken).
  let missing =
    invoice.General.Status === 'draft' ? await requireIssuable(deps, principal.accountId, invoice) : undefined;
  // Refused, nothing written, an id taken here goes back (an import's batch took its own).
  const record = (paymentId: number) =>
    retryContended(async (attempt) => {
      // The first run uses the invoice just read; a run after a lost write reads it afresh.
      if (attempt > 1) {
        // The provider's object recorded meanwhile (a repeat of its webhook): that payment.
        const claim = through && (await deps.payments.claimOf(through.object));
        if (claim) return claimedPayment(deps, claim);
        invoice = await payableInvoice(deps, principal, input.Invoice);
        if (invoice.General.Status === 'draft') missing = await requireIssuable(deps, principal.accountId, invoice);
      }
      // A refund (below zero, recorded by the service) gives back money its cancelled invoice took.
      if (invoice.General.Status === 'cancelled' && decimal(input.Amount).gt(0))
        throw refused('invoice_cancelled', `The invoice ${input.Invoice} is cancelled.`);
      if ((invoice.payments?.length ?? 0) >= MAX_PAYMENTS) {
        throw conflict(`The invoice ${input.Invoice} holds ${MAX_PAYMENTS} payments, the most one invoice may hold.`);
      }
      const due = computeTotals(invoice).TotalDue;
      const taken = decimal(input.Amount);
      const amount = through?.upToDue && taken.gt(due) && due.gt(0) ? due : taken;
      const excess = taken.minus(amount);
      if (amount.gt(due)) {
        throw refused(
          'overpayment',
          `The Amount ${input.Amount} is more than the invoice's TotalDue ${due.toString()}.`,
          [{ field: 'Amount', message: 'is above TotalDue' }],
        );
      }
      const said = await through?.details;
      // A first payment that issues the invoice keeps what it lacked, and the Number its issue gives it.
      const issued = invoice.General.Status === 'draft' && missing ? withMissing(invoice, missing) : invoice;
      const payment: Payment = {
        accountId: principal.accountId,
        paymentId,
        invoice: issued.General.Number,
        ...(invoice.clientId !== undefined ? { clientId: invoice.clientId } : {}),
        amount: amount.toString(),
        currency: invoice.General.Currency,
        date: await dated,
        method: said?.method ?? input.Method,
        reference: input.Reference ?? '',
        notes: excess.gt(0) ? [input.Notes, overNote(excess)].filter(Boolean).join('; ') : (input.Notes ?? ''),
        // A fee is kept in the payment's currency only (the provider's balance may be in another).
        ...(said?.fee !== undefined && said.feeCurrency === invoice.General.Currency ? { fee: said.fee } : {}),
        ...(through?.refundOf !== undefined ? { refundOf: through.refundOf } : {}),
        createdAt: Date.now(),
        folder: 'active',
        updatedBy: principal.userId,
        version: 0,
      };
      const bankEntry = fromEntry ? await fromEntry.write(payment) : undefined;
      if (bankEntry) payment.entryId = bankEntry.after.entryId;
      const entry = { paymentId, amount: payment.amount, date: payment.date };
      const paid = withPayment(issued, entry);
      const after = { ...paid, version: invoice.version + 1, updatedBy: principal.userId };
      await deps.payments.record(
        payment,
        invoice,
        after,
        [
          historyEntry(principal, after, 'payment', {
            payment_id: paymentId,
            Amount: payment.amount,
            Date: payment.date,
            ...(excess.gt(0) ? { Excess: excess.toString() } : {}),
            ...statusChange(invoice, after),
          }),
        ],
        bankEntry,
        through && {
          object: through.object,
          accountId: principal.accountId,
          paymentId,
          ...(through.eventId !== undefined ? { eventId: through.eventId } : {}),
          ...(excess.gt(0) ? { excess: excess.toString() } : {}),
        },
      );
      return payment;
    });
  return fromEntry?.paymentId !== undefined
    ? record(fromEntry.paymentId)
    : withNextId(deps.sequences, principal.accountId, 'payment', record);
}

/** What a payment's Notes say of the money taken beyond what its invoice owed. */
const overNote = (excess: Decimal) =>
  `${excess.toString()} paid beyond what the invoice owed, to refund at the provider`;

/** The payment a provider's claim names; a void claim (its object failed first) is 409. */
async function claimedPayment(deps: Pick<Stores, 'payments'>, claim: ProviderClaim): Promise<Payment> {
  const payment = claim.paymentId === undefined ? undefined : await deps.payments.get(claim.accountId, claim.paymentId);
  if (!payment) throw refused('provider_void', `The provider's ${claim.object} failed before it was recorded.`);
  return payment;
}

/** A live payment the principal may see, or 404 (staff: a payment on an unassigned client's invoice too). */
export async function getPayment(
  deps: Pick<Stores, 'payments'>,
  principal: Principal,
  paymentId: number,
): Promise<Payment> {
  const payment = await deps.payments.get(principal.accountId, paymentId);
  if (payment?.folder !== 'active' || !mayReachClient(principal, payment.clientId))
    throw notFound(`The payment ${paymentId}`);
  return payment;
}

/**
 * Deletes (reverses) a payment: it leaves its invoice's totals and Payments, and the bank entry
 * it was recorded from is unmatched again, in the same write. `returned` is the bank's reason when
 * the bank gave the money back (docs/api.md §19): the payment keeps it, and its event is
 * `payment.reversed`; the invoice's direct debit is then no longer with the bank. `once`: a name
 * taken for good in the same write (the bank line of the return: it reverses one payment, once).
 */
export const deletePayment = (
  deps: Pick<Stores, 'bank' | 'documents' | 'payments'>,
  principal: Principal,
  paymentId: number,
  returned?: string,
  once?: string,
): Promise<void> =>
  retryContended(async () => {
    const payment = await getPayment(deps, principal, paymentId);
    const invoice = await deps.documents.get(principal.accountId, 'invoice', payment.invoice);
    if (!invoice) throw notFound(`The invoice ${payment.invoice}`);
    const entry =
      payment.entryId === undefined ? undefined : await deps.bank.entry(principal.accountId, payment.entryId);
    const without = withoutPayment(invoice, paymentId);
    // Given back by the bank: its direct debit is no longer with the bank either.
    const { collection: _pending, ...reopened } = without;
    const after = {
      ...(returned ? reopened : without),
      version: invoice.version + 1,
      updatedBy: principal.userId,
    };
    const reversed: Payment = {
      ...payment,
      folder: 'deleted',
      version: payment.version + 1,
      updatedBy: principal.userId,
      ...(returned ? { reversalReason: returned } : {}),
    };
    await deps.payments.reverse(
      payment,
      reversed,
      invoice,
      after,
      [
        historyEntry(principal, after, 'payment_reversed', {
          payment_id: paymentId,
          Amount: payment.amount,
          ...(returned ? { Reason: returned } : {}),
          ...statusChange(invoice, after),
        }),
      ],
      entry?.paymentId === paymentId ? { before: entry, after: unmatchedAgain(entry, principal.userId) } : undefined,
      once,
    );
  });

/**
 * One page of payments, newest Date first; staff see only payments on their assigned clients'
 * invoices. An invoice named by its draft Number is found as get finds it: its payments are under
 * the Number its issue gave it (docs/api.md §22).
 */
export async function listPayments(
  deps: Pick<Stores, 'documents' | 'payments'>,
  principal: Principal,
  folder: PaymentFolder,
  filters: PaymentFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<Payment>> {
  const invoice = await issuedNumberOf(deps, principal.accountId, filters.invoice);
  const named = invoice === undefined ? filters : { ...filters, invoice };
  if (principal.role !== 'staff') return deps.payments.list(principal.accountId, folder, named, limit, start);
  const assigned =
    filters.clientId === undefined ? principal.clients : principal.clients.filter((id) => id === filters.clientId);
  if (!assigned.length) return { items: [] };
  return deps.payments.list(principal.accountId, folder, { ...named, clientIds: assigned }, limit, start);
}

/** The Number an invoice's payments are under: a draft Number's issued one; any other as it is, unread. */
async function issuedNumberOf(
  deps: Pick<Stores, 'documents'>,
  accountId: string,
  number: string | undefined,
): Promise<string | undefined> {
  if (number === undefined || !isDraftNumber(number)) return number;
  return (await deps.documents.get(accountId, 'invoice', number))?.General.Number ?? number;
}
