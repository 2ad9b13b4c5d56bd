import { retryOnConflict, waitWhileHeld } from '../../kernel/optimistic.ts';
import type { Stores } from '../ports.ts';
import type { Purchase } from './model.ts';

/** An invoice a supplier's file names (BG-3): its Number, and its date when the file gives one. */
export interface NamedInvoice {
  number: string;
  date?: string;
}

/**
 * The purchase of that supplier holding an invoice a file names: in the year of its date when the
 * file gives one, else in the naming file's year or the year before (a January credit note often
 * corrects a December invoice, and BT-26 is optional).
 */
export async function purchaseNamed(
  deps: Pick<Stores, 'purchases'>,
  accountId: string,
  supplierId: number,
  named: NamedInvoice,
  namingDate: string,
): Promise<number | undefined> {
  const year = Number(namingDate.slice(0, 4));
  const years = named.date ? [named.date.slice(0, 4)] : [String(year), String(year - 1)];
  for (const y of years) {
    const held = await deps.purchases.holderOf(accountId, { supplierId, year: y, number: named.number });
    if (held !== undefined) return held;
  }
  return undefined;
}

/**
 * The purchases a purchase's file names, as known now: those found at its import, and those
 * imported since (a credit note imported before the invoice it corrects).
 */
export async function namedPurchases(deps: Pick<Stores, 'purchases'>, p: Purchase): Promise<number[]> {
  const found = await Promise.all(
    (p.preceding ?? []).map(
      async (named) => named.purchaseId ?? (await purchaseNamed(deps, p.accountId, p.supplierId, named, p.DateIssue)),
    ),
  );
  return [...new Set(found.filter((id): id is number => id !== undefined && id !== p.purchaseId))];
}

/** How many purchases that named an invoice before it came are linked to it at its import. */
const linkedAtMost = 20;

/**
 * Links a purchase just imported to those whose files named it before it came (a credit note
 * imported before the invoice it corrects): each then states its `purchase_id` in `Preceding`, as
 * if it had been found at their own import, by the same rule (`purchaseNamed`).
 */
export async function linkNamingPurchases(deps: Pick<Stores, 'purchases'>, imported: Purchase): Promise<void> {
  const { accountId, supplierId, Number: number, purchaseId } = imported;
  const naming = await deps.purchases.namingPurchases(accountId, supplierId, number, linkedAtMost);
  for (const id of naming.filter((id) => id !== purchaseId))
    await waitWhileHeld(() =>
      retryOnConflict(async () => {
        const before = await deps.purchases.get(accountId, id);
        if (!before?.preceding) return;
        const namesIt = async (n: NamedInvoice & { purchaseId?: number }) =>
          n.purchaseId === undefined &&
          n.number === number &&
          (await purchaseNamed(deps, accountId, supplierId, n, before.DateIssue)) === purchaseId;
        const preceding = await Promise.all(
          before.preceding.map(async (n) => ((await namesIt(n)) ? { ...n, purchaseId } : n)),
        );
        if (preceding.some((n, i) => n !== before.preceding?.[i]))
          await deps.purchases.replace(before, { ...before, preceding, version: before.version + 1 });
      }),
    );
}
