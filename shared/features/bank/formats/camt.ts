import { decimal } from '../../../kernel/money.ts';
import { ibanHolds } from '../../../kernel/validation.ts';
import {
  child,
  documentNamespace,
  list,
  type XmlNode as Node,
  readBoundedXml,
  textIn,
} from '../../../kernel/xml-read.ts';
import type { StatementLine } from '../../bank-entries/model.ts';
import {
  amountOf,
  badLine,
  dateOf,
  MAX_BANK_REF,
  MAX_ENTRIES,
  MAX_NAME,
  MAX_REFERENCE,
  MAX_STRUCTURED_REF,
  textOf,
} from './limits.ts';

/**
 * The versions read: camt.053 (bank-to-customer statements) and camt.054 (debit and credit
 * notifications, docs/api.md §19), 001.02 to 001.08.
 */
const namespace = /^urn:iso:std:iso:20022:tech:xsd:(camt\.05[34]\.001\.0[2-8])$/;
/** How deep a statement's elements may nest: camt.053 needs about 12 levels. */
const MAX_DEPTH = 40;

/**
 * An ISO 20022 camt.053 statement (versions 001.02 to 001.08) read with fast-xml-parser (no
 * DOCTYPE, so no declared entity is ever expanded; depth bounded): one line per `Ntry` of every `Stmt`. What is not a
 * camt.053 of those versions, or an entry that cannot be read, refuses the whole file, naming
 * the line or the element.
 */
export function readCamt(xml: string): { format: string; iban: string; lines: StatementLine[] } {
  const parsed = readBoundedXml(xml, MAX_DEPTH, badLine);
  const declared = documentNamespace(xml);
  const format = namespace.exec(declared)?.[1];
  if (!format)
    throw badLine(
      'Document',
      `not a camt.053 statement or camt.054 notification of version 001.02 to 001.08 (namespace "${declared}")`,
    );
  const notification = format.startsWith('camt.054');
  const statements = list(
    notification
      ? child(parsed, 'Document', 'BkToCstmrDbtCdtNtfctn', 'Ntfctn')
      : child(parsed, 'Document', 'BkToCstmrStmt', 'Stmt'),
  );
  if (!statements.length)
    throw badLine(notification ? 'Document/BkToCstmrDbtCdtNtfctn' : 'Document/BkToCstmrStmt', 'no Stmt or Ntfctn');
  const iban = textIn(child(statements[0], 'Acct', 'Id', 'IBAN'))
    .replace(/\s+/g, '')
    .toUpperCase();
  // The account names every credit's claim in the table: an IBAN as ISO 13616 writes it, or none.
  if (iban.length > 34 || (iban && !ibanHolds(iban)))
    throw badLine(
      'Stmt[1]/Acct/Id/IBAN',
      'is not an IBAN (ISO 13616: 2 letters, 2 check digits that hold, at most 30 more)',
    );
  const lines: StatementLine[] = [];
  statements.forEach((stmt, s) => {
    list(stmt.Ntry).forEach((entry, n) => {
      for (const line of entryOf(entry, `Stmt[${s + 1}]/Ntry[${n + 1}]`)) {
        if (lines.length === MAX_ENTRIES)
          throw badLine(`Stmt[${s + 1}]/Ntry[${n + 1}]`, `more than ${MAX_ENTRIES} entries`);
        lines.push(line);
      }
    });
  });
  return { format, iban, lines };
}

/**
 * One `Ntry`: its amount, direction, status and booking date; the first transaction's party and
 * remittance information. A batch booked as one entry (a direct debit batch's credit, §19) whose
 * transactions each state their amount is one line per transaction, each under the entry's bank
 * reference and its place in it.
 */
function entryOf(entry: Node, where: string): StatementLine[] {
  const txs = list(child(entry, 'NtryDtls')).flatMap((d) => list(d.TxDtls));
  const amounts = txs.map((tx) => child(tx, 'Amt') ?? child(tx, 'AmtDtls', 'TxAmt', 'Amt'));
  const whole = [lineOf(entry, txs[0], child(entry, 'Amt'), where)];
  if (txs.length < 2 || amounts.some((a) => a === undefined)) return whole;
  const lines = txs.map((tx, i) => {
    const line = lineOf(entry, tx, amounts[i], `${where}/NtryDtls/TxDtls[${i + 1}]`);
    return { ...line, bankRef: line.bankRef && `${line.bankRef}/${i + 1}` };
  });
  // Split only where the parts make the whole: no statement credits more than its entry.
  const sum = lines.reduce((total, l) => total.plus(l.amount), decimal(0));
  return sum.eq(whole[0]!.amount) && lines.every((l) => l.currency === whole[0]!.currency) ? lines : whole;
}

/** One line: an entry's, or one transaction's of a batch entry. */
function lineOf(entry: Node, tx: unknown, amount: unknown, where: string): StatementLine {
  const currency = String(child(amount, '@_Ccy') ?? '');
  const direction = textIn(entry.CdtDbtInd);
  if (direction !== 'CRDT' && direction !== 'DBIT') throw badLine(`${where}/CdtDbtInd`, 'must be CRDT or DBIT');
  // Sts is a code up to version 06, a Cd element after.
  const status = textIn(child(entry, 'Sts', 'Cd')) || textIn(entry.Sts);
  const booked = status === 'BOOK';
  const bookingDate = textIn(child(entry, 'BookgDt', 'Dt')) || textIn(child(entry, 'BookgDt', 'DtTm'));
  if (booked && !bookingDate) throw badLine(`${where}/BookgDt`, 'a booked entry needs its booking date');
  const credit = direction === 'CRDT';
  const parties = child(tx, 'RltdPties', credit ? 'Dbtr' : 'Cdtr');
  // Version 08 puts the name under Pty.
  const name = textIn(child(parties, 'Nm')) || textIn(child(parties, 'Pty', 'Nm'));
  const remittance = child(tx, 'RmtInf');
  const structured = list(child(remittance, 'Strd'))
    .map((s) => textIn(child(s, 'CdtrRefInf', 'Ref')))
    .find(Boolean);
  const text = list(child(remittance, 'Ustrd')).map(textIn).filter(Boolean).join(' ');
  const bankRef = textIn(entry.AcctSvcrRef) || textIn(child(tx, 'Refs', 'AcctSvcrRef'));
  const endToEndId = textIn(child(tx, 'Refs', 'EndToEndId'));
  // A returned direct debit (or transfer) says why: an ISO 20022 external return reason code.
  const returnReason = textIn(child(tx, 'RtrInf', 'Rsn', 'Cd'));
  return {
    date: booked ? dateOf(bookingDate, `${where}/BookgDt`) : bookingDate.slice(0, 10),
    amount: amountOf(textIn(amount), currency, `${where}/Amt`),
    currency,
    credit,
    booked,
    name: textOf(name, MAX_NAME, `${where}/NtryDtls/TxDtls/RltdPties`),
    reference: structured
      ? textOf(structured, MAX_STRUCTURED_REF, `${where}/NtryDtls/TxDtls/RmtInf/Strd/CdtrRefInf/Ref`)
      : textOf(text, MAX_REFERENCE, `${where}/NtryDtls/TxDtls/RmtInf/Ustrd`),
    ...(structured ? { structured: structured.replace(/\s+/g, '').toUpperCase() } : {}),
    bankRef: textOf(bankRef, MAX_BANK_REF, `${where}/AcctSvcrRef`),
    ...(endToEndId && endToEndId !== 'NOTPROVIDED'
      ? { endToEndId: textOf(endToEndId, MAX_BANK_REF, `${where}/NtryDtls/TxDtls/Refs/EndToEndId`) }
      : {}),
    ...(returnReason ? { returnReason: textOf(returnReason, 4, `${where}/NtryDtls/TxDtls/RtrInf/Rsn/Cd`) } : {}),
  };
}
