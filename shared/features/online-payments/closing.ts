import { decimal } from '../../kernel/money.ts';
import { owedOnline } from '../documents/settlement.ts';
import type { StoresAndProvider } from '../ports.ts';
import { closedAtProvider, closingAccount, openCheckoutsOf } from './checkout.ts';
import type { CheckoutsMessage } from './closing-messages.ts';

/**
 * Closes the invoice's checkouts that ask for more than it now leaves to pay online (docs/api.md
 * §19), so that no payer pays what is not owed: all of them once it is paid or cancelled. A
 * checkout opened since for what is due now stays open. Throws when the provider could not say
 * (the message comes back); an account without a provider has nothing to close.
 */
export async function closeOutgrownCheckouts(
  deps: StoresAndProvider<'providerRecords' | 'documents'>,
  { accountId, invoice }: CheckoutsMessage,
): Promise<void> {
  const open = await openCheckoutsOf(deps, accountId, [invoice]);
  if (!open.length) return;
  const doc = await deps.documents.get(accountId, 'invoice', invoice);
  const owed = doc ? owedOnline(doc) : decimal(0);
  const outgrown = open.filter((session) => decimal(session.amount).gt(owed));
  if (!outgrown.length) return;
  const account = await closingAccount(deps, accountId);
  if (!account) return;
  const unclosed = (await closedAtProvider(deps, account, outgrown)).filter(({ outcome }) => !outcome);
  if (unclosed.length)
    throw new Error(`${unclosed.length} checkout(s) of the invoice ${invoice} could not be closed: tried again later.`);
}
