/**
 * A bank's payment status report (ISO 20022 `pain.002`, versions 001.03 to 001.14) of one of our
 * transfer files (docs/api.md §18): which file it reports on, and what the bank rejected.
 */
import { invalid } from '../../kernel/errors.ts';
import { child, documentNamespace, list, readBoundedXml, textIn } from '../../kernel/xml-read.ts';

const namespace = /^urn:iso:std:iso:20022:tech:xsd:pain\.002\.001\.(0[3-9]|1[0-4])$/;
/** How deep a report's elements may nest: pain.002 needs about 10 levels. */
const MAX_DEPTH = 30;
/** The most transactions a report may list: our files hold at most 500. */
const MAX_TRANSACTIONS = 1_000;

/** A report refused whole, naming where. */
const badReport = (where: string, message: string) =>
  invalid(`The status report is refused at ${where}: ${message}. Nothing was changed.`, [{ field: where, message }]);

/** What a status report says of one transfer file. */
export interface StatusReport {
  /** The reported file's `MsgId`, as our transfer file wrote it. */
  messageId: string;
  /** `RJCT` when the bank refused the file whole; `PART`, `ACCP`, `ACSP`... otherwise. */
  groupStatus: string;
  /** The reason the file was refused, when it was. */
  groupReason?: string;
  /** The transactions the bank rejected: their `EndToEndId` (a purchase id) and reason code. */
  rejected: { endToEndId: string; reason?: string }[];
}

const reasonOf = (node: unknown): string | undefined =>
  textIn(child(list(child(node, 'StsRsnInf'))[0], 'Rsn', 'Cd')) || undefined;

/** A `pain.002` read with fast-xml-parser (no DOCTYPE, depth bounded); what is not one is refused whole. */
export function readStatusReport(xml: string): StatusReport {
  const parsed = readBoundedXml(xml, MAX_DEPTH, badReport);
  const declared = documentNamespace(xml);
  if (!namespace.test(declared))
    throw badReport('Document', `not a pain.002 status report of version 001.03 to 001.14 (namespace "${declared}")`);
  const report = child(parsed, 'Document', 'CstmrPmtStsRpt');
  const group = child(report, 'OrgnlGrpInfAndSts');
  const messageId = textIn(child(group, 'OrgnlMsgId'));
  if (!messageId) throw badReport('OrgnlGrpInfAndSts/OrgnlMsgId', 'is missing');
  const transactions = list(child(report, 'OrgnlPmtInfAndSts')).flatMap((block) => list(child(block, 'TxInfAndSts')));
  if (transactions.length > MAX_TRANSACTIONS)
    throw badReport('TxInfAndSts', `more than ${MAX_TRANSACTIONS} transactions`);
  const groupReason = reasonOf(group);
  return {
    messageId,
    groupStatus: textIn(child(group, 'GrpSts')),
    ...(groupReason ? { groupReason } : {}),
    rejected: transactions
      .filter((tx) => textIn(child(tx, 'TxSts')) === 'RJCT')
      .map((tx) => {
        const reason = reasonOf(tx);
        return { endToEndId: textIn(child(tx, 'OrgnlEndToEndId')), ...(reason ? { reason } : {}) };
      }),
  };
}
