/**
 * A transfer file cancelled before the bank paid it (docs/api.md §18): the bank refused it whole,
 * or it was never handed over; or the transactions of it the bank rejected, withdrawn. Those
 * purchases owe again and may go into another file.
 */
import type { Principal } from '../../access/principal.ts';
import { conflict, notFound } from '../../kernel/errors.ts';
import { retryContended } from '../../kernel/optimistic.ts';
import type { Stores } from '../ports.ts';
import { deadlineFrom } from '../work/model.ts';
import type { Purchase, PurchaseStatus, Transfer } from './model.ts';
import type { TransferCancel } from './port.ts';
import { decisionOf } from './rules.ts';
import type { StatusReport } from './status-report.ts';

type CancelDeps = Pick<Stores, 'purchases' | 'work'>;

/** Where the purchases withdrawn from a transfer are now: back to their decision, paid by the bank, or in another file since. */
export interface CancelledTransfer {
  transfer: Transfer;
  purchases: { purchaseId: number; Status: PurchaseStatus; transferId?: number }[];
}

/** A purchase still sent for payment by the cancelled transfer, back to the decision it was paid under and out of it. */
function putBack(before: Purchase, userId: number, reason?: string): Purchase {
  const { transferId: _left, ...rest } = before;
  const Status = decisionOf(before);
  const change = { Status, ...(reason ? { Reason: reason } : {}), Comment: 'transfer cancelled' };
  return {
    ...rest,
    Status,
    history: [...before.history, { ...change, At: Date.now(), By: userId }],
    version: before.version + 1,
    updatedBy: userId,
  };
}

/** The purchases taken out of a transfer, in its order: all of them once it is cancelled, else those withdrawn. */
export function withdrawnFrom(transfer: Transfer): number[] {
  const ids = transfer.purchases.map((p) => p.purchaseId);
  if (transfer.cancelledAt !== undefined) return ids;
  const withdrawn = new Set(transfer.withdrawn);
  return ids.filter((id) => withdrawn.has(id));
}

/** The bank's reason code for taking a purchase out of a transfer: its transaction's, else the whole file's. */
const reasonOf = (transfer: Transfer, purchaseId: number): string | undefined =>
  transfer.rejections?.[purchaseId] ?? transfer.cancelReason;

/**
 * Gives the purchases withdrawn from a transfer back. Their claims go first: from then on no mark
 * of that transfer can land on them (each needs its claim), so what is read next is final. Then
 * each it sent for payment owes again, the bank's reason code (kept on the transfer) in its
 * history; one the bank paid meanwhile, or not marked, stays as it is. Repeating it changes nothing.
 */
export async function giveBackPurchases(
  deps: CancelDeps,
  principal: Principal,
  transfer: Transfer,
): Promise<CancelledTransfer['purchases']> {
  const ids = withdrawnFrom(transfer);
  if (!ids.length) return [];
  await deps.purchases.releaseClaims(transfer.accountId, transfer.transferId, ids);
  const after: CancelledTransfer['purchases'] = [];
  for (const purchaseId of ids) {
    const now = await retryContended(async () => {
      const before = await deps.purchases.get(transfer.accountId, purchaseId);
      if (!before || before.transferId !== transfer.transferId || before.Status !== 'payment_sent') return before;
      const back = putBack(before, principal.userId, reasonOf(transfer, purchaseId));
      await deps.purchases.replace(before, back);
      return back;
    });
    if (now) after.push({ purchaseId, Status: now.Status, ...(now.transferId ? { transferId: now.transferId } : {}) });
  }
  return after;
}

/** The transfer of that id, else 404. */
async function transferOr404(deps: CancelDeps, principal: Principal, transferId: number): Promise<Transfer> {
  const transfer = await deps.purchases.getTransfer(principal.accountId, transferId);
  if (!transfer) throw notFound(`The transfer ${transferId}`);
  return transfer;
}

/**
 * Takes purchases out of a transfer read: all of them, the file cancelled (no longer handed out),
 * or `purchases` only, withdrawn (the file stays what was sent); then gives them back. Recorded
 * as the transfer's pending work first, so that a request failing halfway leaves the rest to the
 * sweep; repeated, it answers the same.
 */
async function takeOut(
  deps: CancelDeps,
  principal: Principal,
  found: Transfer,
  taken: Pick<TransferCancel, 'purchases' | 'reason' | 'reasons'> = {},
): Promise<CancelledTransfer> {
  const { accountId } = principal;
  const ref = String(found.transferId);
  await deps.work.mark({ kind: 'transfer', accountId, ref, deadline: deadlineFrom(Date.now()) });
  const transfer = await deps.purchases.cancelTransfer(accountId, found.transferId, {
    at: Date.now(),
    by: principal.userId,
    ...taken,
  });
  if (!transfer) throw notFound(`The transfer ${found.transferId}`);
  const given = await giveBackPurchases(deps, principal, transfer);
  await deps.work.clear(accountId, 'transfer', ref);
  return { transfer, purchases: given };
}

/**
 * Cancels a transfer file, or, with `Purchases`, withdraws those from it (the transactions the
 * bank rejected): only its own purchases (409 naming the others).
 */
export async function cancelTransfer(
  deps: CancelDeps,
  principal: Principal,
  transferId: number,
  input: { Purchases?: number[] } = {},
): Promise<CancelledTransfer> {
  const found = await transferOr404(deps, principal, transferId);
  const paid = new Set(found.purchases.map((p) => p.purchaseId));
  const strangers = (input.Purchases ?? []).filter((id) => !paid.has(id));
  if (strangers.length)
    throw conflict(
      `The transfer ${transferId} does not pay ${strangers.join(', ')}: only its own purchases are withdrawn from it.`,
      strangers.map((id) => ({ field: 'Purchases', message: `${id} is not in transfer ${transferId}` })),
    );
  return takeOut(deps, principal, found, input.Purchases ? { purchases: input.Purchases } : {});
}

/** The transfer a report's `OrgnlMsgId` names, as our files write it (`sepaMessageId('TRF', id)`). */
const reportedTransfer = (messageId: string): number | undefined => {
  const id = /^TRF-(\d{1,12})-[0-9A-Z]+$/.exec(messageId)?.[1];
  return id === undefined ? undefined : Number(id);
};

/**
 * Applies the bank's status report of a transfer file (a `pain.002`): refused whole (`RJCT`), the
 * file is cancelled; transactions rejected, their purchases are withdrawn; each with the bank's
 * reason in its history. A report accepting all changes nothing. Read again, it changes nothing more.
 */
export async function applyStatusReport(
  deps: CancelDeps,
  principal: Principal,
  report: StatusReport,
): Promise<CancelledTransfer> {
  const transferId = reportedTransfer(report.messageId);
  if (transferId === undefined)
    throw conflict(`The report is of the file "${report.messageId}", which is not a transfer file made here.`, [
      { field: 'OrgnlMsgId', message: 'names no transfer file of this service' },
    ]);
  const transfer = await transferOr404(deps, principal, transferId);
  const ids = transfer.purchases.map((p) => p.purchaseId);
  const { groupReason } = report;
  if (report.groupStatus === 'RJCT')
    return takeOut(deps, principal, transfer, groupReason ? { reason: groupReason } : {});
  // The report names them as our file wrote them (`EndToEndId`): as text, which may be anything.
  const held = new Set(ids.map(String));
  const strangers = report.rejected.filter((r) => !held.has(r.endToEndId));
  if (strangers.length)
    throw conflict(
      `The report rejects transactions transfer ${transferId} does not hold: ${strangers.map((s) => s.endToEndId).join(', ')}.`,
      strangers.map((s) => ({ field: 'OrgnlEndToEndId', message: `${s.endToEndId} is not in transfer ${transferId}` })),
    );
  if (!report.rejected.length) return { transfer, purchases: await giveBackPurchases(deps, principal, transfer) };
  const rejected = report.rejected.map((r) => Number(r.endToEndId));
  const reasons = new Map(
    report.rejected.flatMap((r) => (r.reason ? [[Number(r.endToEndId), r.reason] as const] : [])),
  );
  return takeOut(deps, principal, transfer, { purchases: rejected, reasons });
}
