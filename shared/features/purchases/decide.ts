import type { Principal } from '../../access/principal.ts';
import { Failure } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { accountClock } from '../clock/service.ts';
import type { Ports, Stores } from '../ports.ts';
import type { Purchase } from './model.ts';
import { settleCreditNote } from './payments.ts';
import { acceptedStatuses, type BuyerAction } from './rules.ts';
import { actOnPurchase, getPurchase } from './service.ts';

type DecideDeps = Pick<Stores, 'accounts' | 'purchases' | 'sequences'> & Pick<Ports, 'storedFiles'>;

/**
 * The buyer's decision on a purchase (`actOnPurchase`); a credit note it approves (or partly) is
 * then set off against the one invoice its file names (docs/api.md §18), as `POST
 * /api/purchase/settle` would with its defaults, dated the account's today: the two owe what is
 * left of them at once, and a transfer pays the invoice's rest. Where no set-off can be made (no
 * one imported invoice named, not approved, being paid, of another currency, nothing due on
 * either), the credit note stays as approved, to be set off by hand.
 */
export async function decideOnPurchase(
  deps: DecideDeps,
  principal: Principal,
  purchaseId: number,
  action: BuyerAction,
  body: { Reason?: string; Comment?: string },
): Promise<Purchase> {
  const decided = await actOnPurchase(deps, principal, purchaseId, action, body);
  if (decided.docType !== 'creditnote' || !acceptedStatuses.has(decided.Status) || decided.preceding?.length !== 1)
    return decided;
  return (await setOffNamedInvoice(deps, principal, decided)) ? getPurchase(deps, principal, purchaseId) : decided;
}

/** Sets an approved credit note off against the invoice it names; whether it was. Never throws: the decision holds already. */
async function setOffNamedInvoice(deps: DecideDeps, principal: Principal, note: Purchase): Promise<boolean> {
  try {
    const { today } = await accountClock(deps, principal.accountId);
    await settleCreditNote(deps, principal, { CreditNote: note.purchaseId, Date: today });
    return true;
  } catch (error) {
    // A refusal says this pair cannot be set off now; anything else is the store's, and the
    // credit note stays approved for a set-off by hand.
    if (!(error instanceof Failure))
      log.warn('An approved credit note could not be set off against its invoice', {
        accountId: principal.accountId,
        purchaseId: note.purchaseId,
        error: String(error),
      });
    return false;
  }
}
