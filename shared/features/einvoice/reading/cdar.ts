import { parseInstant } from '../../../kernel/dates.ts';
import { decimal, isDecimalText } from '../../../kernel/money.ts';
import { child, list, readBoundedXml, textIn } from '../../../kernel/xml-read.ts';
import { type LifecycleReport, statusOfCode } from '../../documents/lifecycle.ts';
import { STATUS_REASONS } from '../status-reasons.ts';

/** What a lifecycle message (CDAR D22B, XP Z12-012) says of one invoice. */
export interface ReadCdar {
  /** `ExchangedDocument/ID`: the message's own id. */
  id: string;
  /** When it was issued (ISO 8601 UTC), when it says. */
  at?: string;
  /** The invoice it is about (`ReferenceReferencedDocument/IssuerAssignedID`). */
  invoice: string;
  /** The status code (`ProcessConditionCode`, 200-228). */
  code: string;
  /** The reason's code (`ReasonCode`, XP Z12-012's list). */
  reason?: string;
  /** The reason in words (`Reason`), when it gives them. */
  reasonText?: string;
  /** `MEN` amounts: what was cashed per VAT rate, VAT included. */
  amounts: { percent: string; amount: string }[];
}

/** A CDAR that cannot be read: why, in words a set-aside message keeps. */
export class UnreadableCdar extends Error {}

const refuse = (where: string, why: string) => new UnreadableCdar(`${where}: ${why}`);

/** A CDAR time (format 204, `YYYYMMDDHHMMSS`) as ISO 8601 UTC; undefined when it is none, or no instant (month 13). */
function instant(node: unknown): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(textIn(child(node, 'DateTimeString')));
  const at = m && `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`;
  return at && parseInstant(at) !== undefined ? at : undefined;
}

/**
 * Reads a lifecycle message a platform sent (CDAR D22B CrossDomainAcknowledgementAndResponse):
 * its id, the invoice it is about, its status code, reason and cashed amounts. Throws
 * UnreadableCdar naming what is wrong, for a message that does not parse, lacks them, or gives a
 * reason off the reform's list.
 */
export function readCdar(xml: string): ReadCdar {
  const root = child(readBoundedXml(xml, 24, refuse), 'CrossDomainAcknowledgementAndResponse');
  if (!root) throw refuse('root', 'not a CrossDomainAcknowledgementAndResponse message');
  const id = textIn(child(root, 'ExchangedDocument', 'ID'));
  const referenced = list(child(root, 'AcknowledgementDocument', 'ReferenceReferencedDocument'))[0];
  const invoice = textIn(child(referenced, 'IssuerAssignedID'));
  const status = list(child(referenced, 'SpecifiedDocumentStatus'))[0];
  const code = textIn(child(status, 'ProcessConditionCode')) || textIn(child(referenced, 'ProcessConditionCode'));
  if (!id) throw refuse('ExchangedDocument/ID', 'missing');
  if (!invoice) throw refuse('ReferenceReferencedDocument/IssuerAssignedID', 'missing');
  if (!/^2\d\d$/.test(code)) throw refuse('ProcessConditionCode', `not a lifecycle status code (${code || 'none'})`);
  const reason = textIn(child(status, 'ReasonCode'));
  if (reason && !STATUS_REASONS.has(reason))
    throw refuse('ReasonCode', `${reason} is not a status reason of XP Z12-012 (BR-FR-CDV-CL-09)`);
  const reasonText = textIn(child(status, 'Reason'));
  const at = instant(child(root, 'ExchangedDocument', 'IssueDateTime'));
  return {
    id,
    ...(at ? { at } : {}),
    invoice,
    code,
    ...(reason ? { reason } : {}),
    ...(reasonText ? { reasonText } : {}),
    amounts: list(child(status, 'SpecifiedDocumentCharacteristic'))
      .filter((c) => textIn(child(c, 'TypeCode')) === 'MEN')
      .map((c) => {
        const amount = textIn(child(c, 'ValueAmount'));
        const percent = textIn(child(c, 'ValuePercent'));
        if (!isDecimalText(amount, 15))
          throw refuse('SpecifiedDocumentCharacteristic/ValueAmount', `not an amount (${amount})`);
        if (percent && !isDecimalText(percent, 15))
          throw refuse('SpecifiedDocumentCharacteristic/ValuePercent', `not a rate (${percent})`);
        return { percent, amount };
      }),
  };
}

/**
 * What a message records on the document it names: its status, when, why (its reason code, then
 * its words: `REJ_UNI: ...`) and, for a `cashed` with amounts, how much; undefined for a code that
 * is not one of the reform's statuses.
 */
export function lifecycleReportOf(read: ReadCdar): LifecycleReport | undefined {
  const status = statusOfCode(Number(read.code));
  if (!status) return undefined;
  const reason = [read.reason, read.reasonText].filter(Boolean).join(': ');
  const cashed = read.amounts.reduce((sum, a) => sum.plus(decimal(a.amount)), decimal(0));
  return {
    status,
    at: read.at ?? new Date().toISOString(),
    ...(reason ? { reason } : {}),
    ...(status === 'cashed' && cashed.gt(0) ? { amount: cashed.toString() } : {}),
    messageId: read.id,
  };
}
