import type { Principal } from '../../access/principal.ts';
import { conflict, refused } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
import { ownSepaParty, sepaMessageId } from '../../kernel/sepa.ts';
import type { Ports, Stores } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import { storedFileKey } from '../stored-files/port.ts';
import { type Purchase, TRANSFER_CLAIM_HOLDS_MS, type Transfer, type TransferClaim } from './model.ts';
import { acceptedStatuses, dueOf, requireOpen } from './rules.ts';
import { getPurchase } from './service.ts';
import { type CreditTransfer, toPain001 } from './transfer-file.ts';
import { insertTransferMarked, markTransferSent } from './transfer-marks.ts';

/**
 * A purchase a transfer file pays already is in no other: the bank would pay it twice (409
 * `purchase_in_transfer`, naming the file, which can be read again). Paid otherwise, it takes its
 * payment as any purchase does.
 */
const inTransfer = (purchaseId: number, transferId: number | undefined) =>
  refused(
    'purchase_in_transfer',
    `The purchase ${purchaseId} is in transfer ${transferId} already, which pays all it had due: read its file again at /api/purchase/transfer/get/${transferId}.`,
    [{ field: 'Purchases', message: `${purchaseId} is in transfer ${transferId}` }],
  );

/** Whether a claim's transfer will never be written: its request is gone (TRANSFER_CLAIM_HOLDS_MS) and left none. */
const abandoned = async (deps: Pick<Stores, 'purchases'>, claim: TransferClaim): Promise<boolean> =>
  claim.at < Date.now() - TRANSFER_CLAIM_HOLDS_MS &&
  !(await deps.purchases.getTransfer(claim.accountId, claim.transferId));

/**
 * Takes every purchase's transfer claim for `transferId` before its file is made: of two transfers
 * naming a purchase, even at the same instant, one takes it and the other is refused (409, naming
 * the first), releasing what it took. A claim left by a request that failed before writing its
 * transfer is taken over once that request is surely gone.
 */
async function claimPurchases(
  deps: Pick<Stores, 'purchases'>,
  accountId: string,
  transferId: number,
  ids: readonly number[],
): Promise<void> {
  for (;;) {
    const held = await deps.purchases.claimForTransfer(accountId, transferId, ids);
    if (!held) return;
    if ((await abandoned(deps, held)) && (await deps.purchases.takeOverClaim(held, transferId))) continue;
    await deps.purchases.releaseClaims(accountId, transferId, ids);
    throw inTransfer(held.purchaseId, held.transferId);
  }
}

// Apart from the payments (shared/features/purchases/payments.ts): the bank import settles
// transfers through them, and its functions need not carry the SEPA writer's transliteration.

/** The suppliers of these purchases, by id. */
const suppliersOf = async (deps: Pick<Stores, 'suppliers'>, accountId: string, purchases: readonly Purchase[]) =>
  new Map(
    await Promise.all(
      [...new Set(purchases.map((p) => p.supplierId))].map(
        async (id) => [id, await deps.suppliers.get(accountId, id)] as const,
      ),
    ),
  );

/** The transfer of each purchase, checked payable by a SEPA file: approved, something due, in euros, an IBAN to pay. */
function creditTransfers(
  purchases: readonly Purchase[],
  suppliers: Awaited<ReturnType<typeof suppliersOf>>,
): (CreditTransfer & { purchase: Purchase })[] {
  return purchases.map((p) => {
    requireOpen(p);
    // Sent for payment already by a transfer made before transfers claimed their purchases (it holds no claim).
    if (p.Status === 'payment_sent') throw inTransfer(p.purchaseId, p.transferId);
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
}

/**
 * A SEPA credit transfer file paying purchases (docs/api.md §18): `pain.001.001.09`, the
 * profile's account as debtor, one transaction per purchase for what is due, its id as
 * `EndToEndId` (a statement's debit names it back), the supplier's reference as remittance.
 * Checked before anything is written (a purchase not found 404, not payable 409); then claimed,
 * and read again: from the claim on nothing else changes them (their writes wait, Conflict
 * `held`), so the file pays what they owe then (a purchase changed meanwhile and no longer
 * payable gives every claim back, 409). The file is kept; the purchases become `payment_sent`.
 */
export async function createTransfer(
  deps: Pick<Stores, 'accounts' | 'purchases' | 'sequences' | 'suppliers' | 'work'> & Pick<Ports, 'storedFiles'>,
  principal: Principal,
  input: { Purchases: number[]; ExecutionDate: string },
): Promise<Transfer> {
  const ids = [...new Set(input.Purchases)];
  const read = () => Promise.all(ids.map((id) => getPurchase(deps, principal, id)));
  const first = await read();
  const [suppliers, profile] = await Promise.all([
    suppliersOf(deps, principal.accountId, first),
    getProfile(deps, principal),
  ]);
  creditTransfers(first, suppliers);
  if (!profile.IBAN)
    throw conflict('A transfer file needs the account to pay from: set the profile IBAN (and BIC).', [
      { field: 'profile.IBAN', message: 'is required' },
    ]);
  const transferId = await deps.sequences.next(principal.accountId, 'transfer');
  await claimPurchases(deps, principal.accountId, transferId, ids);
  const key = storedFileKey(principal.accountId, 'transfers', transferId, 'pain.001.xml');
  // No transfer is written yet: a purchase no longer payable, or a file that could not be kept, gives the claims back at once.
  const transfers = await (async () => {
    const made = creditTransfers(await read(), suppliers);
    const xml = toPain001({
      messageId: sepaMessageId('TRF', transferId),
      createdAt: new Date(),
      executionDate: input.ExecutionDate,
      debtor: ownSepaParty(profile, principal.company, 'Debtor'),
      transfers: made,
    });
    await deps.storedFiles.put(key, { type: 'application/xml', bytes: Buffer.from(xml, 'utf8') });
    return made;
  })().catch(async (error) => {
    await deps.purchases.releaseClaims(principal.accountId, transferId, ids);
    throw error;
  });
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
  await insertTransferMarked(deps, transfer);
  await markTransferSent(deps, principal, transfer, profile);
  return transfer;
}
