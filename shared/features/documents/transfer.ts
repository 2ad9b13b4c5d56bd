import type { Profile } from '../profile/model.ts';
import type { Document } from './model.ts';
import { computeTotals } from './totals.ts';

/** How to pay an invoice by bank transfer, as its PDF, page and reminders print it (docs/api.md §15). */
export interface TransferDetails {
  iban: string;
  bic?: string;
  /** The invoice's ISO 11649 PaymentReference. */
  reference?: string;
  /** The EPC QR code's text (EPC069-12), for an invoice in EUR with an amount due. */
  epc?: string;
}

/** The EPC QR code's limits: a beneficiary of 70 characters, amounts from 0.01 to 999,999,999.99 euros. */
const EPC_NAME_MAX = 70;
const EPC_AMOUNT_MAX = 999_999_999.99;

/**
 * The EPC069-12 (version 002) text of a SEPA credit transfer: UTF-8 (`1`), `SCT`, the BIC, the
 * beneficiary, the IBAN, `EUR` and the amount, no purpose, the structured reference, no text.
 * The last element that has a value ends the text (no line feed after it).
 */
export function epcText(p: { bic?: string; name: string; iban: string; amount: string; reference?: string }): string {
  const fields = [
    'BCD',
    '002',
    '1',
    'SCT',
    p.bic ?? '',
    [...p.name].slice(0, EPC_NAME_MAX).join(''),
    p.iban,
    `EUR${p.amount}`,
    '',
    p.reference ?? '',
  ];
  while (fields.at(-1) === '') fields.pop();
  return fields.join('\n');
}

/**
 * An invoice's transfer details when the profile has an IBAN; the EPC QR code's text besides
 * when the invoice is in EUR and something is due (a draft's too: it is what will be asked).
 */
export function transferDetails(doc: Document, profile: Partial<Profile>, seller: string): TransferDetails | undefined {
  if (doc.type !== 'invoice' || !profile.IBAN) return undefined;
  const iban = profile.IBAN.replace(/\s+/g, '').toUpperCase();
  const bic = profile.BIC?.trim() || undefined;
  const reference = doc.General.PaymentReference;
  const due = computeTotals(doc).TotalDue;
  const payable =
    doc.General.Currency === 'EUR' && doc.General.Status !== 'cancelled' && due.gt(0) && due.lte(EPC_AMOUNT_MAX);
  return {
    iban,
    ...(bic ? { bic } : {}),
    ...(reference ? { reference } : {}),
    ...(payable ? { epc: epcText({ bic, name: seller, iban, amount: due.toFixed(2), reference }) } : {}),
  };
}
