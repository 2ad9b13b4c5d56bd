/**
 * What an EN 16931 e-invoice states, gathered once from the document, its totals (docs/api.md
 * § 4), the seller profile and the client, and checked for completeness: the UBL and CII
 * writers only lay these facts out in their own syntax, so both state the same amounts as the
 * JSON record.
 */

import type { ErrorDetail } from '../../kernel/errors.ts';
import { type Decimal, decimal, minorUnit, moneyText } from '../../kernel/money.ts';
import { isCountryCode } from '../../kernel/validation.ts';
import type { Client } from '../clients/model.ts';
import { principalAddress } from '../clients/model.ts';
import type { Document, VATCategory } from '../documents/model.ts';
import { buyerName } from '../documents/settlement.ts';
import { computeTotals, defaultCategory, vatInAccountCurrency } from '../documents/totals.ts';
import { wordingFor } from '../documents/wording.ts';
import type { Profile } from '../profile/model.ts';
import { type FrenchFacts, frenchFacts, frenchSeller, type Note, treatmentOf } from './france.ts';

/** A party's postal address; `country` is ISO 3166-1 alpha-2. */
export interface PostalAddress {
  line1: string;
  line2: string;
  city: string;
  zip: string;
  state: string;
  country: string;
}

/** The seller or the buyer. */
export interface Party {
  name: string;
  tradeName: string;
  address: PostalAddress;
  vatId: string;
  registration?: { id: string; scheme: string };
  /** BT-32, the seller's tax registration other than VAT: a French seller under the franchise, which has no VAT number, states its SIREN. */
  taxRegistration?: string;
  /** Its electronic address (BT-34, BT-49): the one it holds (`declared`), else its e-mail (`EM`). */
  endpoint?: { id: string; scheme: string; declared?: true };
  /** The contact's e-mail (BT-43, BT-58). */
  email: string;
  phone: string;
  /** BT-33, the seller's: its legal form and share capital, as the law asks the invoice to state them. */
  legalInfo?: string;
}

/** One line of the e-invoice: BT-126 to BT-152. */
export interface Line {
  id: string;
  name: string;
  quantity: string;
  /** UN/ECE Recommendation 20 code. */
  unitCode: string;
  /** The item's price before its discount (BT-148), and the discount on it (BT-147). */
  grossPrice: string;
  priceDiscount: string;
  /** The net price (BT-146): gross less the discount. */
  netPrice: string;
  /** The line net amount (BT-131): the record's TotalItem. */
  lineNet: string;
  category: VATCategory;
  rate: string;
}

/** One row of the VAT breakdown (BG-23), with the document allowance taken in it (BG-20). */
export interface Breakdown {
  category: VATCategory;
  rate: string;
  base: string;
  tax: string;
  /**
   * The general discount taken in the row: an allowance (BG-20) when above 0; below 0 (a discount
   * of a row whose lines sum below 0) the writers state it as a charge (BG-21) of its opposite.
   */
  allowance: string;
  exemptionReason?: string;
  /** BT-121, from the VATEX code list. */
  exemptionCode?: string;
}

/** Everything the UBL and CII writers need. */
export interface EInvoiceFacts {
  kind: 'invoice' | 'creditnote';
  /** BT-3 (UNTDID 1001): 380 an invoice, 381 a credit note, 386 a deposit invoice. */
  typeCode: '380' | '381' | '386';
  number: string;
  issueDate: string;
  dueDate?: string;
  currency: string;
  /** BT-22: the description, comments and legal notes (a French seller's coded notes too). */
  notes: Note[];
  /** BT-23 and BT-8, for a French seller (shared/features/einvoice/france.ts). */
  france?: Omit<FrenchFacts, 'notes'>;
  /** BT-10 */
  buyerReference?: string;
  /** BT-13 */
  orderReference?: string;
  /** BG-3 (BT-25, BT-26): the invoice a credit note credits, or the deposits a final invoice deducts, with their dates. */
  preceding: { number: string; date?: string }[];
  /** BT-6 and BT-111: the VAT total in the account currency, for a document in another one. */
  taxCurrency?: { code: string; tax: string };
  /** BT-72 and BG-15: when and where the goods or services were delivered. */
  delivery?: { date?: string; address?: PostalAddress };
  seller: Party;
  buyer: Party;
  iban?: string;
  /**
   * BT-81 (UNTDID 4461), how it is paid. Ours, with an IBAN: 58, a SEPA credit transfer, for an
   * invoice in euros; 30, a credit transfer, in any other currency (SEPA moves euros only).
   */
  paymentMeansCode: string;
  /** BT-83, remittance information: the invoice's ISO 11649 PaymentReference. */
  paymentReference?: string;
  bic?: string;
  /** BT-20 */
  paymentTerms?: string;
  lines: Line[];
  breakdown: Breakdown[];
  totals: {
    lineTotal: string;
    /** BT-107: the rows' allowances above 0. */
    allowances: string;
    /** BT-108: the opposite of the rows' allowances below 0, stated as charges. */
    charges: string;
    taxExclusive: string;
    tax: string;
    taxInclusive: string;
    prepaid: string;
    payable: string;
  };
}

/** A gap that keeps an e-invoice from being made: the EN 16931 rule, and the field that fills it. */
export type Gap = Required<ErrorDetail> & { rule: string };

/** The facts, or the gaps that keep them from being an EN 16931 invoice. */
export type Gathered = { facts: EInvoiceFacts; gaps: [] } | { facts?: undefined; gaps: Gap[] };

const UNIT_CODES: Record<string, string> = {
  hour: 'HUR',
  hours: 'HUR',
  h: 'HUR',
  heure: 'HUR',
  day: 'DAY',
  days: 'DAY',
  jour: 'DAY',
  month: 'MON',
  mois: 'MON',
  kg: 'KGM',
  km: 'KMT',
  m: 'MTR',
  l: 'LTR',
};
const unitCode = (unitType: string) => UNIT_CODES[unitType.trim().toLowerCase()] ?? 'C62';

/** The rule that asks a seller VAT identifier of each category (S: BR-S-02, ...). */
const vatIdRule: Record<VATCategory, string> = {
  S: 'BR-S-02',
  Z: 'BR-Z-02',
  E: 'BR-E-02',
  AE: 'BR-AE-02',
  K: 'BR-IC-02',
  G: 'BR-G-02',
  O: 'BR-O-02',
  L: 'BR-AF-02',
  M: 'BR-AG-02',
};
/**
 * The VATEX code (BT-121) each category without VAT states, where its category alone says why:
 * intra-community supply, export, reverse charge, out of scope. An exemption (E) has one code
 * per article of the law; only the French franchise's is known from the profile.
 */
const exemptionCodes: Partial<Record<VATCategory, string>> = {
  K: 'VATEX-EU-IC',
  G: 'VATEX-EU-G',
  AE: 'VATEX-EU-AE',
  O: 'VATEX-EU-O',
};

/** The franchise's mention (CGI art. 293 B), in the law's own French words: BT-120 when the invoice gives no other. */
export const FRANCHISE_MENTION = 'TVA non applicable, art. 293 B du CGI';

/**
 * A French seller under the VAT franchise (CGI art. 293 B) charges no VAT: its lines are exempt
 * (E) under VATEX-FR-FRANCHISE, stated with the article, and it is identified by its SIREN as
 * its tax registration (BT-32), having no VAT number.
 */
const underFranchise = (profile: Profile): boolean => frenchSeller(profile) && profile.VATFranchise;

/** The rule that asks an exemption reason of each category without VAT. */
const reasonRule: Partial<Record<VATCategory, string>> = {
  E: 'BR-E-10',
  AE: 'BR-AE-10',
  K: 'BR-IC-10',
  G: 'BR-G-10',
  O: 'BR-O-10',
};

/** The buyer's structured address: the linked client's invoicing address, else its principal one. */
function buyerAddress(client: Client | undefined): PostalAddress {
  const a = client && (client.Addresses.find((x) => x.Target_Invoice) ?? principalAddress(client));
  return {
    line1: a?.Address1 ?? '',
    line2: a?.Address2 ?? '',
    city: a?.City ?? '',
    zip: a?.ZIPCode ?? '',
    state: a?.State ?? '',
    country: (a?.Country ?? '').trim().toUpperCase(),
  };
}

/**
 * Where and when the goods or services went (BT-72, BG-15), when the document says so; an
 * intra-community supply (K) always states both (BR-IC-11, BR-IC-12): by default its DateIssue
 * and the buyer's country.
 */
function deliveryOf(doc: Document, intraCommunity: boolean, buyerCountry: string): EInvoiceFacts['delivery'] {
  const date = doc.General.DeliveryDate ?? (intraCommunity ? doc.General.DateIssue : undefined);
  const to = doc.Delivery;
  const address: PostalAddress | undefined = to
    ? {
        line1: to.Address1,
        line2: to.Address2,
        city: to.City,
        zip: to.ZIPCode,
        state: to.State,
        country: to.Country || buyerCountry,
      }
    : intraCommunity
      ? { line1: '', line2: '', city: '', zip: '', state: '', country: buyerCountry }
      : undefined;
  if (!date && !address) return undefined;
  return { ...(date ? { date } : {}), ...(address ? { address } : {}) };
}

/**
 * Gathers and checks the facts of an invoice or credit note. Gaps name EN 16931 rules and the
 * field that fills each: the seller profile (`profile.*`), the client, the document.
 */
export function gatherFacts(
  doc: Document,
  profile: Profile,
  client: Client | undefined,
  context: { creditedInvoiceDate?: string; accountCurrency?: string } = {},
): Gathered {
  const { creditedInvoiceDate, accountCurrency } = context;
  const kind = doc.type;
  if (kind === 'estimate') throw new Error('estimates have no e-invoice');
  const gaps: Gap[] = [];
  const gap = (rule: string, field: string, message: string) => gaps.push({ rule, field, message });
  const franchise = underFranchise(profile);
  if (franchise) {
    if (doc.Items.some((i) => decimal(i.VAT).gt(0)))
      gap('BR-E-05', 'Items.VAT', 'A seller under the VAT franchise (CGI art. 293 B) charges no VAT: every line at 0.');
    if (!profile.RegistrationId)
      gap('BR-E-02', 'profile.RegistrationId', 'A seller under the VAT franchise is identified by its SIREN.');
    doc = {
      ...doc,
      General: { ...doc.General, VATExemptionReason: doc.General.VATExemptionReason || FRANCHISE_MENTION },
      Items: doc.Items.map((i) => ({ ...i, VATCategory: 'E' as const })),
    };
  }
  const decimals = minorUnit(doc.General.Currency);
  if (decimals > 2) {
    gap(
      'BR-DEC-09',
      'General.Currency',
      `EN 16931 states amounts with at most 2 decimals; ${doc.General.Currency} has ${decimals}.`,
    );
  }
  if (!profile.LegalName) gap('BR-06', 'profile.LegalName', "The seller's legal name is required.");
  for (const field of ['Address1', 'City', 'ZIPCode'] as const) {
    if (!profile[field]) gap('BR-08', `profile.${field}`, "The seller's postal address is required.");
  }
  if (!profile.Country) gap('BR-09', 'profile.Country', "The seller's country code is required.");
  if (!buyerName(doc, client)) gap('BR-07', 'Client.ClientName', "The buyer's name is required.");
  const buyerPlace = buyerAddress(client);
  if (!isCountryCode(buyerPlace.country)) {
    gap(
      'BR-11',
      'client.Addresses.Country',
      "The buyer's address needs an ISO 3166-1 alpha-2 country code (the linked client's invoicing address).",
    );
  }
  const categories = new Set(doc.Items.map((i) => i.VATCategory ?? defaultCategory(i.VAT)));
  for (const category of categories) {
    if (category === 'O') {
      // Not subject to VAT: alone on its invoice, no VAT identifier stated (BR-O-02, BR-O-11..14),
      // so the seller is identified by its legal registration (BR-CO-26).
      if (categories.size > 1)
        gap(
          'BR-O-11',
          'Items.VATCategory',
          'Lines not subject to VAT (O) cannot share an e-invoice with other categories.',
        );
      if (!doc.General.VATExemptionReason)
        gap('BR-O-10', 'General.VATExemptionReason', 'Lines not subject to VAT (O) need the reason.');
      if (!profile.RegistrationId)
        gap(
          'BR-CO-26',
          'profile.RegistrationId',
          'Without a VAT identifier, the seller needs its legal registration identifier.',
        );
      continue;
    }
    if (!profile.VATIntra && !franchise)
      gap(
        vatIdRule[category],
        'profile.VATIntra',
        `Lines of VAT category ${category} need the seller's VAT identifier.`,
      );
    const rule = reasonRule[category];
    if (rule && !doc.General.VATExemptionReason) {
      gap(rule, 'General.VATExemptionReason', `Lines of VAT category ${category} need an exemption reason.`);
    }
    if ((category === 'AE' || category === 'K') && !client?.Company.VATIntra) {
      gap(
        category === 'AE' ? 'BR-AE-02' : 'BR-IC-02',
        'client.Company.VATIntra',
        `Lines of VAT category ${category} need the buyer's VAT identifier.`,
      );
    }
  }
  const french = frenchSeller(profile);
  const treatment = treatmentOf(client, buyerPlace.country);
  if (gaps.length) return { gaps };

  const t = computeTotals(doc);
  const outOfScope = categories.has('O');
  const amount = (v: Decimal | string) => decimal(v).toFixed(decimals);
  // toFixed(): big.js writes small and large numbers with an exponent, which no XML decimal takes.
  const lines: Line[] = doc.Items.map((item, i) => {
    const gross = decimal(item.UnitRate);
    const discount = gross.times(item.Discount).div(100);
    return {
      id: String(i + 1),
      name: item.Description.split('\n')[0]!.slice(0, 200) || 'Item',
      quantity: decimal(item.Quantity).toFixed(),
      unitCode: unitCode(item.UnitType),
      grossPrice: gross.toFixed(),
      priceDiscount: discount.toFixed(),
      netPrice: gross.minus(discount).toFixed(),
      lineNet: amount(t.items[i]!),
      category: item.VATCategory ?? defaultCategory(item.VAT),
      rate: decimal(item.VAT).toFixed(),
    };
  });
  const tax = t.TOTALTAX.reduce((sum, r) => sum.plus(r.VATValue), decimal(0));
  const party = (p: Omit<Party, 'address'>, address: PostalAddress): Party => ({ ...p, address });
  const endpointOf = (holder: { ElectronicAddress?: string; ElectronicAddressScheme?: string }, email: string) =>
    holder.ElectronicAddress && holder.ElectronicAddressScheme
      ? { endpoint: { id: holder.ElectronicAddress, scheme: holder.ElectronicAddressScheme, declared: true as const } }
      : email
        ? { endpoint: { id: email, scheme: 'EM' } }
        : {};
  const buyerEmail = doc.Client.ContactEmail.split(/[;,]/)[0]?.trim() ?? '';
  const delivery = deliveryOf(doc, categories.has('K'), buyerPlace.country);
  const french_ = french ? frenchFacts(doc, profile, treatment) : undefined;
  const legalNotes = [doc.Comments.Legal, profile.LegalNotes].filter((n): n is string => !!n);
  const converted = vatInAccountCurrency(doc, t, accountCurrency);
  return {
    gaps: [],
    facts: {
      kind,
      typeCode: doc.type === 'creditnote' ? '381' : doc.General.Deposit ? '386' : '380',
      number: doc.General.Number,
      issueDate: doc.General.DateIssue,
      ...(doc.General.DueDate && doc.type === 'invoice' ? { dueDate: doc.General.DueDate } : {}),
      currency: doc.General.Currency,
      notes: [
        ...[doc.General.Description, doc.Comments.Notes, ...legalNotes]
          .filter((n): n is string => !!n?.trim())
          .map((text) => ({ text })),
        ...(french_?.notes ?? []),
      ],
      ...(french_ ? { france: { businessProcess: french_.businessProcess, vatPoint: french_.vatPoint } } : {}),
      ...(doc.General.BuyerReference ? { buyerReference: doc.General.BuyerReference } : {}),
      ...((doc.General.OrderReference ?? doc.General.PONumber)
        ? { orderReference: doc.General.OrderReference ?? doc.General.PONumber }
        : {}),
      preceding:
        doc.General.Invoice && doc.type === 'creditnote'
          ? [{ number: doc.General.Invoice, ...(creditedInvoiceDate ? { date: creditedInvoiceDate } : {}) }]
          : (doc.deposits ?? []).map((d) => ({ number: d.number, date: d.date })),
      ...(delivery ? { delivery } : {}),
      ...(converted
        ? { taxCurrency: { code: converted.currency, tax: moneyText(converted.tax, converted.currency) } }
        : {}),
      seller: party(
        {
          name: profile.LegalName,
          tradeName: profile.TradeName,
          vatId: outOfScope ? '' : profile.VATIntra,
          ...(franchise && !profile.VATIntra && profile.RegistrationId
            ? { taxRegistration: profile.RegistrationId }
            : {}),
          ...(profile.RegistrationId
            ? { registration: { id: profile.RegistrationId, scheme: profile.RegistrationScheme } }
            : {}),
          ...endpointOf(profile, profile.Email),
          email: profile.Email,
          phone: profile.Phone,
          ...(profile.LegalForm || profile.ShareCapital
            ? {
                legalInfo: wordingFor(profile.Country === 'FR' ? 'fr' : 'en').capital(
                  profile.LegalForm,
                  profile.ShareCapital,
                ),
              }
            : {}),
        },
        {
          line1: profile.Address1,
          line2: profile.Address2,
          city: profile.City,
          zip: profile.ZIPCode,
          state: profile.State,
          country: profile.Country,
        },
      ),
      buyer: party(
        {
          name: buyerName(doc, client),
          tradeName: '',
          vatId: outOfScope ? '' : (client?.Company.VATIntra ?? ''),
          ...(client?.RegistrationId
            ? { registration: { id: client.RegistrationId, scheme: client.RegistrationScheme ?? '' } }
            : {}),
          ...endpointOf(client ?? {}, buyerEmail),
          email: buyerEmail,
          phone: '',
        },
        buyerPlace,
      ),
      ...(profile.IBAN ? { iban: profile.IBAN } : {}),
      paymentMeansCode: doc.General.Currency === 'EUR' ? '58' : '30',
      ...(doc.General.PaymentReference ? { paymentReference: doc.General.PaymentReference } : {}),
      ...(profile.BIC ? { bic: profile.BIC } : {}),
      ...(doc.Comments.PaymentCondition ? { paymentTerms: doc.Comments.PaymentCondition } : {}),
      lines,
      breakdown: t.TOTALTAX.map((r) => ({
        category: r.VATCategory,
        rate: r.VATPercentage.toString(),
        base: amount(r.VATBase),
        tax: amount(r.VATValue),
        allowance: amount(r.discount),
        ...(reasonRule[r.VATCategory] ? { exemptionReason: doc.General.VATExemptionReason } : {}),
        ...(franchise || exemptionCodes[r.VATCategory]
          ? { exemptionCode: franchise ? 'VATEX-FR-FRANCHISE' : exemptionCodes[r.VATCategory] }
          : {}),
      })),
      totals: {
        lineTotal: amount(t.items.reduce((sum, x) => sum.plus(x), decimal(0))),
        allowances: amount(t.TOTALTAX.reduce((sum, r) => (r.discount.gt(0) ? sum.plus(r.discount) : sum), decimal(0))),
        charges: amount(t.TOTALTAX.reduce((sum, r) => (r.discount.lt(0) ? sum.minus(r.discount) : sum), decimal(0))),
        taxExclusive: amount(t.TOTALRAW),
        tax: amount(tax),
        taxInclusive: amount(t.TotalNET),
        // docs/api.md §10 and §17: BT-113 is TotalPaid and the deposits deducted, BT-115 TotalNET less them (credits are documents of their own).
        prepaid: amount(t.TotalPaid.plus(t.TotalDeposits)),
        payable: amount(t.TotalNET.minus(t.TotalPaid).minus(t.TotalDeposits)),
      },
    },
  };
}
