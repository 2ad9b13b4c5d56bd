import type { Client } from '../clients/model.ts';
import type { Document, OperationCategory } from '../documents/model.ts';
import { isSiren } from '../parties/identifiers.ts';
import type { Profile } from '../profile/model.ts';
import type { EInvoiceFacts, Gap, Party } from './facts.ts';

/**
 * What the French e-invoicing rules (FNFE-MPE `BR-FR`, XP Z12-012, EN 16931 profile) add to an
 * e-invoice of a French seller (docs/einvoicing.md): the business process (BT-23), the VAT
 * point (BT-8), the coded notes the law requires, and the treatment of the sale.
 */

/** A note of the e-invoice (BT-22), with its UNTDID 4451 subject code (BT-21) when it has one. */
export interface Note {
  code?: string;
  text: string;
}

/** The French facts of an e-invoice. */
export interface FrenchFacts {
  /** BT-23: B1 goods, S1 services, M1 both; B4, S4, M4 for a final invoice after deposits. */
  businessProcess: string;
  /**
   * BT-8: VAT on debits (the invoice date) or on receipts (the payment date); goods' VAT is never
   * due on receipts (CGI art. 269): without VAT on debits, it is due at their delivery.
   */
  vatPoint: 'debits' | 'receipts' | 'delivery';
  notes: Note[];
}

/** BT-8's codes (UNTDID 2005 in UBL, 2475 in CII) for each VAT point. */
export const vatPointCodes = {
  ubl: { debits: '3', delivery: '35', receipts: '432' },
  cii: { debits: '5', delivery: '29', receipts: '72' },
} as const;

/** How the sale is treated (BR-FR-20): to a French business, a business abroad, or a consumer. */
export type Treatment = 'B2B' | 'B2BINT' | 'B2C';

const processes: Record<OperationCategory, string> = { goods: 'B', services: 'S', mixed: 'M' };

/** The French rules apply to a seller established in France. */
export const frenchSeller = (profile: Profile): boolean => profile.Country === 'FR';

/**
 * The treatment of a sale: a consumer's is B2C, wherever the consumer lives (BR-FR-20 takes B2B,
 * B2BINT, B2C, OUTOFSCOPE and ARCHIVEONLY: no B2CINT); a business's B2B in France, B2BINT abroad.
 */
export const treatmentOf = (client: Client | undefined, buyerCountry: string): Treatment =>
  client?.Kind === 'consumer' ? 'B2C' : buyerCountry === 'FR' ? 'B2B' : 'B2BINT';

const frenchNumber = (value: string) => value.replace('.', ',');

/**
 * The facts the French rules add. The notes state the late-payment penalties (PMD), the
 * recovery indemnity (PMT) and the early-payment discount (AAB) as the profile sets them (the
 * legal defaults when it does not), and the treatment (BAR).
 */
export function frenchFacts(doc: Document, profile: Profile, treatment: Treatment): FrenchFacts {
  const onDebits = doc.General.VATOnDebits ?? profile.VATOnDebits;
  return {
    // Mixed when the document does not say: the one code that holds whatever was sold.
    businessProcess: `${processes[doc.General.OperationCategory ?? 'mixed']}${doc.deposits?.length ? 4 : 1}`,
    vatPoint: onDebits ? 'debits' : doc.General.OperationCategory === 'goods' ? 'delivery' : 'receipts',
    notes: [
      {
        code: 'PMD',
        text: profile.LatePaymentRate
          ? `Pénalités de retard : taux annuel de ${frenchNumber(profile.LatePaymentRate)} %.`
          : "Pénalités de retard : trois fois le taux d'intérêt légal.",
      },
      {
        code: 'PMT',
        // The 40 EUR indemnity is owed by business buyers only (Code de commerce L441-10): a consumer is told it does not apply.
        text:
          treatment === 'B2C'
            ? 'Indemnité forfaitaire pour frais de recouvrement : non applicable (client non professionnel).'
            : `Indemnité forfaitaire pour frais de recouvrement : ${frenchNumber(profile.RecoveryIndemnity || '40')} €.`,
      },
      { code: 'AAB', text: 'Pas d’escompte pour paiement anticipé.' },
      { code: 'BAR', text: treatment },
    ],
  };
}

/** The VAT rates BR-FR-16 allows a French seller (metropolitan France, Corsica and the overseas departments). */
const FRENCH_RATES = [
  '0',
  '0.9',
  '1.05',
  '1.75',
  '2.1',
  '5.5',
  '7',
  '8.5',
  '9.2',
  '9.6',
  '10',
  '13',
  '19.6',
  '20',
  '20.6',
];

/** Whether a VAT rate (decimal text) is one BR-FR-16 allows. */
export const isFrenchRate = (rate: string): boolean => FRENCH_RATES.some((r) => Number(r) === Number(rate || '0'));

/** How many decimals a decimal text has, trailing zeros aside. */
const decimalsOf = (value: string) => (value.split('.')[1] ?? '').replace(/0+$/, '').length;

/**
 * The lines' rules of BR-FR: a VAT rate of the French list (BR-FR-16), prices of at most six
 * decimals (BR-FR-DEC-03).
 */
function frenchLineGaps(f: EInvoiceFacts): Gap[] {
  return f.lines.flatMap((line, i): Gap[] => [
    ...(isFrenchRate(line.rate)
      ? []
      : [
          {
            rule: 'BR-FR-16',
            field: `Items.${i}.VAT`,
            message: `${line.rate} % is no French VAT rate (${FRENCH_RATES.join(', ')}).`,
          },
        ]),
    ...([line.netPrice, line.grossPrice].some((price) => decimalsOf(price) > 6)
      ? [{ rule: 'BR-FR-DEC-03', field: `Items.${i}.UnitRate`, message: 'A price has at most six decimals.' }]
      : []),
  ]);
}

/**
 * What keeps a French seller's e-invoice from passing BR-FR, once the seller is on the reform's
 * network (its profile has an electronic address), read from the facts: the seller's SIREN
 * (BR-FR-10), an address for the buyer (BR-FR-12), the VAT in euros of a document in another
 * currency (BR-FR-CO-12); for a French business buyer, its SIREN
 * (BR-FR-11) and a routing address that starts with it (BR-FR-21). The UBL and CII answer these
 * as 409; the Factur-X PDF and the Peppol file do not wait on them.
 */
export function frenchGaps(f: EInvoiceFacts): Gap[] {
  if (!f.france || !f.seller.endpoint?.declared) return [];
  const gaps: Gap[] = [...frenchLineGaps(f)];
  if (f.currency !== 'EUR' && f.taxCurrency?.code !== 'EUR')
    gaps.push({
      rule: 'BR-FR-CO-12',
      field: 'General.ExchangeRate',
      message: `A French e-invoice in ${f.currency} states its VAT in euros too (BT-6, BT-111): give the rate (EUR per ${f.currency}).`,
    });
  const sirenOf = (p: Party) =>
    p.registration?.scheme === '0002' && isSiren(p.registration.id) ? p.registration.id : '';
  if (!sirenOf(f.seller))
    gaps.push({
      rule: 'BR-FR-10',
      field: 'profile.RegistrationId',
      message: 'A French seller states its SIREN (RegistrationId with RegistrationScheme 0002).',
    });
  if (!f.buyer.endpoint)
    gaps.push({
      rule: 'BR-FR-12',
      field: 'client.ElectronicAddress',
      message:
        "The buyer's electronic address is required (the client's ElectronicAddress, or the document's ContactEmail).",
    });
  if (!f.notes.some((n) => n.code === 'BAR' && n.text === 'B2B')) return gaps;
  const siren = sirenOf(f.buyer);
  if (!siren)
    gaps.push({
      rule: 'BR-FR-11',
      field: 'client.RegistrationId',
      message: "A French business buyer's SIREN is required (RegistrationId with RegistrationScheme 0002).",
    });
  const address = f.buyer.endpoint;
  if (!(address?.declared && address.scheme === '0225' && siren && address.id.startsWith(siren)))
    gaps.push({
      rule: 'BR-FR-21',
      field: 'client.ElectronicAddress',
      message:
        "A French business buyer's electronic address is its routing address (scheme 0225), starting with its SIREN.",
    });
  return gaps;
}
