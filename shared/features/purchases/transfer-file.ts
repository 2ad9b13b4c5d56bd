import { decimal, ZERO } from '../../kernel/money.ts';
import { sepaName, sepaRemittance, sepaText } from '../../kernel/sepa.ts';
import { xmlWriter } from '../../kernel/xml-write.ts';

const builder = xmlWriter();

/** One payment of a credit transfer file: to whom, how much, and what it pays. */
export interface CreditTransfer {
  endToEndId: string;
  amount: string;
  creditorName: string;
  creditorIban: string;
  creditorBic?: string;
  /** An ISO 11649 reference (`RF...`) goes as structured remittance, other text as unstructured. */
  remittance: string;
}

/** A credit transfer file's debtor and its transactions. */
export interface CreditTransferFile {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: { name: string; iban: string; bic?: string };
  transfers: CreditTransfer[];
}

const amountText = (amount: string) => decimal(amount).toFixed(2);

/**
 * A SEPA credit transfer initiation, ISO 20022 `pain.001.001.09` as the EPC's SCT
 * customer-to-PSP schema restricts it (docs/api.md §18): one payment information block, the
 * business as debtor, one transaction per payment, in euros, charges shared (SLEV).
 */
export function toPain001(file: CreditTransferFile): string {
  const total = file.transfers.reduce((sum, t) => sum.plus(t.amount), ZERO).toFixed(2);
  const count = String(file.transfers.length);
  const agent = (bic?: string) =>
    bic ? { FinInstnId: { BICFI: bic } } : { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };
  const doc = {
    '@_xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
    CstmrCdtTrfInitn: {
      GrpHdr: {
        MsgId: sepaText(file.messageId, 35),
        CreDtTm: file.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        NbOfTxs: count,
        CtrlSum: total,
        InitgPty: { Nm: sepaName(file.debtor.name, 70) },
      },
      PmtInf: {
        PmtInfId: sepaText(`${file.messageId}-1`, 35),
        PmtMtd: 'TRF',
        BtchBookg: 'true',
        NbOfTxs: count,
        CtrlSum: total,
        PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
        ReqdExctnDt: { Dt: file.executionDate },
        Dbtr: { Nm: sepaName(file.debtor.name, 70) },
        DbtrAcct: { Id: { IBAN: file.debtor.iban } },
        DbtrAgt: agent(file.debtor.bic),
        ChrgBr: 'SLEV',
        CdtTrfTxInf: file.transfers.map((t) => ({
          PmtId: { EndToEndId: sepaText(t.endToEndId, 35) },
          Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': amountText(t.amount) } },
          ...(t.creditorBic ? { CdtrAgt: agent(t.creditorBic) } : {}),
          Cdtr: { Nm: sepaName(t.creditorName, 70) },
          CdtrAcct: { Id: { IBAN: t.creditorIban } },
          ...(/^RF\d{2}[A-Z0-9]{1,21}$/.test(t.remittance)
            ? {
                RmtInf: { Strd: { CdtrRefInf: { Tp: { CdOrPrtry: { Cd: 'SCOR' }, Issr: 'ISO' }, Ref: t.remittance } } },
              }
            : sepaRemittance(t.remittance)),
        })),
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ Document: doc })}`;
}
