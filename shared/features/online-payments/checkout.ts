import type { Principal } from '../../access/principal.ts';
import { conflict, Failure, invalid, refused } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { type Decimal, decimal, inMinorUnits, toMinorUnits } from '../../kernel/money.ts';
import { amount, safeParse } from '../../kernel/validation.ts';
import { accountClock } from '../clock/service.ts';
import type { Document } from '../documents/model.ts';
import { getDocument } from '../documents/service.ts';
import { owedOnline, shownStatus } from '../documents/settlement.ts';
import type { Stores, StoresAndProvider } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import type { Opened } from '../sharing/service.ts';
import { LEAST_ONLINE_PART, shareRead, takesPayments } from '../sharing/service.ts';
import { CHECKOUT_LIFETIME_MS, type CheckoutSession, type StoredProvider } from './model.ts';
import type { CheckoutClosed, ProviderAccount } from './port.ts';
import { openedSecrets } from './service.ts';

/** A payment link lives this long (docs/api.md §19). */
export const PAYLINK_DAYS = 30;

/**
 * The account's provider and its secret key opened; 409 `no_provider` when it has none, or, for a
 * new payment, when the business disconnected it (a refund of a payment it took still goes).
 */
export async function connectedProvider(
  deps: Pick<Stores, 'providerRecords'>,
  accountId: string,
  use: 'new payment' | 'refund' = 'new payment',
): Promise<{ settings: StoredProvider; account: ProviderAccount }> {
  const settings = await deps.providerRecords.settings(accountId);
  if (!settings || (use === 'new payment' && !takesPayments(settings)))
    throw refused('no_provider', 'The account has no payment provider: connect one with PUT /api/account/payments.');
  return {
    settings,
    account: { provider: settings.Provider, secretKey: openedSecrets(accountId, settings).secretKey },
  };
}

/**
 * What an invoice leaves to pay online: an issued, not cancelled invoice with TotalDue above 0
 * whose direct debit is not with the bank, else 409.
 */
export function dueOnline(doc: Document): Decimal {
  if (shownStatus(doc) === 'collection_pending')
    throw conflict(
      `The invoice ${doc.General.Number} cannot be paid online: its direct debit of ${doc.collection?.date} is with the bank.`,
    );
  const owed = owedOnline(doc);
  if (!owed.gt(0))
    throw conflict(
      `The invoice ${doc.General.Number} cannot be paid online: only an issued invoice with anything left to pay can.`,
    );
  return owed;
}

/**
 * What a checkout asks: what the invoice leaves to pay, or the part the payer chose when the
 * profile allows parts (at least 1.00, at most what is due, in the currency's minor unit; else 400).
 */
async function amountOnline(deps: Pick<Stores, 'accounts'>, doc: Document, part: string | undefined): Promise<Decimal> {
  const due = dueOnline(doc);
  if (part === undefined || part === '') return due;
  const profile = await getProfile(deps, { accountId: doc.accountId });
  if (!profile.OnlinePartialPayments)
    throw invalid('This invoice is paid online in full: its seller does not take parts.', [
      { field: 'amount', message: 'is not taken: pay what is due' },
    ]);
  const parsed = safeParse(amount, part);
  const chosen = parsed.success ? decimal(parsed.data) : undefined;
  if (!chosen || chosen.lt(LEAST_ONLINE_PART) || chosen.gt(due) || !inMinorUnits(chosen, doc.General.Currency))
    throw invalid(`The amount must be from ${LEAST_ONLINE_PART} to ${due.toString()}.`, [
      { field: 'amount', message: `must be from ${LEAST_ONLINE_PART} to ${due.toString()}` },
    ]);
  return chosen;
}

/**
 * A link that pays an invoice (docs/api.md §19): a link of its page, of 30 days, whose `/pay`
 * opens a checkout at the account's provider for what is due then. A draft, a paid or cancelled
 * invoice, or an account without a provider: 409.
 */
export async function paylink(
  deps: Pick<Stores, 'documents' | 'providerRecords' | 'shares'>,
  principal: Principal,
  number: string,
  baseUrl: string,
): Promise<{ Url: string; ExpiresAt: string }> {
  const doc = await getDocument(deps, principal, 'invoice', number);
  dueOnline(doc);
  await connectedProvider(deps, principal.accountId);
  const { token, expires } = await shareRead(deps, principal, doc, PAYLINK_DAYS);
  return { Url: `${baseUrl}/d/${token}/pay`, ExpiresAt: expires };
}

/**
 * Opens a checkout at the account's provider for what the page's invoice leaves to pay, and
 * keeps it, so the provider's webhooks find the account and the invoice; the payer's browser is
 * sent to the address answered. Asked again for the same amount on the same day, the provider
 * answers the same checkout.
 */
export async function openCheckout(
  deps: StoresAndProvider<'accounts' | 'documents' | 'providerRecords'>,
  opened: Opened,
  pageUrl: string,
  part?: string,
): Promise<{ url: string; amount: Decimal }> {
  const { doc, link } = opened;
  const due = await amountOnline(deps, doc, part);
  const { account } = await connectedProvider(deps, link.accountId);
  const currency = doc.General.Currency;
  const amountMinor = toMinorUnits(due, currency);
  const today = (await accountClock(deps, link.accountId)).today;
  const session = await deps.paymentProvider.openCheckout(account, {
    accountId: link.accountId,
    invoice: doc.General.Number,
    amountMinor,
    currency,
    description: `${doc.General.Number}`,
    successUrl: `${pageUrl}?paid=1`,
    cancelUrl: pageUrl,
    idempotencyKey: `checkout-${link.accountId}-${doc.General.Number}-${doc.version}-${amountMinor}-${today}`,
  });
  const kept: CheckoutSession = {
    sessionId: session.id,
    accountId: link.accountId,
    invoice: doc.General.Number,
    amount: due.toString(),
    currency,
    createdAt: Date.now(),
  };
  await deps.providerRecords.keepSession(kept);
  await refuseIfOutgrownMeanwhile(deps, account, kept, due);
  return { url: session.url, amount: due };
}

/**
 * The invoice read again once its checkout is kept. A payment or a cancel that came while the
 * checkout was being opened had the invoice's checkouts closed (closing.ts), maybe before this
 * one was kept: one that now asks for more than the invoice owes is closed here, and the payer
 * asked to pay again (409). A change after this read finds the checkout kept, and closes it.
 */
async function refuseIfOutgrownMeanwhile(
  deps: StoresAndProvider<'documents'>,
  account: ProviderAccount,
  kept: CheckoutSession,
  asked: Decimal,
): Promise<void> {
  const now = await deps.documents.get(kept.accountId, 'invoice', kept.invoice);
  const owed = now ? owedOnline(now) : decimal(0);
  if (!asked.gt(owed)) return;
  await closedAtProvider(deps, account, [kept]);
  throw conflict(
    `The invoice ${kept.invoice} changed while its checkout was opened: it now leaves ${owed.toString()} to pay online; pay again.`,
  );
}

/** Read past a checkout's lifetime: the provider's clock is not ours. */
const CLOCKS_MARGIN_MS = 3_600_000;

/**
 * The account's checkouts opened at `since` or after (by default, all that could still be paid)
 * for any of `invoices`, each once: a checkout asked for again (the same day, the same amount) is
 * the provider's same one, kept twice.
 */
export async function openCheckoutsOf(
  deps: Pick<Stores, 'providerRecords'>,
  accountId: string,
  invoices: readonly string[],
  since = Date.now() - CHECKOUT_LIFETIME_MS - CLOCKS_MARGIN_MS,
): Promise<CheckoutSession[]> {
  const wanted = new Set(invoices);
  const opened = (await deps.providerRecords.openedSince(accountId, since)).filter((s) => wanted.has(s.invoice));
  return [...new Map(opened.map((s) => [s.sessionId, s])).values()];
}

/**
 * Closes the account's checkouts opened at `since` or after that could still pay `invoices`, whose
 * debits are about to go to the bank (docs/api.md §19), so that no payer pays twice. Answers the
 * invoices that can be collected: those with no checkout, or whose checkouts were closed or paid
 * with their payment recorded (it is out of what the invoice owes). One whose checkout was paid
 * and not recorded yet (its event has not come), or whose provider could not say, is not: a later
 * batch collects it if it still owes.
 */
export async function closeCheckouts(
  deps: StoresAndProvider<'providerRecords'>,
  accountId: string,
  invoices: readonly string[],
  since?: number,
): Promise<Set<string>> {
  const open = await openCheckoutsOf(deps, accountId, invoices, since);
  if (!open.length) return new Set(invoices);
  // A provider that could not be reached nor read holds the invoices back: a later batch collects them.
  const account = await closingAccount(deps, accountId).catch((error) => {
    log.warn('The checkouts could not be closed before a direct debit', { accountId, error: String(error) });
    return undefined;
  });
  const closed = account ? await closedAtProvider(deps, account, open) : open.map((session): Closing => ({ session }));
  // A checkout paid whose payment is recorded already is out of what the invoice still owes: the rest is collected.
  const paidWith = closed.flatMap(({ outcome }) =>
    outcome?.state === 'paid' && outcome.paymentIntent ? [outcome.paymentIntent] : [],
  );
  const recorded = new Set(
    (paidWith.length ? await deps.providerRecords.claims(paidWith) : [])
      .filter((claim) => claim.accountId === accountId && claim.paymentId !== undefined)
      .map((claim) => claim.object),
  );
  const held = new Set(
    closed
      .filter(({ outcome }) => !outcome || (outcome.state === 'paid' && !recorded.has(outcome.paymentIntent ?? '')))
      .map(({ session }) => session.invoice),
  );
  return new Set(invoices.filter((invoice) => !held.has(invoice)));
}

/** A checkout, and what closing it at the provider found; no outcome where the provider could not say. */
export interface Closing {
  session: CheckoutSession;
  outcome?: CheckoutClosed;
}

/**
 * The provider that opened the account's checkouts, to close them: a provider disconnected since
 * still closes what it opened; none when the account has none (logged). Its settings that could
 * not be read throw.
 */
export async function closingAccount(
  deps: Pick<Stores, 'providerRecords'>,
  accountId: string,
): Promise<ProviderAccount | undefined> {
  try {
    return (await connectedProvider(deps, accountId, 'refund')).account;
  } catch (error) {
    if (!(error instanceof Failure && error.code === 'no_provider')) throw error;
    log.warn('The checkouts could not be closed: the account has no provider', { accountId });
    return undefined;
  }
}

/** Each checkout closed at the account's provider, and what that found. */
export async function closedAtProvider(
  deps: StoresAndProvider<never>,
  account: ProviderAccount,
  open: readonly CheckoutSession[],
): Promise<Closing[]> {
  return Promise.all(
    open.map(async (session) => {
      try {
        return { session, outcome: await deps.paymentProvider.expireCheckout(account, session.sessionId) };
      } catch (error) {
        log.warn('A checkout could not be closed', {
          accountId: session.accountId,
          sessionId: session.sessionId,
          error: String(error),
        });
        return { session };
      }
    }),
  );
}
