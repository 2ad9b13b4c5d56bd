import type { Stores } from '../ports.ts';

/**
 * Keeps the payment reference of every purchase of an account where a bank debit finds it, and
 * the invoices it names that none held where their import finds it (docs/deployment.md,
 * upgrading): purchases imported before 2026-12-04 have neither. Writing one again changes
 * nothing, so it may run any number of times. Answers how many purchases it read.
 */
export async function keepPaymentReferences(deps: Pick<Stores, 'purchases'>, accountId: string): Promise<number> {
  let read = 0;
  for await (const page of deps.purchases.dated(accountId, '0000-01-01', '9999-12-31')) {
    for (const purchase of page) await deps.purchases.keepReference(purchase);
    read += page.length;
  }
  return read;
}
