import type { Principal } from '../../access/principal.ts';
import { Failure } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { accountClock } from '../clock/service.ts';
import type { Ports, Stores } from '../ports.ts';
import type { Purchase } from './model.ts';
import { settleCreditNote } from './payments.ts';
import { namedPurchases } from './preceding.ts';
import { acceptedStatuses, type BuyerAction, dueOf } from './rules.ts';
import { actOnPurchase, getPurchase } from './service.ts';

type DecideDeps = Pick<Stores, 'accounts' | 'purchases' | 'sequences'> & Pick<Ports, 'storedFiles'>;

/** How many credit notes naming an invoice its approval looks at. */
const namingNotesAtMost = 20;

/**
 * The buyer's decision on a purchase (`actOnPurchase`), then the set-offs an approval (or a
 * partial one) makes (docs/api.md §18): a credit note whose file names one invoice is set off
 * against it, and an invoice against the credit notes that name it alone, oldest first, each as
 * `POST /api/purchase/settle` would with its defaults, dated the account's today. Where none can
 * be made (not approved, being paid, of another currency, nothing due on either), the approval
 * stands alone and the credit note is set off by hand. Answers the purchase as it then is.
 */
export async function decideOnPurchase(
  deps: DecideDeps,
  principal: Principal,
  purchaseId: number,
  action: BuyerAction,
  body: { Reason?: string; Comment?: string },
): Promise<Purchase> {
  const decided = await actOnPurchase(deps, principal, purchaseId, action, body);
  if (!acceptedStatuses.has(decided.Status)) return decided;
  const pairs =
    decided.docType === 'creditnote' ? await invoiceNamedBy(deps, decided) : await notesNaming(deps, decided);
  if (!pairs.length) return decided;
  const { today } = await accountClock(deps, principal.accountId);
  let setOff = false;
  for (const pair of pairs) setOff = (await setOffPair(deps, principal, pair, today)) || setOff;
  return setOff ? getPurchase(deps, principal, purchaseId) : decided;
}

/** A credit note and the invoice it is set off against. */
interface Pair {
  note: number;
  invoice: number;
}

/** The one invoice a credit note's file names, where it names one. */
async function invoiceNamedBy(deps: Pick<Stores, 'purchases'>, note: Purchase): Promise<Pair[]> {
  if (note.preceding?.length !== 1) return [];
  const named = await namedPurchases(deps, note);
  return named.length === 1 ? [{ note: note.purchaseId, invoice: named[0]! }] : [];
}

/** The approved credit notes that name this invoice alone and still have something to give, oldest first. */
async function notesNaming(deps: Pick<Stores, 'purchases'>, invoice: Purchase): Promise<Pair[]> {
  const ids = await deps.purchases.namingPurchases(
    invoice.accountId,
    invoice.supplierId,
    invoice.Number,
    namingNotesAtMost,
  );
  const pairs: Pair[] = [];
  for (const id of ids.filter((id) => id !== invoice.purchaseId)) {
    const note = await deps.purchases.get(invoice.accountId, id);
    if (note?.docType !== 'creditnote' || !acceptedStatuses.has(note.Status) || dueOf(note).lte(0)) continue;
    const [named] = await invoiceNamedBy(deps, note);
    if (named?.invoice === invoice.purchaseId) pairs.push(named);
  }
  return pairs;
}

/** Sets a credit note off against an invoice; whether it was. Never throws: the decision holds already. */
async function setOffPair(deps: DecideDeps, principal: Principal, pair: Pair, today: string): Promise<boolean> {
  try {
    await settleCreditNote(deps, principal, { CreditNote: pair.note, Invoice: pair.invoice, Date: today });
    return true;
  } catch (error) {
    // A refusal says this pair cannot be set off now (nothing left on either, being paid...);
    // anything else is the store's, and the credit note stays approved for a set-off by hand.
    if (!(error instanceof Failure))
      log.warn('An approved credit note could not be set off against its invoice', {
        accountId: principal.accountId,
        creditNote: pair.note,
        invoice: pair.invoice,
        error: String(error),
      });
    return false;
  }
}
