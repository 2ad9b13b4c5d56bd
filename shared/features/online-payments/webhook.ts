import { actingOwner } from '../../access/principal.ts';
import { Failure, invalid, notFound } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { decimal } from '../../kernel/money.ts';
import type { Document } from '../documents/model.ts';
import { noteInHistory } from '../documents/service.ts';
import type { ProviderClaim } from '../payments/model.ts';
import { createPayment, deletePayment } from '../payments/service.ts';
import type { Ports, StoresAndProvider } from '../ports.ts';
import { type CheckoutSession, objectsOf, type ProviderEvent, type ProviderName, providerNames } from './model.ts';
import type { PaymentDetails, ProviderAccount } from './port.ts';
import { excessGoneWith, recordRefund } from './refunds.ts';
import { openedSecrets } from './service.ts';

type Headers = Record<string, string | undefined>;

/** What an event names, read at once: its checkout and its payment intent's claim; its account by either. */
interface Named {
  accountId: string;
  /** The account's provider, its secret key opened once with the webhook secret. */
  account: ProviderAccount;
  session?: CheckoutSession;
  claim?: ProviderClaim;
  /** The checkout's invoice, read with the event's records when its metadata named it. */
  invoice?: Document;
}

/**
 * What an event names, read in one round: its checkout and its payment intent's claim (which say
 * its account), and, for the account its metadata names, the provider settings and whether the
 * event was seen: used only when that account is the one the checkout or the claim says.
 */
async function namedBy(deps: StoresAndProvider<'providerRecords'>, event: ProviderEvent) {
  const { sessionId, paymentIntent } = objectsOf(event);
  const hint = event.accountHint;
  const { session, claim, hintedSettings, hintedSeen, hintedInvoice } = await deps.providerRecords.recordsOf({
    ...(sessionId ? { sessionId } : {}),
    ...(paymentIntent ? { paymentIntent } : {}),
    ...(hint ? { accountHint: hint } : {}),
    ...(hint && event.invoiceHint ? { invoiceHint: event.invoiceHint } : {}),
    eventId: event.id,
  });
  const accountId = session?.accountId ?? claim?.accountId;
  const [settings, recorded] =
    accountId && accountId === hint
      ? [hintedSettings, hintedSeen]
      : accountId
        ? await Promise.all([
            deps.providerRecords.settings(accountId),
            deps.providerRecords.eventHandled(accountId, event.id),
          ])
        : [undefined, false];
  const invoice = accountId === hint && hintedInvoice?.General.Number === session?.invoice ? hintedInvoice : undefined;
  // The event that recorded a payment is known by the payment's claim; any other by its own record.
  const seen = recorded || (claim?.eventId !== undefined && claim.eventId === event.id);
  return { session, claim, accountId, settings, seen, invoice };
}

/**
 * A webhook of a payment provider (docs/api.md §19), public: its account found by the checkout
 * or payment it names, its signature checked with that account's webhook secret (and its time,
 * within 5 minutes), then acted on; its id is kept, and a repeat answers `handled` false. An
 * event the service does not act on is acknowledged as it is. Not an event, unknown objects, a
 * bad or stale signature: 400, nothing changes. What the service acts on holds whatever the
 * order and the repeats: a payment is recorded once per payment intent, reversed once, a refund
 * recorded once per refund.
 */
export async function handleProviderEvent(
  deps: StoresAndProvider<
    'accounts' | 'bank' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'providerRecords' | 'sequences'
  >,
  provider: string,
  body: string,
  headers: Headers,
): Promise<{ received: true; handled: boolean }> {
  if (!(providerNames as readonly string[]).includes(provider)) throw notFound(`The payment provider "${provider}"`);
  const name = provider as ProviderName;
  const event = deps.paymentProvider.readEvent(name, body);
  if (!event) throw invalid(`The body is no event of ${name}.`);
  if (event.kind === 'other') return { received: true, handled: false };
  const { session, claim, accountId, settings, seen, invoice } = await namedBy(deps, event);
  if (!accountId) throw invalid('The event names no checkout or payment of this service.');
  const secrets = settings?.Provider === name ? openedSecrets(accountId, settings) : undefined;
  if (!secrets || !deps.paymentProvider.signatureHolds(name, body, headers, secrets.webhookSecret, Date.now()))
    throw invalid("The event's signature does not hold, or is older than 5 minutes.");
  const account = { provider: name, secretKey: secrets.secretKey };
  // Every act is once per provider object (a claim, a payment's folder), so a repeat may act
  // again and change nothing: the event's id is kept in the claim of the payment it records, or,
  // for any other act, in a record of its own written beside the act.
  const named = {
    accountId,
    account,
    ...(session ? { session } : {}),
    ...(claim ? { claim } : {}),
    ...(invoice ? { invoice } : {}),
  };
  // (A repeat of another event racing this one may claim the payment first: then neither keeps
  // this id, and a later repeat of it answers `handled` true again, changing nothing.)
  const keptInClaim = event.kind === 'checkout.paid' && session !== undefined && claim === undefined;
  await Promise.all([
    act(deps, named, event),
    seen || keptInClaim ? undefined : deps.providerRecords.keepEvent(accountId, event.id, event.kind),
  ]);
  return { received: true, handled: !seen };
}

async function act(
  deps: StoresAndProvider<
    'accounts' | 'bank' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'providerRecords' | 'sequences'
  >,
  named: Named,
  event: ProviderEvent,
): Promise<void> {
  const { accountId } = named;
  switch (event.kind) {
    case 'checkout.paid':
      return recordCheckout(deps, named, event);
    case 'checkout.failed':
      if (event.paymentIntent) await reverseIntent(deps, accountId, event.paymentIntent, event.reason);
      return;
    case 'dispute.lost':
      return reverseIntent(deps, accountId, event.paymentIntent, event.reason);
    case 'refund.succeeded':
      return recordRefund(deps, accountId, event);
    default:
      return;
  }
}

/**
 * A checkout paid (a card) or a debit authorised (SEPA, which settles later and may still fail):
 * the payment of what the checkout asked, with the provider's fee when it says it. A debit is
 * recorded when authorised, so the invoice stops being chased; its failure reverses it.
 */
async function recordCheckout(
  deps: StoresAndProvider<
    'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'providerRecords' | 'sequences'
  >,
  { accountId, account, session, claim, invoice }: Named,
  event: Extract<ProviderEvent, { kind: 'checkout.paid' }>,
): Promise<void> {
  if (claim || !session) return;
  try {
    const payment = await createPayment(
      deps,
      actingOwner(accountId),
      {
        Invoice: session.invoice,
        Amount: session.amount,
        Method: event.method,
        Reference: event.paymentIntent,
        Notes: `Paid online (${event.sessionId})`,
      },
      undefined,
      // The provider is asked for the method and the fee while the payment's id is taken.
      {
        object: event.paymentIntent,
        details: detailsOf(deps, accountId, account, event.paymentIntent),
        ...(invoice ? { invoice } : {}),
        eventId: event.id,
        upToDue: true,
      },
    );
    if (decimal(payment.amount).lt(session.amount))
      log.warn('An online payment was more than the invoice owed: what it owed is recorded', {
        accountId,
        invoice: session.invoice,
        paymentIntent: event.paymentIntent,
      });
  } catch (error) {
    // Paid twice, or the invoice paid or cancelled meanwhile: the provider holds money the invoice
    // does not owe; the business gives it back (a refund), and nothing here can record it.
    if (error instanceof Failure && error.kind === 'conflict') {
      log.warn('An online payment the invoice no longer owes was not recorded', {
        accountId,
        invoice: session.invoice,
        paymentIntent: event.paymentIntent,
        code: error.code,
      });
      // The business reads it in the invoice's history, with what to give back.
      await noteInHistory(deps, actingOwner(accountId), 'invoice', session.invoice, 'payment', {
        recorded: false,
        Amount: session.amount,
        Method: event.method,
        Reference: event.paymentIntent,
        reason: `${error.message} Paid online (${event.sessionId}) and not recorded: refund it at the provider.`,
        code: error.code,
      });
      // No claim keeps the event's id: its own record does.
      await deps.providerRecords.keepEvent(accountId, event.id, event.kind);
      return;
    }
    throw error;
  }
}

/** The provider's word on a payment's method and fee; nothing when it cannot say now (the payment is recorded without). */
async function detailsOf(
  deps: Pick<Ports, 'paymentProvider'>,
  accountId: string,
  account: ProviderAccount,
  paymentIntent: string,
): Promise<PaymentDetails> {
  try {
    return (await deps.paymentProvider.paymentDetails(account, paymentIntent)) ?? {};
  } catch (error) {
    log.warn('The payment provider could not say a payment’s fee', { accountId, paymentIntent, error: String(error) });
    return {};
  }
}

/**
 * A payment the provider took back (a debit that failed, a dispute lost): its payment reversed
 * with the reason (`payment.reversed`), and what it took beyond the invoice gone with it (its
 * excess, nothing left to refund); one not recorded yet never will be.
 */
async function reverseIntent(
  deps: StoresAndProvider<'bank' | 'documents' | 'payments'>,
  accountId: string,
  paymentIntent: string,
  reason: string,
) {
  let claim = await deps.payments.claimOf(paymentIntent);
  if (!claim && (await deps.payments.voidClaim({ object: paymentIntent, accountId }))) return;
  claim ??= await deps.payments.claimOf(paymentIntent);
  if (claim?.paymentId === undefined) return;
  const principal = actingOwner(accountId);
  const payment = await deps.payments.get(accountId, claim.paymentId);
  if (!payment) return;
  // Taken first, so that a repeat after a crash past the reversal still takes it.
  if (claim.excess !== undefined) await excessGoneWith(deps, payment, claim, reason);
  if (payment.folder !== 'active') return;
  try {
    await deletePayment(deps, principal, claim.paymentId, reason);
  } catch (error) {
    // Reversed meanwhile by a repeat of the event.
    if ((await deps.payments.get(accountId, claim.paymentId))?.folder === 'deleted') return;
    throw error;
  }
}
