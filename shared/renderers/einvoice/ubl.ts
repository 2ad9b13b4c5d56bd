import type { Breakdown, EInvoiceFacts, Party, PostalAddress } from '../../features/einvoice/facts.ts';
import { vatPointCodes } from '../../features/einvoice/france.ts';
import { asPeppol, PEPPOL_CUSTOMIZATION, PEPPOL_PROFILE } from '../../features/einvoice/peppol.ts';
import { xmlWriter } from '../../kernel/xml-write.ts';

/** EN 16931 core (BT-24): the CEN specification itself, not a national extension. */
export const EN16931 = 'urn:cen.eu:en16931:2017';

const builder = xmlWriter();

type Node = Record<string, unknown>;
const when = (condition: unknown, node: Node): Node => (condition ? node : {});

/** An address, its children in UBL's order. */
const ublAddress = (a: PostalAddress | undefined): Node => ({
  ...when(a?.line1, { 'cbc:StreetName': a?.line1 }),
  ...when(a?.line2, { 'cbc:AdditionalStreetName': a?.line2 }),
  ...when(a?.city, { 'cbc:CityName': a?.city }),
  ...when(a?.zip, { 'cbc:PostalZone': a?.zip }),
  ...when(a?.state, { 'cbc:CountrySubentity': a?.state }),
  'cac:Country': { 'cbc:IdentificationCode': a?.country },
});

function ublParty(p: Party): Node {
  return {
    'cac:Party': {
      ...when(p.endpoint, { 'cbc:EndpointID': { '@_schemeID': p.endpoint?.scheme, '#text': p.endpoint?.id } }),
      ...when(p.tradeName, { 'cac:PartyName': { 'cbc:Name': p.tradeName } }),
      'cac:PostalAddress': ublAddress(p.address),
      ...when(p.vatId || p.taxRegistration, {
        'cac:PartyTaxScheme': [
          ...(p.vatId ? [{ 'cbc:CompanyID': p.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
          // BT-32: a tax registration other than VAT, under a scheme other than VAT.
          ...(p.taxRegistration ? [{ 'cbc:CompanyID': p.taxRegistration, 'cac:TaxScheme': { 'cbc:ID': 'LOC' } }] : []),
        ],
      }),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': p.name,
        ...when(p.registration, {
          'cbc:CompanyID': {
            ...(p.registration?.scheme ? { '@_schemeID': p.registration.scheme } : {}),
            '#text': p.registration?.id,
          },
        }),
        ...when(p.legalInfo, { 'cbc:CompanyLegalForm': p.legalInfo }),
      },
      ...when(p.phone || p.email, {
        'cac:Contact': {
          ...when(p.phone, { 'cbc:Telephone': p.phone }),
          ...when(p.email, { 'cbc:ElectronicMail': p.email }),
        },
      }),
    },
  };
}

const taxCategory = (
  b: Pick<Breakdown, 'category' | 'rate'>,
  reason?: Pick<Breakdown, 'exemptionReason' | 'exemptionCode'>,
): Node => ({
  'cbc:ID': b.category,
  // Not subject to VAT (O) states no rate (BR-O-05, BR-O-12).
  ...when(b.category !== 'O', { 'cbc:Percent': b.rate }),
  ...when(reason?.exemptionCode, { 'cbc:TaxExemptionReasonCode': reason?.exemptionCode }),
  ...when(reason?.exemptionReason, { 'cbc:TaxExemptionReason': reason?.exemptionReason }),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

/**
 * The UBL 2.1 Invoice or CreditNote of the facts (EN 16931 core). Amounts are the record's;
 * the general discount is one document allowance per VAT rate (BG-20), as section 4 takes it.
 */
export function toUbl(f: EInvoiceFacts, network?: { customization: string; profile: string }): string {
  const credit = f.kind === 'creditnote';
  const root = credit ? 'CreditNote' : 'Invoice';
  const money = (value: string) => ({ '@_currencyID': f.currency, '#text': value });
  const doc: Node = {
    '@_xmlns': `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`,
    '@_xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    '@_xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    'cbc:CustomizationID': network?.customization ?? EN16931,
    ...when(network ?? f.france, { 'cbc:ProfileID': network?.profile ?? f.france?.businessProcess }),
    'cbc:ID': f.number,
    'cbc:IssueDate': f.issueDate,
    ...when(f.dueDate, { 'cbc:DueDate': f.dueDate }),
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: f.typeCode,
    ...when(f.notes.length, { 'cbc:Note': f.notes.map((n) => (n.code ? `#${n.code}#${n.text}` : n.text)) }),
    'cbc:DocumentCurrencyCode': f.currency,
    ...when(f.taxCurrency, { 'cbc:TaxCurrencyCode': f.taxCurrency?.code }),
    ...when(f.buyerReference, { 'cbc:BuyerReference': f.buyerReference }),
    // BT-8: VAT due on the invoice date (3) or when paid (432).
    ...when(f.france, {
      'cac:InvoicePeriod': { 'cbc:DescriptionCode': vatPointCodes.ubl[f.france?.vatPoint ?? 'receipts'] },
    }),
    ...when(f.orderReference, { 'cac:OrderReference': { 'cbc:ID': f.orderReference } }),
    ...when(f.preceding.length, {
      'cac:BillingReference': f.preceding.map((p) => ({
        'cac:InvoiceDocumentReference': { 'cbc:ID': p.number, ...when(p.date, { 'cbc:IssueDate': p.date }) },
      })),
    }),
    'cac:AccountingSupplierParty': ublParty(f.seller),
    'cac:AccountingCustomerParty': ublParty(f.buyer),
    ...when(f.delivery, {
      'cac:Delivery': {
        ...when(f.delivery?.date, { 'cbc:ActualDeliveryDate': f.delivery?.date }),
        ...when(f.delivery?.address, { 'cac:DeliveryLocation': { 'cac:Address': ublAddress(f.delivery?.address) } }),
      },
    }),
    ...when(f.iban, {
      'cac:PaymentMeans': {
        'cbc:PaymentMeansCode': f.paymentMeansCode,
        ...when(f.paymentReference, { 'cbc:PaymentID': f.paymentReference }),
        'cac:PayeeFinancialAccount': {
          'cbc:ID': f.iban,
          ...when(f.bic, { 'cac:FinancialInstitutionBranch': { 'cbc:ID': f.bic } }),
        },
      },
    }),
    ...when(f.paymentTerms, { 'cac:PaymentTerms': { 'cbc:Note': f.paymentTerms } }),
    ...when(
      f.breakdown.some((b) => Number(b.allowance) !== 0),
      {
        'cac:AllowanceCharge': f.breakdown
          .filter((b) => Number(b.allowance) !== 0)
          .map((b) => ({
            'cbc:ChargeIndicator': String(Number(b.allowance) < 0),
            'cbc:AllowanceChargeReason': 'General discount',
            'cbc:Amount': money(b.allowance.replace(/^-/, '')),
            'cac:TaxCategory': taxCategory(b),
          })),
      },
    ),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(f.totals.tax),
        'cac:TaxSubtotal': f.breakdown.map((b) => ({
          'cbc:TaxableAmount': money(b.base),
          'cbc:TaxAmount': money(b.tax),
          'cac:TaxCategory': taxCategory(b, b),
        })),
      },
      // BT-111: the VAT total in the account currency, without subtotals (BR-53).
      ...(f.taxCurrency
        ? [{ 'cbc:TaxAmount': { '@_currencyID': f.taxCurrency.code, '#text': f.taxCurrency.tax } }]
        : []),
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(f.totals.lineTotal),
      'cbc:TaxExclusiveAmount': money(f.totals.taxExclusive),
      'cbc:TaxInclusiveAmount': money(f.totals.taxInclusive),
      ...when(Number(f.totals.allowances) > 0, { 'cbc:AllowanceTotalAmount': money(f.totals.allowances) }),
      ...when(Number(f.totals.charges) > 0, { 'cbc:ChargeTotalAmount': money(f.totals.charges) }),
      ...when(Number(f.totals.prepaid) > 0, { 'cbc:PrepaidAmount': money(f.totals.prepaid) }),
      'cbc:PayableAmount': money(f.totals.payable),
    },
    [credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: f.lines.map((l) => ({
      'cbc:ID': l.id,
      [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: { '@_unitCode': l.unitCode, '#text': l.quantity },
      'cbc:LineExtensionAmount': money(l.lineNet),
      'cac:Item': { 'cbc:Name': l.name, 'cac:ClassifiedTaxCategory': taxCategory(l) },
      'cac:Price': {
        'cbc:PriceAmount': money(l.netPrice),
        ...when(Number(l.priceDiscount) > 0, {
          'cac:AllowanceCharge': {
            'cbc:ChargeIndicator': 'false',
            'cbc:Amount': money(l.priceDiscount),
            'cbc:BaseAmount': money(l.grossPrice),
          },
        }),
      },
    })),
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ [root]: doc })}`;
}

/** The Peppol BIS Billing 3.0 UBL of the facts: Peppol's identifiers, one note, no French process. */
export const toPeppol = (f: EInvoiceFacts): string =>
  toUbl(asPeppol(f), { customization: PEPPOL_CUSTOMIZATION, profile: PEPPOL_PROFILE });
