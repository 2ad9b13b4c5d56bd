import type { Principal } from '../../access/principal.ts';
import { conflict, failureOf, invalid, isConflict, refused } from '../../kernel/errors.ts';
import { decimal, inMinorUnits, minorUnit } from '../../kernel/money.ts';
import { retryContended, waitWhileHeld } from '../../kernel/optimistic.ts';
import { idTakenOnce } from '../../kernel/taken-once.ts';
import type { StatementLine } from '../bank-entries/model.ts';
import { bankLineRef } from '../bank-entries/rules.ts';
import { referencesIn } from '../documents/creditor-reference.ts';
import type { Ports, Stores } from '../ports.ts';
import { storedFileOr404 } from '../stored-files/service.ts';
import { type Purchase, type PurchasePayment, setOffMethod, transferMethod } from './model.ts';
import { namedPurchases } from './preceding.ts';
import { acceptedStatuses, dueOf, referenceKey, requireOpen, statusAfterPayments } from './rules.ts';
import { getPurchase } from './service.ts';

/** A payment to a supplier, as it is asked for. */
export interface SupplierPaymentInput {
  Purchase: number;
  Amount: string;
  Date: string;
  Method: string;
  Reference?: string;
}

/** The refusals of a payment the purchase cannot take: refused, a credit note, more than is due, or past its currency's minor unit. */
function requirePayable(p: Purchase, amount: string): void {
  requireOpen(p);
  if (p.docType === 'creditnote')
    throw conflict(
      `The purchase ${p.purchaseId} is a credit note: the supplier owes it, nothing is paid on it (set it off against an invoice: POST /api/purchase/settle).`,
    );
  requireWithinDue(p, amount);
}

/** Whether the purchase can take this payment: `requirePayable`'s rule, asked rather than enforced. */
function isPayable(p: Purchase, amount: string): boolean {
  try {
    requirePayable(p, amount);
    return true;
  } catch (error) {
    if (failureOf(error)) return false;
    throw error;
  }
}

/** An amount the purchase can take: in its currency's minor unit, at most what it has due (409 `overpayment`). */
function requireWithinDue(p: Purchase, amount: string): void {
  if (!inMinorUnits(amount, p.Currency))
    throw invalid(`Amounts in ${p.Currency} have ${minorUnit(p.Currency)} decimals.`, [
      { field: 'Amount', message: 'has too many decimals' },
    ]);
  const due = dueOf(p);
  if (decimal(amount).gt(due))
    throw refused('overpayment', `The payment is above what is due on purchase ${p.purchaseId} (${due.toString()}).`, [
      { field: 'Amount', message: `must be at most ${due.toString()}` },
    ]);
}

/** Adds a payment to a purchase, with TotalPaid and the status that follow. */
export function withPayment(before: Purchase, payment: PurchasePayment, userId: number): Purchase {
  const paid: Purchase = {
    ...before,
    payments: [...before.payments, payment],
    TotalPaid: decimal(before.TotalPaid).plus(payment.Amount).toString(),
    version: before.version + 1,
    updatedBy: userId,
  };
  return { ...paid, Status: statusAfterPayments(paid) };
}

/**
 * Records a payment to a supplier (docs/api.md §18, as §8 for invoices): at most what is due
 * (409 `overpayment`), never on a refused purchase or a credit note (409); fully paid, `paid`.
 */
export async function recordSupplierPayment(
  deps: Pick<Stores, 'purchases' | 'sequences'>,
  principal: Principal,
  input: SupplierPaymentInput,
): Promise<PurchasePayment> {
  const amount = decimal(input.Amount);
  if (amount.lte(0) || !amount.round(2).eq(amount))
    throw invalid('A payment is more than 0, to the cent.', [
      { field: 'Amount', message: 'must be above 0 with at most 2 decimals' },
    ]);
  return recordPayment(deps, principal, input.Purchase, {
    Date: input.Date,
    Amount: amount.toString(),
    Method: input.Method,
    ...(input.Reference ? { Reference: input.Reference } : {}),
  });
}

/** How a payment changes its purchase: what it must find there (else it throws a refusal), and the purchase after it. */
export interface PaymentChange {
  require(before: Purchase): void;
  apply(before: Purchase, payment: PurchasePayment, userId: number): Purchase;
}

/** A payment as a purchase takes one: payable, at most what is due; added with its totals and status. */
const payable = (amount: string): PaymentChange => ({
  require: (before) => requirePayable(before, amount),
  apply: withPayment,
});

/**
 * Adds a payment to a purchase, as it stands when the write goes through: one that no longer
 * fits (paid meanwhile, refused) is refused; a write that lost a race runs again.
 */
export async function recordPayment(
  deps: Pick<Stores, 'purchases' | 'sequences'>,
  principal: Principal,
  purchaseId: number,
  fields: Omit<PurchasePayment, 'paymentId' | 'createdAt'>,
  change: PaymentChange = payable(fields.Amount),
): Promise<PurchasePayment> {
  const paymentId = idTakenOnce(deps.sequences, principal.accountId, 'purchasepayment');
  return paymentId.givenBackIfRefused(() =>
    waitWhileHeld(() =>
      retryContended(async () => {
        const before = await getPurchase(deps, principal, purchaseId);
        change.require(before);
        // Taken once the payment may be made, and kept by a run after a lost race; given back if refused.
        const payment: PurchasePayment = {
          paymentId: (await paymentId.take()).value,
          ...fields,
          createdAt: Date.now(),
        };
        await deps.purchases.replace(before, change.apply(before, payment, principal.userId));
        return payment;
      }),
    ),
  );
}

/** A credit note set off against an invoice of the same supplier, as it is asked for. */
export interface SettlementInput {
  CreditNote: number;
  Invoice?: number;
  Amount?: string;
  Date: string;
}

/** The refusals of a settlement: each of the kind named, accepted, of one supplier and currency. */
function requireSettleable(note: Purchase, invoice: Purchase): void {
  for (const [p, field, kind, named] of [
    [note, 'CreditNote', 'creditnote', 'credit note'],
    [invoice, 'Invoice', 'invoice', 'invoice'],
  ] as const) {
    requireOpen(p);
    if (p.docType !== kind)
      throw invalid(`The purchase ${p.purchaseId} is not a ${named}.`, [
        { field, message: `must name a supplier's ${named}` },
      ]);
    if (!acceptedStatuses.has(p.Status))
      throw conflict(`The purchase ${p.purchaseId} is ${p.Status}: approve it first.`, [
        { field, message: `${p.purchaseId} is ${p.Status}` },
      ]);
  }
  if (invoice.Status === 'payment_sent')
    throw conflict(
      `The invoice ${invoice.purchaseId} is in transfer ${invoice.transferId}, which pays all it had due: set the credit note off against another invoice.`,
      [{ field: 'Invoice', message: `${invoice.purchaseId} is payment_sent` }],
    );
  if (note.supplierId !== invoice.supplierId || note.Currency !== invoice.Currency)
    throw conflict(
      `The credit note ${note.purchaseId} and the invoice ${invoice.purchaseId} are not of one supplier and currency.`,
      [{ field: 'Invoice', message: "must be of the credit note's supplier and currency" }],
    );
}

/** The invoice a credit note is set off against: the one asked for, else the one imported invoice the note names (BT-25). */
async function invoiceToSettle(
  deps: Pick<Stores, 'purchases'>,
  note: Purchase,
  asked: number | undefined,
): Promise<number> {
  if (asked !== undefined) return asked;
  const named = await namedPurchases(deps, note);
  if (named.length !== 1)
    throw invalid('Name the invoice to set the credit note off against.', [
      {
        field: 'Invoice',
        message: named.length
          ? 'is required: the credit note names several imported invoices'
          : 'is required: the credit note names no imported invoice',
      },
    ]);
  return named[0]!;
}

/**
 * Sets a supplier's credit note off against one of its invoices (docs/api.md §18), by default the
 * one it names: both record the amount (by default the least of what each still has due) as a
 * payment of Method `credit_note` naming the other, in one write; what is left on the invoice is
 * what a transfer pays. Answers the invoice's payment, and the invoice.
 */
export async function settleCreditNote(
  deps: Pick<Stores, 'purchases' | 'sequences'>,
  principal: Principal,
  input: SettlementInput,
): Promise<{ payment: PurchasePayment; invoiceId: number }> {
  const invoiceSide = idTakenOnce(deps.sequences, principal.accountId, 'purchasepayment');
  const noteSide = idTakenOnce(deps.sequences, principal.accountId, 'purchasepayment');
  return invoiceSide.givenBackIfRefused(() =>
    noteSide.givenBackIfRefused(() =>
      waitWhileHeld(() =>
        retryContended(async () => {
          const note = await getPurchase(deps, principal, input.CreditNote);
          const invoice = await getPurchase(deps, principal, await invoiceToSettle(deps, note, input.Invoice));
          requireSettleable(note, invoice);
          const [noteDue, invoiceDue] = [dueOf(note), dueOf(invoice)];
          const amount =
            input.Amount !== undefined ? decimal(input.Amount) : noteDue.lt(invoiceDue) ? noteDue : invoiceDue;
          if (amount.lte(0))
            throw conflict('Nothing is left to set off: one of the two is settled.', [
              { field: 'Amount', message: 'must be above 0' },
            ]);
          for (const p of [invoice, note]) requireWithinDue(p, amount.toString());
          const paid = (id: number, other: Purchase): PurchasePayment => ({
            paymentId: id,
            Date: input.Date,
            Amount: amount.toString(),
            Method: setOffMethod,
            Reference: other.Number,
            settles: other.purchaseId,
            createdAt: Date.now(),
          });
          const forInvoice = paid((await invoiceSide.take()).value, note);
          const forNote = paid((await noteSide.take()).value, invoice);
          await deps.purchases.replaceTogether([
            { before: invoice, after: withPayment(invoice, forInvoice, principal.userId) },
            { before: note, after: withPayment(note, forNote, principal.userId) },
          ]);
          return { payment: forInvoice, invoiceId: invoice.purchaseId };
        }),
      ),
    ),
  );
}

/** How many purchases one payment reference may be on for a debit quoting it to pay one of them. */
const sharedAtMost = 24;

/**
 * The words of a debit's text that may be a purchase's Number (`VIR FACTURE FA-2026-042 ACME`):
 * those with a digit and 4 characters at least, punctuation at their ends aside; the first 3.
 */
const numberLikeWords = (text: string): string[] =>
  text
    .split(/[\s,;()]+/)
    .map((word) => word.replace(/^[.:'"-]+|[.:'"-]+$/g, ''))
    .filter((word) => word.length >= 4 && /\d/.test(word))
    .slice(0, 3);

/** The references a debit may quote a purchase's by: its structured one, the RF references in its text, its whole text, its words that look like a Number. */
const quotedReferences = (line: StatementLine): string[] =>
  [
    ...new Set(
      [
        line.structured ?? '',
        ...referencesIn(line.reference).slice(0, 2),
        line.reference,
        ...numberLikeWords(line.reference),
      ].map(referenceKey),
    ),
  ].filter(Boolean);

/** The purchase a bank line names by its `EndToEndId` as a transfer file writes it (the purchase's id), in the line's currency. */
export async function purchaseInTransferLine(
  deps: Pick<Stores, 'purchases'>,
  accountId: string,
  line: StatementLine,
): Promise<Purchase | undefined> {
  if (!line.endToEndId || !/^\d{1,12}$/.test(line.endToEndId)) return undefined;
  const named = await deps.purchases.get(accountId, Number(line.endToEndId));
  return named?.Currency === line.currency ? named : undefined;
}

/**
 * The purchase a bank statement's booked debit pays (docs/api.md §18): the one its `EndToEndId`
 * names by id (a transfer file's), else the one payable purchase of its currency whose payment
 * reference (BT-83) the line quotes (a transfer made at the bank); none when several could be.
 */
async function purchasePaidBy(deps: Pick<Stores, 'purchases'>, accountId: string, line: StatementLine) {
  const named = await purchaseInTransferLine(deps, accountId, line);
  if (named) return named;
  const ids = await Promise.all(
    quotedReferences(line).map((reference) => deps.purchases.payingReference(accountId, reference, sharedAtMost + 1)),
  );
  // A reference on more purchases than are read (a customer number a supplier prints on every
  // invoice) could pay an older one unread: too many to tell.
  if (ids.some((found) => found.length > sharedAtMost)) return undefined;
  const quoted = await Promise.all([...new Set(ids.flat())].map((id) => deps.purchases.get(accountId, id)));
  const amount = decimal(line.amount).toString();
  const payable = quoted.filter((p): p is Purchase => p?.Currency === line.currency && isPayable(p, amount));
  return payable.length === 1 ? payable[0] : undefined;
}

/**
 * A bank statement's booked debit that names a purchase records its payment on its booking date
 * (docs/api.md §18), once: the line's bank reference is claimed with the payment. Answers whether
 * it recorded one.
 */
export async function settleDebit(
  deps: Pick<Stores, 'purchases' | 'sequences'>,
  principal: Principal,
  iban: string,
  line: StatementLine,
): Promise<boolean> {
  // A return of the account's own direct debit (§19) pays no supplier.
  if (line.credit || !line.booked || line.returnReason) return false;
  const purchase = await purchasePaidBy(deps, principal.accountId, line);
  if (!purchase) return false;
  const bankRef = bankLineRef(iban, line);
  if (purchase.payments.some((p) => p.bankRef === bankRef)) return false;
  try {
    await recordPayment(deps, principal, purchase.purchaseId, {
      Date: line.date,
      Amount: decimal(line.amount).toString(),
      Method: transferMethod,
      ...(line.reference ? { Reference: line.reference.slice(0, 140) } : {}),
      bankRef,
    });
    return true;
  } catch (error) {
    // Recorded by an earlier import of the same line, or no longer payable: the line stays as it is.
    if (isConflict(error, 'claimed') || failureOf(error)?.kind === 'conflict') return false;
    throw error;
  }
}

/** A transfer file as it was made; 404 when the account has none of that id, 409 once cancelled. */
export async function transferFile(
  deps: Pick<Stores, 'purchases'> & Pick<Ports, 'storedFiles'>,
  principal: Principal,
  transferId: number,
) {
  const transfer = await deps.purchases.getTransfer(principal.accountId, transferId);
  // Handed to the bank after its purchases went into another file, it would pay them twice.
  if (transfer?.cancelledAt !== undefined)
    throw refused(
      'transfer_cancelled',
      `The transfer ${transferId} was cancelled on ${new Date(transfer.cancelledAt).toISOString()}: its file is no longer handed out.`,
    );
  return storedFileOr404(deps, transfer?.key, `The transfer ${transferId}`);
}
