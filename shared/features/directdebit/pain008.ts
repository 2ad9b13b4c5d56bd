import { decimal, ZERO } from '../../kernel/money.ts';
import { sepaName, sepaRemittance, sepaText } from '../../kernel/sepa.ts';
import { xmlWriter } from '../../kernel/xml-write.ts';
import type { MandateScheme } from '../mandates/model.ts';
import type { SequenceType } from './model.ts';

const builder = xmlWriter();

/** One collection of a direct debit file: from whom, how much, under which mandate. */
export interface DirectDebit {
  /** The invoice's PaymentReference: what the bank's statement gives back (`EndToEndId`). */
  endToEndId: string;
  amount: string;
  mandateId: string;
  signedAt: string;
  debtorName: string;
  debtorIban: string;
  debtorBic?: string;
  scheme: MandateScheme;
  sequence: SequenceType;
  /** The invoice Number, as the payer's bank shows it. */
  remittance: string;
}

/** A direct debit file's creditor and its collections. */
export interface DirectDebitFile {
  messageId: string;
  createdAt: Date;
  collectionDate: string;
  creditor: { name: string; iban: string; bic?: string; creditorId: string };
  debits: DirectDebit[];
}

const total = (debits: DirectDebit[]) => debits.reduce((sum, d) => sum.plus(d.amount), ZERO).toFixed(2);
const agent = (bic?: string) =>
  bic ? { FinInstnId: { BICFI: bic } } : { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };

/**
 * A SEPA direct debit initiation, ISO 20022 `pain.008.001.08` (docs/api.md §19), as the EPC's SDD
 * Core and B2B rulebooks use it: one payment information block per scheme and sequence (a bank
 * takes FRST, RCUR and OOFF apart), the business as creditor under its ICS, one transaction per
 * invoice, in euros, charges shared (SLEV), every text in the EPC's Latin set.
 */
export function toPain008(file: DirectDebitFile): string {
  const groups = new Map<string, DirectDebit[]>();
  for (const d of file.debits) {
    const key = `${d.scheme}-${d.sequence}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const doc = {
    '@_xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08',
    CstmrDrctDbtInitn: {
      GrpHdr: {
        MsgId: sepaText(file.messageId, 35),
        CreDtTm: file.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        NbOfTxs: String(file.debits.length),
        CtrlSum: total(file.debits),
        InitgPty: { Nm: sepaName(file.creditor.name, 70) },
      },
      PmtInf: [...groups].map(([key, debits]) => ({
        PmtInfId: sepaText(`${file.messageId}-${key}`, 35),
        PmtMtd: 'DD',
        BtchBookg: 'true',
        NbOfTxs: String(debits.length),
        CtrlSum: total(debits),
        PmtTpInf: {
          SvcLvl: { Cd: 'SEPA' },
          LclInstrm: { Cd: debits[0]!.scheme },
          SeqTp: debits[0]!.sequence,
        },
        ReqdColltnDt: file.collectionDate,
        Cdtr: { Nm: sepaName(file.creditor.name, 70) },
        CdtrAcct: { Id: { IBAN: file.creditor.iban } },
        CdtrAgt: agent(file.creditor.bic),
        ChrgBr: 'SLEV',
        CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: file.creditor.creditorId, SchmeNm: { Prtry: 'SEPA' } } } } },
        DrctDbtTxInf: debits.map((d) => ({
          PmtId: { EndToEndId: sepaText(d.endToEndId, 35) },
          InstdAmt: { '@_Ccy': 'EUR', '#text': decimal(d.amount).toFixed(2) },
          DrctDbtTx: { MndtRltdInf: { MndtId: sepaText(d.mandateId, 35), DtOfSgntr: d.signedAt } },
          DbtrAgt: agent(d.debtorBic),
          Dbtr: { Nm: sepaName(d.debtorName, 70) },
          DbtrAcct: { Id: { IBAN: d.debtorIban } },
          ...sepaRemittance(d.remittance),
        })),
      })),
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ Document: doc })}`;
}
