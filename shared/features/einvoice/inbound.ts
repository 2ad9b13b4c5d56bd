import type { Principal } from '../../access/principal.ts';
import type { StartKey } from '../../kernel/pagination.ts';
import type { Document } from '../documents/model.ts';
import { isIssued } from '../documents/settlement.ts';
import type { Stores } from '../ports.ts';
import { isOurCashIn } from './cash-ins.ts';
import { KEPT_CHARS, keepUnreadable } from './kept-messages.ts';
import { recordStatuses } from './lifecycle-statuses.ts';
import type { InboundMessage, InboundStatus } from './platform-model.ts';
import { lifecycleReportOf, type ReadCdar, readCdar, UnreadableCdar } from './reading/cdar.ts';

/** How many of the latest recorded messages a transmission remembers, so a repeat is recorded once. */
const REMEMBERED = 20;

/** What the platform's POST is answered (docs/api.md §20). */
export interface InboundAnswer {
  Id: string;
  Status: Exclude<InboundStatus, 'received'>;
  Reason?: string;
  /** Whether this delivery was a repeat of one taken before. */
  Repeat: boolean;
}

const answerOf = (m: Pick<InboundMessage, 'id' | 'status' | 'reason'>, repeat: boolean): InboundAnswer => ({
  Id: m.id,
  Status: m.status === 'set_aside' ? 'set_aside' : 'recorded',
  ...(m.reason ? { Reason: m.reason } : {}),
  Repeat: repeat,
});

/** The document a message names: the account's invoice of that Number, else its credit note. */
async function namedDocument(
  deps: Pick<Stores, 'documents'>,
  accountId: string,
  number: string,
): Promise<Document | undefined> {
  for (const type of ['invoice', 'creditnote'] as const) {
    const doc = await deps.documents.get(accountId, type, number);
    if (doc && doc.folder !== 'deleted') return doc;
  }
  return undefined;
}

/**
 * What a readable message does: its status recorded on the document it names (and for a 212 with
 * amounts, the payment when the invoice still owes it), or why it cannot be: a document the
 * account does not have, one never transmitted, a status the reform does not give that document.
 */
async function apply(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  read: ReadCdar,
): Promise<string | undefined> {
  const report = lifecycleReportOf(read);
  if (!report) return `The status code ${read.code} is not one of the reform's lifecycle statuses.`;
  const doc = await namedDocument(deps, principal.accountId, read.invoice);
  if (!doc || !isIssued(doc)) return `It names ${read.invoice}, which is no issued document of this account.`;
  if (!doc.transmission) return `It names ${read.invoice}, which was never transmitted to the platform.`;
  if (report.status === 'cashed' && doc.type !== 'invoice') return 'A credit note is never cashed (212).';
  // Our own 212 come back: its cash-in is recorded already, its payment is ours.
  if (isOurCashIn(doc.transmission, read.id)) return undefined;
  await recordStatuses(deps, principal, doc, [report], 'platform', (t) =>
    t.messages?.includes(read.id) ? undefined : { ...t, messages: [...(t.messages ?? []), read.id].slice(-REMEMBERED) },
  );
  return undefined;
}

/**
 * A lifecycle message the platform posted (docs/api.md §20), CDAR D22B: kept first, once by its
 * id (a repeat answers what became of the first), then recorded on the document it names; one
 * that does not parse or cannot be recorded is kept aside with its reason, never lost and never
 * failing the others.
 */
export async function receiveMessage(
  deps: Pick<
    Stores,
    'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'platformRecords' | 'sequences'
  >,
  principal: Principal,
  xml: string,
): Promise<InboundAnswer> {
  let read: ReadCdar;
  try {
    read = readCdar(xml);
  } catch (error) {
    if (!(error instanceof UnreadableCdar)) throw error;
    const reason = `It is not a readable CDAR D22B message: ${error.message}`;
    const { message, known } = await keepUnreadable(deps, principal.accountId, { xml, reason });
    return known && known.status !== 'received' ? answerOf(known, true) : answerOf(message, !!known);
  }
  const message: InboundMessage = {
    accountId: principal.accountId,
    id: read.id,
    status: 'received',
    invoice: read.invoice,
    code: read.code,
    xml: xml.slice(0, KEPT_CHARS),
    receivedAt: Date.now(),
  };
  const known = await deps.platformRecords.takeMessage(message);
  // Taken before but not finished (a crash in between): recorded now, once (the transmission remembers it).
  if (known && known.status !== 'received') return answerOf(known, true);
  const reason = await apply(deps, principal, read);
  await deps.platformRecords.markMessage(message, reason ? 'set_aside' : 'recorded', reason);
  return answerOf({ ...message, status: reason ? 'set_aside' : 'recorded', ...(reason ? { reason } : {}) }, !!known);
}

/** The kept messages of one status, newest first (docs/api.md §20). */
export const keptMessages = (
  deps: Pick<Stores, 'platformRecords'>,
  principal: Principal,
  status: Exclude<InboundStatus, 'received'>,
  limit: number,
  start?: StartKey,
) => deps.platformRecords.messages(principal.accountId, status, limit, start);
