import type { Principal } from '../../access/principal.ts';
import { decimal, moneyText, sumOf } from '../../kernel/money.ts';
import { archiveFolder } from '../audit/archive.ts';
import type { PlatformMessage, Transmission } from '../documents/lifecycle.ts';
import type { Document } from '../documents/model.ts';
import { cashedShares } from '../documents/payment-shares.ts';
import type { Ports } from '../ports.ts';
import { recordStatuses } from './lifecycle-statuses.ts';
import { PLATFORM_QUEUE, type PlatformDeps } from './platform-queue.ts';
import type { PlatformConnection } from './port.ts';
import { readCdar } from './reading/cdar.ts';
import { archiveMessage, type CashedAmount, cashedMessage } from './seller-messages.ts';
import { eInvoiceFacts } from './service.ts';

/**
 * Our 212 `Encaissée` messages (docs/api.md §19): what each payment of a transmitted invoice cashed,
 * reported to its platform once, and corrected once when the payment is reversed.
 */

/**
 * What each live payment of an invoice cashed per VAT rate, VAT included (docs/api.md §19): its
 * share of what the invoice leaves to pay after its deposits, so that a final invoice never
 * reports its deposits again; a payment's amounts sum to it, and a paid invoice's to each rate's.
 */
const cashIns = (doc: Document): { paymentId: number; amounts: CashedAmount[] }[] =>
  cashedShares(doc).map((share) => ({
    paymentId: share.paymentId,
    amounts: share.rates.map(({ rate, amount }) => ({
      rate: rate.VATPercentage.toString(),
      amount: moneyText(amount, doc.General.Currency),
    })),
  }));

/**
 * Our 212 `Encaissée` for each cash-in of a transmitted invoice not reported yet (docs/api.md
 * §19), whatever the means and whether it came before the transmit: a CDAR D22B message per
 * payment with what it cashed per VAT rate, handed to the platform under a key of its own (so a
 * retry is one flow), kept in the invoice's archive, and recorded as a `cashed` status once. A
 * refund (a payment below zero) is reported so, its amounts below zero; a reported payment
 * reversed since is corrected by a 212 of its amounts below zero, once.
 */
export async function reportCashIns(
  deps: PlatformDeps<'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  to: PlatformConnection,
  doc: Document,
  held: Transmission,
) {
  if (doc.type !== 'invoice') return;
  const reported = new Set(held.cashIns ?? []);
  const live = new Set((doc.payments ?? []).map((p) => p.paymentId));
  const fresh = cashIns(doc).filter((c) => !reported.has(c.paymentId));
  const gone = [...reported].filter((id) => !live.has(id) && !held.withdrawn?.includes(id));
  const corrections = await withdrawnCashIns(deps, doc, held, gone);
  if (!fresh.length && !corrections.length) return;
  const { facts } = await eInvoiceFacts(deps, doc, principal);
  const report = async (
    suffix: string,
    amounts: CashedAmount[],
    change: (t: Transmission) => Transmission | undefined,
  ) => {
    const at = new Date().toISOString();
    const name = cashInName(held, suffix);
    const cdar = facts && cashedMessage(facts, cashInId(held, suffix), new Date(at), amounts);
    if (cdar) {
      await deps.platform.transmit(to, { key: `${held.key}-212-${suffix}`, profile: 'CDAR', name, content: cdar });
      // Its CDAR message in the invoice's archive (docs/api.md §22): named by the payment, so a retry keeps the first.
      await archiveMessage(deps, doc, name, cdar);
    }
    const amount = moneyText(sumOf(amounts.map((a) => decimal(a.amount))), doc.General.Currency);
    await recordStatuses(deps, principal, doc, [{ status: 'cashed', at, amount }], 'service', change);
  };
  for (const { paymentId, amounts } of fresh)
    await report(String(paymentId), amounts, (t) =>
      t.cashIns?.includes(paymentId) ? undefined : { ...t, cashIns: [...(t.cashIns ?? []), paymentId] },
    );
  for (const { paymentId, amounts } of corrections)
    await report(`${paymentId}-reversed`, amounts, (t) =>
      t.withdrawn?.includes(paymentId) ? undefined : { ...t, withdrawn: [...(t.withdrawn ?? []), paymentId] },
    );
}

/**
 * What reported payments, reversed since, had cashed per VAT rate, below zero: their correction.
 * Each undoes what its 212 stated, read back from the invoice's archive (a payment's amounts
 * depend on the payments before it); one the archive lacks, what the payment alone cashes.
 */
async function withdrawnCashIns(
  deps: PlatformDeps<'payments'>,
  doc: Document,
  held: Transmission,
  paymentIds: number[],
): Promise<{ paymentId: number; amounts: CashedAmount[] }[]> {
  if (!paymentIds.length) return [];
  const payments = await deps.payments.many(doc.accountId, paymentIds);
  return Promise.all(
    payments.map(async (p) => {
      const stated =
        (await statedCashIn(deps, doc, held, p.paymentId)) ??
        cashIns({ ...doc, payments: [{ paymentId: p.paymentId, amount: p.amount, date: p.date }] })[0]?.amounts ??
        [];
      return {
        paymentId: p.paymentId,
        amounts: stated.map((a) => ({ ...a, amount: moneyText(decimal(a.amount).times(-1), doc.General.Currency) })),
      };
    }),
  );
}

/** The id (`ExchangedDocument/ID`) of one of our 212 messages of a hand-off: `suffix` names its payment. */
const cashInId = (held: Transmission, suffix: string) => `${held.key.slice(0, 20)}-212-${suffix}`;

/** Whether a message is one of our own 212s of this hand-off, as a platform may post it back to us. */
export const isOurCashIn = (held: Transmission, messageId: string | undefined) =>
  !!messageId?.startsWith(cashInId(held, ''));

/** The name of one of our 212 messages of a hand-off in the invoice's archive: `suffix` names its payment. */
const cashInName = (held: Transmission, suffix: string) => `lifecycle-212-${held.key.slice(0, 20)}-${suffix}.xml`;

/** The amounts per VAT rate our 212 about a payment stated, as the archive keeps it; undefined when it does not. */
async function statedCashIn(
  deps: Pick<Ports, 'archive'>,
  doc: Document,
  held: Transmission,
  paymentId: number,
): Promise<CashedAmount[] | undefined> {
  const kept = await deps.archive.get(`${archiveFolder(doc)}${cashInName(held, String(paymentId))}`);
  if (!kept) return undefined;
  try {
    return readCdar(Buffer.from(kept.bytes).toString('utf8')).amounts.map((a) => ({
      rate: a.percent,
      amount: a.amount,
    }));
  } catch {
    return undefined;
  }
}

/**
 * The `cashed` messages of the stream's changes: a transmitted invoice that took a payment
 * (docs/api.md §19; payment ids only grow, so a larger last one is a new cash-in), or lost one (a
 * reversal, whose 212 is corrected). A change the stream hands over twice sends twice; the worker
 * reports each payment, and corrects each, once.
 */
export function cashedMessages(
  changes: { kind: string; next: Record<string, unknown>; before?: Record<string, unknown> }[],
): PlatformMessage[] {
  return changes
    .filter(
      (c) =>
        c.kind === 'document' &&
        c.next.type === 'invoice' &&
        c.next.transmissionKey !== undefined &&
        c.before?.transmissionKey === c.next.transmissionKey &&
        // A payment came (ids only grow), or one left (reversed: its 212 is corrected).
        (Number(c.next.lastPaymentId ?? 0) > Number(c.before?.lastPaymentId ?? 0) ||
          Number(c.next.livePayments ?? 0) < Number(c.before?.livePayments ?? 0)),
    )
    .map((c) => ({
      kind: 'cashed',
      accountId: String(c.next.accountId),
      type: 'invoice',
      number: String(c.next.number),
      key: String(c.next.transmissionKey),
    }));
}

/** Sends the stream's `cashed` messages to the platform worker. */
export async function queueCashed(deps: Pick<Ports, 'queue'>, changes: Parameters<typeof cashedMessages>[0]) {
  const messages = cashedMessages(changes);
  if (messages.length)
    await deps.queue.send(
      PLATFORM_QUEUE,
      messages.map((m) => ({ body: JSON.stringify(m) })),
    );
}
