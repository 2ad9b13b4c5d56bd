import type { Principal } from '../../access/principal.ts';
import { invalid, notFound } from '../../kernel/errors.ts';
import { retryOnConflict, waitWhileHeld } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { expenseCategory } from '../catalog/service.ts';
import type { Ports, Stores } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import { storedFileOrLink } from '../stored-files/uploads.ts';
import { keepBuyerMessage } from './messages.ts';
import type { Purchase, PurchaseFilters, PurchasePaymentFilters, Transfer } from './model.ts';
import type { DatedPurchasePayment } from './port.ts';
import { type BuyerAction, buyerActions, statusAfter } from './rules.ts';

/** A purchase of the account, or 404. */
export async function getPurchase(deps: Pick<Stores, 'purchases'>, principal: Principal, purchaseId: number) {
  const purchase = await deps.purchases.get(principal.accountId, purchaseId);
  if (!purchase) throw notFound(`The purchase ${purchaseId}`);
  return purchase;
}

/** One page of the account's purchases, newest first. */
export const listPurchases = (
  deps: Pick<Stores, 'purchases'>,
  principal: Principal,
  filters: PurchaseFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<Purchase>> => deps.purchases.list(principal.accountId, filters, limit, start);

/** One page of the account's supplier payments, newest Date first. */
export const listSupplierPayments = (
  deps: Pick<Stores, 'purchases'>,
  principal: Principal,
  filters: PurchasePaymentFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<DatedPurchasePayment>> => deps.purchases.listPayments(principal.accountId, filters, limit, start);

/** One page of the account's transfer files, newest first. */
export const listTransfers = (
  deps: Pick<Stores, 'purchases'>,
  principal: Principal,
  limit: number,
  start?: StartKey,
): Promise<Page<Transfer>> => deps.purchases.listTransfers(principal.accountId, limit, start);

/**
 * Files a purchase's lines in expense categories and keeps the buyer's notes (docs/api.md §18);
 * the lines are given in the purchase's order. The supplier's figures never change.
 */
export async function updatePurchase(
  deps: Pick<Stores, 'purchases' | 'catalog'>,
  principal: Principal,
  purchaseId: number,
  input: { Lines?: { Category?: string | null }[]; Notes?: string },
): Promise<Purchase> {
  // Each category named is looked up once; a refusal names the first line that names it.
  const checked = new Set<string>();
  for (const [i, line] of (input.Lines ?? []).entries())
    if (line.Category && !checked.has(line.Category)) {
      await expenseCategory(deps, principal.accountId, line.Category, `Lines.${i}.Category`);
      checked.add(line.Category);
    }
  return waitWhileHeld(() =>
    retryOnConflict(async () => {
      const before = await getPurchase(deps, principal, purchaseId);
      if (input.Lines && input.Lines.length !== before.Lines.length)
        throw invalid(`The purchase has ${before.Lines.length} lines: Lines gives each its Category, in order.`, [
          { field: 'Lines', message: `must hold ${before.Lines.length} entries` },
        ]);
      const after: Purchase = {
        ...before,
        Lines: before.Lines.map((line, i) => {
          const category = input.Lines?.[i]?.Category;
          if (category === undefined) return line;
          const { Category: _old, ...rest } = line;
          return category === null ? rest : { ...rest, Category: category };
        }),
        ...(input.Notes !== undefined ? { Notes: input.Notes } : {}),
        version: before.version + 1,
        updatedBy: principal.userId,
      };
      await deps.purchases.replace(before, after);
      return after;
    }),
  );
}

/**
 * The buyer's decision on a purchase (docs/api.md §18): approve, partly approve, dispute,
 * suspend or refuse, the last four with a reason of the reform's list for that status (400
 * otherwise). Each makes the lifecycle message the platform carries (CDAR D22B, status 205 to
 * 210), kept beside the purchase's file.
 */
export async function actOnPurchase(
  deps: Pick<Stores, 'accounts' | 'purchases'> & Pick<Ports, 'storedFiles'>,
  principal: Principal,
  purchaseId: number,
  action: BuyerAction,
  body: { Reason?: string; Comment?: string },
): Promise<Purchase> {
  const rule = buyerActions[action];
  const reasons: readonly string[] = rule.reasons;
  if (reasons.length && !body.Reason)
    throw invalid(`To ${action.replace('_', ' ')} a purchase, give the Reason.`, [
      { field: 'Reason', message: 'is required' },
    ]);
  if (body.Reason && !reasons.includes(body.Reason))
    throw invalid(`The reason ${body.Reason} is not one the reform allows for this status.`, [
      {
        field: 'Reason',
        message: reasons.length ? `must be one of ${reasons.join(', ')}` : 'is not taken by this action',
      },
    ]);
  const profile = await getProfile(deps, principal);
  return waitWhileHeld(() =>
    retryOnConflict(async () => {
      const before = await getPurchase(deps, principal, purchaseId);
      const status = statusAfter(before, action);
      const at = new Date();
      const messageId = await keepBuyerMessage(
        deps,
        profile,
        before,
        rule.code,
        at,
        body.Reason ? { code: body.Reason, ...(body.Comment ? { text: body.Comment } : {}) } : undefined,
      );
      const after: Purchase = {
        ...before,
        Status: status,
        ...(body.Reason ? { Reason: body.Reason } : {}),
        ...(body.Comment !== undefined ? { Comment: body.Comment } : {}),
        history: [
          ...before.history,
          {
            Status: status,
            ...(body.Reason ? { Reason: body.Reason } : {}),
            ...(body.Comment ? { Comment: body.Comment } : {}),
            At: at.getTime(),
            By: principal.userId,
            Code: rule.code,
            ...(messageId ? { MessageId: messageId } : {}),
          },
        ],
        version: before.version + 1,
        updatedBy: principal.userId,
      };
      if (!body.Reason) delete after.Reason;
      await deps.purchases.replace(before, after);
      return after;
    }),
  );
}

/** A purchase's file, byte for byte as it came, or for one larger than a function answers, a link that reads it. */
export async function purchaseFile(
  deps: Pick<Stores, 'purchases'> & Pick<Ports, 'storedFiles'>,
  principal: Principal,
  purchaseId: number,
) {
  const purchase = await getPurchase(deps, principal, purchaseId);
  return storedFileOrLink(deps, purchase.file.key, `The file of purchase ${purchaseId}`, purchase.file.size);
}
