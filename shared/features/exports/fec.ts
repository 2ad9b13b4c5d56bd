import { type Decimal, decimal, ZERO } from '../../kernel/money.ts';
import { netOfDeposits } from '../documents/deposits.ts';
import type { Document } from '../documents/model.ts';
import { computeTotals } from '../documents/totals.ts';
import type { Payment } from '../payments/model.ts';
import type { LedgerAccounts } from '../profile/model.ts';
import type { BookedPurchase } from './books.ts';
import { inertCell } from './csv.ts';

/**
 * The Fichier des écritures comptables (article A47 A-1 of the Livre des procédures fiscales):
 * a header and tab-separated lines of these 18 columns, in this order (docs/exports.md).
 */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** The FEC's only currency: documents in another are left out and counted. */
export const FEC_CURRENCY = 'EUR';

/** One line of an entry, before it is numbered. */
interface EntryLine {
  account: string;
  accountLabel: string;
  /** The client's auxiliary account, on the client's line. */
  auxiliary?: { number: string; label: string };
  /** Positive on the debit side, negative on the credit side. */
  amount: Decimal;
}

/** An entry: balanced lines on one date, of one piece. */
export interface FecEntry {
  journal: 'VE' | 'HA' | 'BQ';
  date: string;
  piece: string;
  label: string;
  lines: EntryLine[];
}

const journalLabels = { VE: 'Ventes', HA: 'Achats', BQ: 'Banque' } as const;

/** A client's auxiliary account: `C` and its client_id. */
const auxiliaryOf = (clientId: number | undefined, name: string) => ({
  number: `C${clientId ?? 0}`,
  label: name || `Client ${clientId ?? 0}`,
});

/**
 * A sales entry (journal VE): an invoice debits the client with TotalNET and credits sales with
 * TotalHT and VAT collected with each rate's VAT; a credit note the reverse.
 */
export function salesEntry(doc: Document, accounts: LedgerAccounts, clientName: string): FecEntry {
  // A final invoice books its sales net of its deposits, each booked by its own deposit invoice.
  const own = netOfDeposits(doc, computeTotals(doc));
  const sign = doc.type === 'creditnote' ? -1 : 1;
  const vatLines = own.rates
    .filter(({ vat }) => !vat.eq(0))
    .map(({ rate, vat }) => ({
      account: accounts.VAT,
      accountLabel: `TVA collectée ${rate.VATPercentage.toString().replace('.', ',')} %`,
      amount: vat.times(-sign),
    }));
  return {
    journal: 'VE',
    date: doc.General.DateIssue,
    piece: doc.General.Number,
    label: `${doc.type === 'creditnote' ? 'Avoir' : 'Facture'} ${doc.General.Number}`,
    lines: [
      {
        account: accounts.Clients,
        accountLabel: 'Clients',
        auxiliary: auxiliaryOf(doc.clientId, clientName),
        amount: own.net.times(sign),
      },
      { account: accounts.Sales, accountLabel: 'Ventes', amount: own.raw.times(-sign) },
      ...vatLines,
    ],
  };
}

/** A bank entry (journal BQ): a payment debits the bank and credits the client; a refund (below zero) the other way. */
export function bankEntry(payment: Payment, accounts: LedgerAccounts, clientName: string): FecEntry {
  const amount = decimal(payment.amount);
  return {
    journal: 'BQ',
    date: payment.date,
    piece: payment.invoice,
    label: `${payment.refundOf === undefined ? 'Règlement' : 'Remboursement'} ${payment.invoice}${payment.reference ? ` ${payment.reference}` : ''}`,
    lines: [
      { account: accounts.Bank, accountLabel: 'Banque', amount },
      {
        account: accounts.Clients,
        accountLabel: 'Clients',
        auxiliary: auxiliaryOf(payment.clientId, clientName),
        amount: amount.times(-1),
      },
    ],
  };
}

/** A supplier's auxiliary account: `F` and its supplier_id. */
const supplierAuxiliary = (supplierId: number, name: string) => ({
  number: `F${supplierId}`,
  label: name || `Fournisseur ${supplierId}`,
});

/**
 * A purchases entry (journal HA, docs/api.md §18): the expense accounts debited with the bases,
 * deductible VAT with each rate's VAT, the supplier credited with the total (a credit note the
 * reverse). The supplier's line is the sum of the others, so the entry always balances.
 */
export function purchasesEntry(bought: BookedPurchase, accounts: LedgerAccounts): FecEntry {
  const sign = bought.credit ? -1 : 1;
  const debits = [
    ...bought.bases.map((b) => ({ account: b.account, accountLabel: b.label, amount: b.amount.times(sign) })),
    ...bought.vat
      .filter((v) => !v.amount.eq(0))
      .map((v) => ({
        account: accounts.DeductibleVAT,
        accountLabel: `TVA déductible ${v.rate.replace('.', ',')} %`,
        amount: v.amount.times(sign),
      })),
  ];
  const total = debits.reduce((sum, line) => sum.plus(line.amount), ZERO);
  return {
    journal: 'HA',
    date: bought.date,
    piece: bought.piece,
    label: bought.label,
    lines: [
      ...debits,
      {
        account: accounts.Suppliers,
        accountLabel: 'Fournisseurs',
        ...(bought.supplier ? { auxiliary: supplierAuxiliary(bought.supplier.id, bought.supplier.name) } : {}),
        amount: total.times(-1),
      },
    ],
  };
}

/**
 * A supplier payment (journal BQ): the supplier debited, the bank credited; a transfer the bank
 * gave back (`returned`, its reason) the reverse, on the day it came back.
 */
export function supplierPaymentEntry(
  paid: {
    date: string;
    amount: string;
    piece: string;
    reference?: string;
    returned?: string;
    supplier: { id: number; name: string };
  },
  accounts: LedgerAccounts,
): FecEntry {
  const amount = decimal(paid.amount);
  const what = paid.returned === undefined ? 'Paiement' : `Retour ${paid.returned} paiement`;
  return {
    journal: 'BQ',
    date: paid.date,
    piece: paid.piece,
    label: `${what} ${paid.piece}${paid.reference ? ` ${paid.reference}` : ''}`,
    lines: [
      {
        account: accounts.Suppliers,
        accountLabel: 'Fournisseurs',
        auxiliary: supplierAuxiliary(paid.supplier.id, paid.supplier.name),
        amount,
      },
      { account: accounts.Bank, accountLabel: 'Banque', amount: amount.times(-1) },
    ],
  };
}

/**
 * Text in a cell: no tab or line break of any kind may split a line (a reader of the FEC splits on
 * both), and no text opens as a formula in the spreadsheet an accountant reads it with.
 */
const cell = (text: string) => String(inertCell(text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' ').trim()));
const fecDate = (date: string) => date.replaceAll('-', '');
const fecAmount = (amount: Decimal) => amount.toFixed(2).replace('.', ',');

/** The header line. */
export const fecHeader = (): string => `${FEC_COLUMNS.join('\t')}\n`;

/** An entry's lines as the file holds them (none for a zero amount), numbered `entryNumber` (the file's sequence, with no gap). */
export function fecLines(entry: FecEntry, entryNumber: number): string {
  return entry.lines
    .filter((line) => !line.amount.eq(0))
    .map((line) =>
      [
        entry.journal,
        journalLabels[entry.journal],
        String(entryNumber),
        fecDate(entry.date),
        line.account,
        cell(line.accountLabel),
        line.auxiliary?.number ?? '',
        cell(line.auxiliary?.label ?? ''),
        cell(entry.piece),
        fecDate(entry.date),
        cell(entry.label),
        fecAmount(line.amount.gt(0) ? line.amount : ZERO),
        fecAmount(line.amount.lt(0) ? line.amount.abs() : ZERO),
        '',
        '',
        fecDate(entry.date),
        '',
        '',
      ].join('\t'),
    )
    .map((line) => `${line}\n`)
    .join('');
}
