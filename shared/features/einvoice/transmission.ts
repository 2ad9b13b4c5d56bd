import { createHash } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';
import { actingOwner, type Principal } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { conflict, Failure } from '../../kernel/errors.ts';
import { historyEntry } from '../documents/history.ts';
import { finalStatuses, type PlatformMessage, type Transmission } from '../documents/lifecycle.ts';
import type { Document } from '../documents/model.ts';
import { getDocument, rewriteDocument } from '../documents/service.ts';
import { isIssued } from '../documents/settlement.ts';
import type { Ports, Stores, StoresAndQueue } from '../ports.ts';
import { SQS_LIMITS } from '../webhooks/queue-design.ts';
import { deadlineFrom, type WorkResumer } from '../work/model.ts';
import { isOurCashIn, reportCashIns } from './cash-ins.ts';
import type { EInvoiceFacts } from './facts.ts';
import { platformGaps } from './issue-rules.ts';
import { keepUnreadable } from './kept-messages.ts';
import { AlreadyRecorded, once, recordStatuses } from './lifecycle-statuses.ts';
import { connectionOf, requirePlatform } from './platform.ts';
import { handleQueued, PLATFORM_QUEUE, type PlatformDeps } from './platform-queue.ts';
import type { PlatformConnection } from './port.ts';
import { requireIssuedEInvoice } from './service.ts';

/** How often the platform is asked for a transmission's statuses before the lifecycle PUT is left to tell the rest. */
export const MAX_POLLS = 20;

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

/** The wait before the platform is asked again: doubling from the configured first wait, to SQS's 15 minutes. */
const pollDelay = (polls: number) =>
  Math.min(SQS_LIMITS.maxDelaySeconds, config.platformPollSeconds * 2 ** Math.min(polls, 10));

/** One record of the platform queue with an e-invoicing message: handled, or tried again later (`handleQueued`). */
export const handlePlatformRecord = (deps: Parameters<typeof handlePlatformMessage>[0], record: SQSRecord) =>
  handleQueued(deps, record, (message: PlatformMessage) => handlePlatformMessage(deps, message));

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
  // Our own 212 listed back among the flow's statuses: recorded as the platform's word, its payment is ours.
  const fresh = statuses
    .slice(held.seen)
    .map(({ amount, ...report }) => (amount && !isOurCashIn(held, report.messageId) ? { ...report, amount } : report));
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
