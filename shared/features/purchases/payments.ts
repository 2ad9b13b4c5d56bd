import type { Principal } from '../../access/principal.ts';
import { conflict, failureOf, invalid, isConflict, refused } from '../../kernel/errors.ts';
import { decimal, inMinorUnits, minorUnit } from '../../kernel/money.ts';
import { retryContended } from '../../kernel/optimistic.ts';
import type { StatementLine } from '../bank-entries/model.ts';
import type { Ports, Stores } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import { storedFileKey } from '../stored-files/port.ts';
import { storedFileOr404 } from '../stored-files/service.ts';
import { keepBuyerMessage } from './messages.ts';
import type { Purchase, PurchasePayment, Transfer } from './model.ts';
import { acceptedStatuses, dueOf, requireOpen, statusAfterPayments } from './rules.ts';
import { getPurchase } from './service.ts';
import { toPain001 } from './transfer-file.ts';

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
  if (!inMinorUnits(amount, p.Currency))
    throw invalid(`Amounts in ${p.Currency} have ${minorUnit(p.Currency)} decimals.`, [
      { field: 'Amount', message: 'has too many decimals' },
    ]);
  if (p.docType === 'creditnote')
    throw conflict(`The purchase ${p.purchaseId} is a credit note: the supplier owes it, nothing is paid on it.`);
  const due = dueOf(p);
  if (decimal(amount).gt(due))
    throw refused('overpayment', `The payment is above what is due on purchase ${p.purchaseId} (${due.toFixed(2)}).`, [
      { field: 'Amount', message: `must be at most ${due.toFixed(2)}` },
    ]);
}

/** Adds a payment to a purchase, with TotalPaid and the status that follow. */
function withPayment(before: Purchase, payment: PurchasePayment, userId: number): Purchase {
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

/**
 * Adds a payment to a purchase, as it stands when the write goes through: one that no longer
 * fits (paid meanwhile, refused) is refused; a write that lost a race runs again.
 */
async function recordPayment(
  deps: Pick<Stores, 'purchases' | 'sequences'>,
  principal: Principal,
  purchaseId: number,
  fields: Omit<PurchasePayment, 'paymentId' | 'createdAt'>,
): Promise<PurchasePayment> {
  const paymentId = await deps.sequences.next(principal.accountId, 'purchasepayment');
  return retryContended(async () => {
    const before = await getPurchase(deps, principal, purchaseId);
    requirePayable(before, fields.Amount);
    const payment: PurchasePayment = { paymentId, ...fields, createdAt: Date.now() };
    await deps.purchases.replace(before, withPayment(before, payment, principal.userId));
    return payment;
  });
}

/**
 * A bank statement's booked debit that names a purchase by its id as `EndToEndId` (the transfer
 * file's) records the purchase's payment on its booking date (docs/api.md §18), once: the line's
 * bank reference is claimed with the payment. Answers whether it recorded one.
 */
export async function settleDebit(
  deps: Pick<Stores, 'purchases' | 'sequences'>,
  principal: Principal,
  iban: string,
  line: StatementLine,
): Promise<boolean> {
  if (line.credit || !line.booked || !line.endToEndId || !/^\d{1,12}$/.test(line.endToEndId)) return false;
  const purchase = await deps.purchases.get(principal.accountId, Number(line.endToEndId));
  if (!purchase || purchase.Currency !== line.currency) return false;
  const bankRef = `${iban}#${line.bankRef || `${line.date}#${line.amount}#${line.endToEndId}`}`;
  if (purchase.payments.some((p) => p.bankRef === bankRef)) return false;
  try {
    await recordPayment(deps, principal, purchase.purchaseId, {
      Date: line.date,
      Amount: decimal(line.amount).toString(),
      Method: 'bank_transfer',
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

/**
 * A SEPA credit transfer file paying purchases (docs/api.md §18): `pain.001.001.09`, the
 * profile's account as debtor, one transaction per purchase for what is due, its id as
 * `EndToEndId` (a statement's debit names it back), the supplier's reference as remittance.
 * The file is kept; the purchases become `payment_sent`.
 */
export async function createTransfer(
  deps: Pick<Stores, 'accounts' | 'purchases' | 'sequences' | 'suppliers'> & Pick<Ports, 'storedFiles'>,
  principal: Principal,
  input: { Purchases: number[]; ExecutionDate: string },
): Promise<Transfer> {
  const ids = [...new Set(input.Purchases)];
  const purchases = await Promise.all(ids.map((id) => getPurchase(deps, principal, id)));
  const profile = await getProfile(deps, principal);
  if (!profile.IBAN)
    throw conflict('A transfer file needs the account to pay from: set the profile IBAN (and BIC).', [
      { field: 'profile.IBAN', message: 'is required' },
    ]);
  const suppliers = new Map(
    await Promise.all(
      [...new Set(purchases.map((p) => p.supplierId))].map(
        async (id) => [id, await deps.suppliers.get(principal.accountId, id)] as const,
      ),
    ),
  );
  const transfers = purchases.map((p) => {
    requireOpen(p);
    if (!acceptedStatuses.has(p.Status) || p.Status === 'paid' || p.docType === 'creditnote')
      throw conflict(
        `The purchase ${p.purchaseId} is ${p.Status}: only approved purchases with something due are paid.`,
        [{ field: 'Purchases', message: `${p.purchaseId} is ${p.Status}` }],
      );
    if (p.Currency !== 'EUR')
      throw conflict(`The purchase ${p.purchaseId} is in ${p.Currency}: a SEPA transfer pays euros.`, [
        { field: 'Purchases', message: `${p.purchaseId} is not in EUR` },
      ]);
    const supplier = suppliers.get(p.supplierId);
    const iban = p.IBAN ?? supplier?.IBAN;
    if (!iban)
      throw conflict(`Neither purchase ${p.purchaseId} nor its supplier states an IBAN to pay.`, [
        { field: 'Purchases', message: `${p.purchaseId} has no IBAN` },
      ]);
    return {
      purchase: p,
      endToEndId: String(p.purchaseId),
      amount: dueOf(p).toFixed(2),
      creditorName: supplier?.Name ?? p.Number,
      creditorIban: iban,
      ...((p.BIC ?? supplier?.BIC) ? { creditorBic: p.BIC ?? supplier?.BIC } : {}),
      remittance: p.PaymentReference ?? p.Number,
    };
  });
  const transferId = await deps.sequences.next(principal.accountId, 'transfer');
  const key = storedFileKey(principal.accountId, 'transfers', transferId, 'pain.001.xml');
  const xml = toPain001({
    messageId: `TRF-${transferId}-${Date.now().toString(36)}`.toUpperCase(),
    createdAt: new Date(),
    executionDate: input.ExecutionDate,
    debtor: {
      name: profile.LegalName || principal.company || 'Debtor',
      iban: profile.IBAN,
      ...(profile.BIC ? { bic: profile.BIC } : {}),
    },
    transfers,
  });
  await deps.storedFiles.put(key, { type: 'application/xml', bytes: Buffer.from(xml, 'utf8') });
  const transfer: Transfer = {
    accountId: principal.accountId,
    transferId,
    createdAt: Date.now(),
    createdBy: principal.userId,
    ExecutionDate: input.ExecutionDate,
    purchases: transfers.map((t) => ({ purchaseId: t.purchase.purchaseId, amount: t.amount })),
    Total: transfers.reduce((s, t) => s.plus(t.amount), decimal(0)).toFixed(2),
    key,
  };
  await deps.purchases.insertTransfer(transfer);
  // Each purchase is sent for payment: status 211 ("Paiement transmis"), its message kept.
  for (const { purchase } of transfers)
    await retryContended(async () => {
      const before = await getPurchase(deps, principal, purchase.purchaseId);
      if (before.Status === 'paid' || before.transferId === transferId) return;
      const at = new Date();
      const messageId = await keepBuyerMessage(deps, profile, before, '211', at);
      await deps.purchases.replace(before, {
        ...before,
        Status: 'payment_sent',
        transferId,
        history: [
          ...before.history,
          {
            Status: 'payment_sent',
            At: at.getTime(),
            By: principal.userId,
            Code: '211',
            ...(messageId ? { MessageId: messageId } : {}),
          },
        ],
        version: before.version + 1,
        updatedBy: principal.userId,
      });
    });
  return transfer;
}

/** A transfer file as it was made; 404 when the account has none of that id. */
export async function transferFile(
  deps: Pick<Stores, 'purchases'> & Pick<Ports, 'storedFiles'>,
  principal: Principal,
  transferId: number,
) {
  const transfer = await deps.purchases.getTransfer(principal.accountId, transferId);
  return storedFileOr404(deps, transfer?.key, `The transfer ${transferId}`);
}
