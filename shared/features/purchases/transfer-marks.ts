/**
 * A transfer's purchases marked as sent for payment (docs/api.md §18), as pending work: a request
 * that fails after writing its transfer leaves the marks to the sweep (docs/asynchronous-work.md),
 * apart from the SEPA writer, which the sweep need not load.
 */
import { actingOwner, type Principal } from '../../access/principal.ts';
import { isConflict } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { retryContended } from '../../kernel/optimistic.ts';
import type { Ports, Stores } from '../ports.ts';
import type { Profile } from '../profile/model.ts';
import { getProfile } from '../profile/service.ts';
import { deadlineFrom, type WorkResumer } from '../work/model.ts';
import { keepBuyerMessage } from './messages.ts';
import type { Transfer } from './model.ts';
import { getPurchase } from './service.ts';
import { giveBackPurchases, withdrawnFrom } from './transfer-cancel.ts';

type MarkDeps = Pick<Stores, 'accounts' | 'purchases' | 'work'> & Pick<Ports, 'storedFiles'>;

/**
 * Writes a transfer with its marks due: the work is recorded first, so that a request failing
 * anywhere after leaves the sweep to mark its purchases (one with no transfer is done at once).
 */
export async function insertTransferMarked(deps: MarkDeps, transfer: Transfer): Promise<void> {
  const ref = String(transfer.transferId);
  await deps.work.mark({ kind: 'transfer', accountId: transfer.accountId, ref, deadline: deadlineFrom(Date.now()) });
  await deps.purchases.insertTransfer(transfer);
}

/**
 * Each purchase the transfer pays is sent for payment: status 211 ("Paiement transmis"), its
 * message kept; one marked already, or paid, is left as it is. Then its work is done. The profile
 * as the caller read it, else read here.
 */
export async function markTransferSent(
  deps: MarkDeps,
  principal: Principal,
  transfer: Transfer,
  read?: Profile,
): Promise<void> {
  const { transferId } = transfer;
  const profile = read ?? (await getProfile(deps, principal));
  const withdrawn = new Set(withdrawnFrom(transfer));
  for (const { purchaseId } of transfer.purchases.filter((p) => !withdrawn.has(p.purchaseId)))
    await retryContended(async () => {
      const before = await getPurchase(deps, principal, purchaseId);
      if (before.Status === 'paid' || before.transferId === transferId) return;
      if (before.Status === 'payment_sent') {
        // A transfer made before transfers claimed their purchases took it meanwhile.
        log.warn('A purchase went into two transfers made at the same moment', {
          accountId: principal.accountId,
          purchaseId: before.purchaseId,
          transfers: [before.transferId, transferId],
        });
        return;
      }
      const at = new Date();
      const messageId = await keepBuyerMessage(deps, profile, before, '211', at);
      await deps.purchases
        .replace(before, {
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
        })
        // The transfer was cancelled meanwhile and released it: it owes, as before.
        .catch((error) => {
          if (!isConflict(error, 'released')) throw error;
        });
    });
  await deps.work.clear(transfer.accountId, 'transfer', String(transferId));
}

/**
 * A transfer whose request failed before its purchases were all marked: the sweep marks them, as
 * its maker; or, cancelled (or some of its purchases withdrawn), before they were all given back:
 * the sweep gives them back, as its canceller.
 */
export const transferResumer: WorkResumer = {
  kind: 'transfer',
  async resume(deps, work) {
    const transfer = await deps.purchases.getTransfer(work.accountId, Number(work.ref));
    if (!transfer) return 'done';
    const principal = actingOwner(work.accountId, transfer.cancelledBy ?? transfer.createdBy);
    if (transfer.cancelledAt === undefined) await markTransferSent(deps, principal, transfer);
    await giveBackPurchases(deps, principal, transfer);
    return 'done';
  },
};
