import { createHash } from 'node:crypto';
import { actingOwner, type Principal } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { isCalendarDate } from '../../kernel/dates.ts';
import { conflict, Failure } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
import { archiveFolder } from '../audit/archive.ts';
import { accountClock } from '../clock/service.ts';
import { historyEntry } from '../documents/history.ts';
import {
  finalStatuses,
  type LifecycleReport,
  type PlatformMessage,
  type Transmission,
} from '../documents/lifecycle.ts';
import type { Document } from '../documents/model.ts';
import { cashedShares } from '../documents/payment-shares.ts';
import { getDocument, rewriteDocument } from '../documents/service.ts';
import { isIssued } from '../documents/settlement.ts';
import { computeTotals } from '../documents/totals.ts';
import { createPayment } from '../payments/service.ts';
import type { Ports, Stores, StoresAndQueue } from '../ports.ts';
import { queueNames, SQS_LIMITS } from '../webhooks/queue-design.ts';
import { deadlineFrom, type WorkResumer } from '../work/model.ts';
import type { EInvoiceFacts } from './facts.ts';
import { platformGaps } from './issue-rules.ts';
import { keepUnreadable } from './kept-messages.ts';
import { connectionOf, requirePlatform } from './platform.ts';
import type { PlatformConnection, PlatformPort } from './port.ts';
import { readCdar } from './reading/cdar.ts';
import { archiveMessage, type CashedAmount, cashedMessage } from './seller-messages.ts';
import { eInvoiceFacts, requireIssuedEInvoice } from './service.ts';

/** The queue the platform worker reads. */
export const PLATFORM_QUEUE = queueNames.platform;

/** How often the platform is asked for a transmission's statuses before the lifecycle PUT is left to tell the rest. */
export const MAX_POLLS = 20;

/** What writes the file a platform takes: the UBL with the French rules, or Peppol's. */
export interface EInvoiceWriters {
  toUbl(facts: EInvoiceFacts): Promise<string>;
  toPeppol(facts: EInvoiceFacts): Promise<string>;
}

/** What the platform worker needs: the stores `K`, the queue, the archive, the platform and the e-invoice writers. */
export type PlatformDeps<K extends keyof Stores = keyof Stores> = StoresAndQueue<K> &
  Pick<Ports, 'archive'> & { platform: PlatformPort; writers: EInvoiceWriters };

/** A transmission's idempotency key: the same for every try of one hand-off, another for the next hand-off. */
const keyOf = (doc: Document, count: number) =>
  createHash('sha256')
    .update(`${doc.accountId}\n${doc.type}\n${doc.General.Number}\n${doc.createdAt}\n${count}`)
    .digest('hex')
    .slice(0, 40);

const messageOf = (doc: Document, kind: PlatformMessage['kind']): PlatformMessage => ({
  kind,
  accountId: doc.accountId,
  type: doc.type as PlatformMessage['type'],
  number: doc.General.Number,
  key: doc.transmission?.key ?? '',
});

/** How a document's transmission is known as pending work: `invoice#<Number>`. */
const workRef = (doc: Pick<Document, 'type' | 'General'>) => `${doc.type}#${doc.General.Number}`;

/**
 * The transmission is pending work until the platform's last status (docs/asynchronous-work.md):
 * its marker, written before the message that follows, is due when that message should have
 * been handled, so a lost one (a crash after the write, an emulator restarted) is sent again.
 */
const pendingUntil = (deps: Pick<Stores, 'work'>, doc: Document, delaySeconds = 0) =>
  deps.work.mark({
    kind: 'transmission',
    accountId: doc.accountId,
    ref: workRef(doc),
    deadline: deadlineFrom(Date.now() + delaySeconds * 1000),
  });

/** A transmission with nothing more to follow: the platform gave its final status (a poll sent again past the last one clears it). */
const followed = (held: Transmission) => !!held.flowId && !!held.last && finalStatuses.includes(held.last);

/** A transmission whose next message is overdue: the hand-off, or the next poll, sent again. */
export const transmissionResumer: WorkResumer = {
  kind: 'transmission',
  async resume(deps, work) {
    const [type, ...number] = work.ref.split('#');
    const doc = await deps.documents.get(work.accountId, type as Document['type'], number.join('#'));
    const held = doc?.transmission;
    if (!doc || !held || held.last === 'rejected' || followed(held)) return 'done';
    await send(deps, held.flowId ? { ...messageOf(doc, 'poll'), polls: held.polls ?? 0 } : messageOf(doc, 'transmit'));
    return 'queued';
  },
};

/** Thrown inside a rewrite when what it would record is recorded already (a message handled twice, or raced). */
class AlreadyRecorded extends Error {}

/** A rewrite that records something once: one that finds it recorded already (AlreadyRecorded) writes nothing, and answers false. */
async function once(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof AlreadyRecorded) return false;
    throw error;
  }
}

const send = (deps: Pick<Ports, 'queue'>, message: PlatformMessage, delaySeconds = 0) =>
  deps.queue.send(PLATFORM_QUEUE, [
    { body: JSON.stringify(message), ...(delaySeconds ? { delaySeconds: Math.round(delaySeconds) } : {}) },
  ]);

/**
 * Hands an issued invoice or credit note to the account's platform (docs/api.md §17): a draft
 * is 409, one whose e-invoice cannot be made 409 `einvoice_incomplete`. The hand-off is kept on
 * the document and queued; the worker makes the file and sends it. Asked again, it sends the
 * same hand-off again (the platform takes it once) unless the platform has it; a rejected one
 * may be handed over anew.
 */
export async function transmitDocument(
  deps: StoresAndQueue<'accounts' | 'clients' | 'documents' | 'platformRecords' | 'work'>,
  principal: Principal,
  type: 'invoice' | 'creditnote',
  number: string,
): Promise<void> {
  const requireIssued = (doc: Document) => {
    if (!isIssued(doc)) throw conflict(`The ${type} ${number} is a draft: issue it before transmitting it.`);
  };
  const found = await getDocument(deps, principal, type, number);
  requireIssued(found);
  await requirePlatform(deps, principal.accountId);
  await requireIssuedEInvoice(deps, principal, found, platformGaps);
  // Marked before the hand-off is written: should the write fail, the sweep finds nothing to send.
  await pendingUntil(deps, found);
  const after = await rewriteDocument(
    deps,
    principal,
    type,
    number,
    (doc) => {
      requireIssued(doc);
      const held = doc.transmission;
      if (held && held.last !== 'rejected') return doc;
      const count = (held?.count ?? 0) + 1;
      const transmission: Transmission = { key: keyOf(doc, count), count, at: Date.now(), seen: 0 };
      return { ...doc, transmission };
    },
    (before, doc) =>
      before.transmission?.key === doc.transmission?.key
        ? []
        : [historyEntry(principal, doc, 'transmit', { Transmission: doc.transmission?.count })],
  );
  if (!after.transmission?.flowId) await send(deps, messageOf(after, 'transmit'));
}

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
      amount: amount.toFixed(2),
    })),
  }));

/**
 * Records lifecycle statuses, one write each (so each is a history entry and an
 * `invoice.lifecycle` event), each moving `transmission` on as `change` says (a crash between
 * two leaves the rest for the next poll). `change` answers undefined for a status its
 * transmission shows recorded already: that one is skipped, so a message handled twice, or two
 * at once, records each status once.
 * A `cashed` with an amount records the payment first, when the invoice still owes it.
 */
export async function recordStatuses(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  doc: Pick<Document, 'type' | 'General'>,
  reports: LifecycleReport[],
  source: 'platform' | 'api' | 'service',
  change: (t: Transmission, index: number) => Transmission | undefined = (t) => t,
): Promise<void> {
  const type = doc.type as 'invoice' | 'creditnote';
  const number = doc.General.Number;
  for (const [i, report] of reports.entries()) {
    // Ours (`service`) reports a payment recorded already; a platform's or a caller's may bring one.
    const paid =
      report.status === 'cashed' && report.amount && type === 'invoice' && source !== 'service'
        ? await recordCashed(deps, principal, number, report)
        : undefined;
    const moved = (current: Document) => {
      if (!current.transmission) return {};
      const transmission = change(current.transmission, i);
      if (!transmission) throw new AlreadyRecorded();
      // A payment the platform reported is reported already: our own 212 does not send it back.
      const cashIns = paid === undefined ? transmission.cashIns : [...(transmission.cashIns ?? []), paid];
      return {
        transmission: {
          ...transmission,
          ...(cashIns ? { cashIns } : {}),
          ...(source === 'platform' ? { last: report.status } : {}),
        },
      };
    };
    await once(() =>
      rewriteDocument(
        deps,
        principal,
        type,
        number,
        (current) => ({
          ...current,
          // The latest by its time, not by its arrival: one that happened before the latest is history only.
          ...(isLater(report.at, current.lifecycleAt)
            ? { General: { ...current.General, Lifecycle: report.status }, lifecycleAt: report.at }
            : {}),
          lifecycleCount: (current.lifecycleCount ?? 0) + 1,
          ...moved(current),
        }),
        (_before, after) => [
          historyEntry(principal, after, 'lifecycle', {
            Lifecycle: report.status,
            At: report.at,
            ...(report.reason ? { Reason: report.reason } : {}),
            ...(report.amount ? { Amount: report.amount } : {}),
            Source: source,
          }),
        ],
      ),
    );
  }
}

/** Whether a status's time is at or after the latest's (any time beats none; a time that does not parse is now). */
const isLater = (at: string, latest: string | undefined) =>
  !latest || (Date.parse(at) || Date.now()) >= (Date.parse(latest) || 0);

/**
 * A `cashed` reported with its amount: the payment, if the invoice still owes it (never more than
 * it owes); answers its payment_id.
 */
async function recordCashed(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  number: string,
  report: LifecycleReport,
): Promise<number | undefined> {
  const invoice = await getDocument(deps, principal, 'invoice', number);
  const due = computeTotals(invoice).TotalDue;
  if (!isIssued(invoice) || invoice.General.Status === 'cancelled' || due.eq(0)) return undefined;
  const amount = decimal(report.amount!);
  // The day the platform says the money came, when it is a date of the service's range; else
  // today (a platform's time that is no real date must not reach the books).
  const day = report.at.slice(0, 10);
  const date = isCalendarDate(day) ? day : (await accountClock(deps, principal.accountId)).today;
  const payment = await createPayment(deps, principal, {
    Invoice: number,
    Amount: (amount.gt(due) ? due : amount).toString(),
    Date: date,
    Method: 'other',
    Reference: 'e-invoicing platform: cashed',
  }).catch((error: unknown) => {
    // The same status handled twice at once: the other one paid what was due.
    if (!(error instanceof Failure && error.code === 'overpayment')) throw error;
    return undefined;
  });
  return payment?.paymentId;
}

/**
 * The lifecycle PUT (docs/api.md §17): a status a platform reports through us, on an issued
 * document (a draft is 409), as a history entry and an event; `cashed` with an Amount records
 * the payment when the invoice still owes it.
 */
export async function reportLifecycle(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  type: 'invoice' | 'creditnote',
  number: string,
  report: LifecycleReport,
): Promise<void> {
  const doc = await getDocument(deps, principal, type, number);
  if (!isIssued(doc)) throw conflict(`The ${type} ${number} is a draft: it has no lifecycle yet.`);
  if (type === 'creditnote' && (report.status === 'cashed' || report.status === 'payment_sent'))
    throw conflict(`A credit note is never ${report.status === 'cashed' ? 'cashed (212)' : 'paid (211)'}.`);
  await recordStatuses(deps, principal, doc, [report], 'api');
}

/** The wait before a failed platform message is tried again: 5 s doubling to an hour (SQS allows 12 hours). */
export const retryWait = (attempt: number): number => Math.min(3600, 5 * 2 ** Math.max(0, attempt - 1));

/** The wait before the platform is asked again: doubling from the configured first wait, to SQS's 15 minutes. */
const pollDelay = (polls: number) =>
  Math.min(SQS_LIMITS.maxDelaySeconds, config.platformPollSeconds * 2 ** Math.min(polls, 10));

/**
 * One message of the platform queue (docs/einvoicing.md). A message of a transmission the
 * document no longer holds is dropped; anything the platform fails throws, and the queue tries
 * again (the same key, so the platform takes each hand-off and each report once).
 */
export async function handlePlatformMessage(
  deps: PlatformDeps<
    'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'platformRecords' | 'sequences' | 'work'
  >,
  message: PlatformMessage,
): Promise<void> {
  const principal = actingOwner(message.accountId);
  const doc = await deps.documents.get(message.accountId, message.type, message.number);
  const held = doc?.transmission;
  if (!doc || !held || held.key !== message.key) return;
  const to = await connectionOf(deps, message.accountId);
  // The account left its platform (and the stage has none): nothing to send to; the queue tries again, then the dead letters keep it.
  if (!to) throw new Error(`The account of ${doc.type} ${doc.General.Number} has no e-invoicing platform`);
  if (message.kind === 'transmit') return handOver(deps, principal, to, doc, held);
  if (!held.flowId) throw new Error(`The ${doc.type} ${doc.General.Number} is not taken by the platform yet`);
  if (message.kind === 'poll') return poll(deps, principal, to, doc, held, held.flowId, message.polls ?? 0);
  return reportCashIns(deps, principal, to, doc, held);
}

/**
 * Our 212 `Encaissée` for each cash-in of a transmitted invoice not reported yet (docs/api.md
 * §19), whatever the means and whether it came before the transmit: a CDAR D22B message per
 * payment with what it cashed per VAT rate, handed to the platform under a key of its own (so a
 * retry is one flow), kept in the invoice's archive, and recorded as a `cashed` status once. A
 * refund (a payment below zero) is reported so, its amounts below zero; a reported payment
 * reversed since is corrected by a 212 of its amounts below zero, once.
 */
async function reportCashIns(
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
  const handOff = held.key.slice(0, 20);
  const report = async (
    suffix: string,
    amounts: CashedAmount[],
    change: (t: Transmission) => Transmission | undefined,
  ) => {
    const at = new Date().toISOString();
    const name = cashInName(held, suffix);
    const cdar = facts && cashedMessage(facts, `${handOff}-212-${suffix}`, new Date(at), amounts);
    if (cdar) {
      await deps.platform.transmit(to, { key: `${held.key}-212-${suffix}`, profile: 'CDAR', name, content: cdar });
      // Its CDAR message in the invoice's archive (docs/api.md §22): named by the payment, so a retry keeps the first.
      await archiveMessage(deps, doc, name, cdar);
    }
    const amount = amounts.reduce((sum, a) => sum.plus(a.amount), decimal(0)).toFixed(2);
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
        amounts: stated.map((a) => ({ ...a, amount: decimal(a.amount).times(-1).toFixed(2) })),
      };
    }),
  );
}

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

/** Makes the file and hands it over; a document whose e-invoice can no longer be made is rejected here, not sent. */
async function handOver(
  deps: PlatformDeps<'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences' | 'work'>,
  principal: Principal,
  to: PlatformConnection,
  doc: Document,
  held: Transmission,
) {
  if (held.flowId) return;
  const type = doc.type as PlatformMessage['type'];
  const number = doc.General.Number;
  let facts: EInvoiceFacts;
  try {
    facts = await requireIssuedEInvoice(deps, principal, doc, platformGaps);
  } catch (error) {
    if (!(error instanceof Failure) || error.code !== 'einvoice_incomplete') throw error;
    const reason = `The e-invoice cannot be made: ${error.details.map((d) => d.message).join('; ')}`;
    const rejected = { status: 'rejected' as const, at: new Date().toISOString(), reason };
    await deps.work.clear(doc.accountId, 'transmission', workRef(doc));
    return recordStatuses(deps, principal, doc, [rejected], 'service', (t) =>
      t.last === 'rejected' ? undefined : { ...t, last: 'rejected' },
    );
  }
  const french = !!facts.france;
  const content = await (french ? deps.writers.toUbl(facts) : deps.writers.toPeppol(facts));
  const { flowId } = await deps.platform.transmit(to, {
    key: held.key,
    profile: french ? 'EN16931-FR' : 'PEPPOL-BIS-3',
    name: `${doc.type === 'creditnote' ? 'CreditNote' : 'Invoice'}-${number}.xml`,
    content,
  });
  // Only the one that records the flow asks for its statuses: a hand-off handled twice polls once.
  const recorded = await once(() =>
    rewriteDocument(
      deps,
      principal,
      type,
      number,
      (current) => {
        if (current.transmission?.key !== held.key || current.transmission.flowId) throw new AlreadyRecorded();
        return { ...current, transmission: { ...current.transmission, flowId } };
      },
      () => [],
    ),
  );
  if (recorded) {
    await pendingUntil(deps, doc, pollDelay(0));
    await send(deps, { ...messageOf(doc, 'poll'), polls: 0 }, pollDelay(0));
    // What was cashed before the transmit is reported now (docs/api.md §19).
    if (doc.payments?.length) await send(deps, messageOf(doc, 'cashed'));
  }
}

/**
 * Records the statuses the platform gave since the last poll, keeps aside the messages that do not
 * read as one, and asks again later unless it is done.
 */
async function poll(
  deps: PlatformDeps<
    'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'platformRecords' | 'sequences' | 'work'
  >,
  principal: Principal,
  to: PlatformConnection,
  doc: Document,
  held: Transmission,
  flowId: string,
  before: number,
) {
  const { reports: statuses, unread } = await deps.platform.statuses(to, flowId);
  // Kept once by their content: every poll finds them again.
  for (const message of unread)
    await keepUnreadable(deps, doc.accountId, {
      xml: message.content,
      reason: message.reason,
      invoice: doc.General.Number,
    });
  const fresh = statuses.slice(held.seen);
  if (fresh.length)
    await recordStatuses(deps, principal, doc, fresh, 'platform', (t, i) =>
      t.seen === held.seen + i ? { ...t, seen: t.seen + 1 } : undefined,
    );
  const polls = before + 1;
  const done = statuses.some((s) => finalStatuses.includes(s.status));
  if (done || polls >= MAX_POLLS) return deps.work.clear(doc.accountId, 'transmission', workRef(doc));
  // The poll that counts itself on the document queues the next: a poll handled twice starts no second chain.
  const counted = await once(() =>
    rewriteDocument(
      deps,
      principal,
      doc.type,
      doc.General.Number,
      (current) => {
        if (current.transmission?.key !== held.key || (current.transmission.polls ?? 0) !== before)
          throw new AlreadyRecorded();
        return { ...current, transmission: { ...current.transmission, polls } };
      },
      () => [],
    ),
  );
  if (counted) {
    await pendingUntil(deps, doc, pollDelay(polls));
    await send(deps, { ...messageOf(doc, 'poll'), polls }, pollDelay(polls));
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
