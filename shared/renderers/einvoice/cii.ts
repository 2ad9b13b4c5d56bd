import type { Breakdown, EInvoiceFacts, Party, PostalAddress } from '../../features/einvoice/facts.ts';
import { vatPointCodes } from '../../features/einvoice/france.ts';
import { xmlWriter } from '../../kernel/xml-write.ts';
import { EN16931 } from './ubl.ts';

const builder = xmlWriter();

type Node = Record<string, unknown>;
const when = (condition: unknown, node: Node): Node => (condition ? node : {});
/** A date as CII writes it: `udt:DateTimeString` in format 102 (YYYYMMDD). */
const date = (iso: string) => ({ 'udt:DateTimeString': { '@_format': '102', '#text': iso.replaceAll('-', '') } });
const indicator = (value: boolean) => ({ 'udt:Indicator': String(value) });

/** An address, its children in the D16B schema's order. */
const ciiAddress = (a: PostalAddress): Node => ({
  ...when(a.zip, { 'ram:PostcodeCode': a.zip }),
  ...when(a.line1, { 'ram:LineOne': a.line1 }),
  ...when(a.line2, { 'ram:LineTwo': a.line2 }),
  ...when(a.city, { 'ram:CityName': a.city }),
  'ram:CountryID': a.country,
  ...when(a.state, { 'ram:CountrySubDivisionName': a.state }),
});

/** A trade party, its children in the D16B schema's order. */
function ciiParty(p: Party): Node {
  return {
    'ram:Name': p.name,
    ...when(p.legalInfo, { 'ram:Description': p.legalInfo }),
    ...when(p.registration || p.tradeName, {
      'ram:SpecifiedLegalOrganization': {
        ...when(p.registration, {
          'ram:ID': {
            ...(p.registration?.scheme ? { '@_schemeID': p.registration.scheme } : {}),
            '#text': p.registration?.id,
          },
        }),
        ...when(p.tradeName, { 'ram:TradingBusinessName': p.tradeName }),
      },
    }),
    ...when(p.phone || p.email, {
      'ram:DefinedTradeContact': {
        ...when(p.phone, { 'ram:TelephoneUniversalCommunication': { 'ram:CompleteNumber': p.phone } }),
        ...when(p.email, { 'ram:EmailURIUniversalCommunication': { 'ram:URIID': p.email } }),
      },
    }),
    'ram:PostalTradeAddress': ciiAddress(p.address),
    ...when(p.endpoint, {
      'ram:URIUniversalCommunication': { 'ram:URIID': { '@_schemeID': p.endpoint?.scheme, '#text': p.endpoint?.id } },
    }),
    ...when(p.vatId || p.taxRegistration, {
      'ram:SpecifiedTaxRegistration': [
        ...(p.vatId ? [{ 'ram:ID': { '@_schemeID': 'VA', '#text': p.vatId } }] : []),
        // BT-32: a tax registration other than VAT.
        ...(p.taxRegistration ? [{ 'ram:ID': { '@_schemeID': 'FC', '#text': p.taxRegistration } }] : []),
      ],
    }),
  };
}

/**
 * The UN/CEFACT CII D16B CrossIndustryInvoice of the facts (EN 16931 guideline), its elements in
 * the schema's order (the D16B schema is checked, unlike UBL's): 380 for an invoice, 381 for a
 * credit note, which names its invoice (BT-25), 386 for a deposit invoice.
 */
export function toCii(f: EInvoiceFacts): string {
  const money = (value: string) => value;
  const tradeTax = (b: Breakdown): Node => ({
    'ram:CalculatedAmount': money(b.tax),
    'ram:TypeCode': 'VAT',
    ...when(b.exemptionReason, { 'ram:ExemptionReason': b.exemptionReason }),
    'ram:BasisAmount': money(b.base),
    'ram:CategoryCode': b.category,
    ...when(b.exemptionCode, { 'ram:ExemptionReasonCode': b.exemptionCode }),
    // BT-8: VAT due on the invoice date (5) or when paid (72).
    ...when(f.france, { 'ram:DueDateTypeCode': vatPointCodes.cii[f.france?.vatPoint ?? 'receipts'] }),
    ...when(b.category !== 'O', { 'ram:RateApplicablePercent': b.rate }),
  });
  const doc: Node = {
    '@_xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
    '@_xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
    '@_xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
    '@_xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
    'rsm:ExchangedDocumentContext': {
      ...when(f.france, {
        'ram:BusinessProcessSpecifiedDocumentContextParameter': { 'ram:ID': f.france?.businessProcess },
      }),
      'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': EN16931 },
    },
    'rsm:ExchangedDocument': {
      'ram:ID': f.number,
      'ram:TypeCode': f.typeCode,
      'ram:IssueDateTime': date(f.issueDate),
      ...when(f.notes.length, {
        'ram:IncludedNote': f.notes.map((n) => ({
          'ram:Content': n.text,
          ...when(n.code, { 'ram:SubjectCode': n.code }),
        })),
      }),
    },
    'rsm:SupplyChainTradeTransaction': {
      'ram:IncludedSupplyChainTradeLineItem': f.lines.map((l) => ({
        'ram:AssociatedDocumentLineDocument': { 'ram:LineID': l.id },
        'ram:SpecifiedTradeProduct': { 'ram:Name': l.name },
        'ram:SpecifiedLineTradeAgreement': {
          ...when(Number(l.priceDiscount) > 0, {
            'ram:GrossPriceProductTradePrice': {
              'ram:ChargeAmount': l.grossPrice,
              'ram:AppliedTradeAllowanceCharge': {
                'ram:ChargeIndicator': indicator(false),
                'ram:ActualAmount': l.priceDiscount,
              },
            },
          }),
          'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': l.netPrice },
        },
        'ram:SpecifiedLineTradeDelivery': { 'ram:BilledQuantity': { '@_unitCode': l.unitCode, '#text': l.quantity } },
        'ram:SpecifiedLineTradeSettlement': {
          'ram:ApplicableTradeTax': {
            'ram:TypeCode': 'VAT',
            'ram:CategoryCode': l.category,
            ...when(l.category !== 'O', { 'ram:RateApplicablePercent': l.rate }),
          },
          'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': money(l.lineNet) },
        },
      })),
      'ram:ApplicableHeaderTradeAgreement': {
        ...when(f.buyerReference, { 'ram:BuyerReference': f.buyerReference }),
        'ram:SellerTradeParty': ciiParty(f.seller),
        'ram:BuyerTradeParty': ciiParty(f.buyer),
        ...when(f.orderReference, { 'ram:BuyerOrderReferencedDocument': { 'ram:IssuerAssignedID': f.orderReference } }),
      },
      'ram:ApplicableHeaderTradeDelivery': {
        ...when(f.delivery?.address, {
          'ram:ShipToTradeParty': { 'ram:PostalTradeAddress': f.delivery?.address && ciiAddress(f.delivery.address) },
        }),
        ...when(f.delivery?.date, {
          'ram:ActualDeliverySupplyChainEvent': { 'ram:OccurrenceDateTime': date(f.delivery?.date ?? '') },
        }),
      },
      'ram:ApplicableHeaderTradeSettlement': {
        ...when(f.paymentReference, { 'ram:PaymentReference': f.paymentReference }),
        ...when(f.taxCurrency, { 'ram:TaxCurrencyCode': f.taxCurrency?.code }),
        'ram:InvoiceCurrencyCode': f.currency,
        ...when(f.iban, {
          'ram:SpecifiedTradeSettlementPaymentMeans': {
            'ram:TypeCode': f.paymentMeansCode,
            'ram:PayeePartyCreditorFinancialAccount': { 'ram:IBANID': f.iban },
            ...when(f.bic, { 'ram:PayeeSpecifiedCreditorFinancialInstitution': { 'ram:BICID': f.bic } }),
          },
        }),
        'ram:ApplicableTradeTax': f.breakdown.map(tradeTax),
        ...when(
          f.breakdown.some((b) => Number(b.allowance) !== 0),
          {
            'ram:SpecifiedTradeAllowanceCharge': f.breakdown
              .filter((b) => Number(b.allowance) !== 0)
              .map((b) => ({
                'ram:ChargeIndicator': indicator(Number(b.allowance) < 0),
                'ram:ActualAmount': money(b.allowance.replace(/^-/, '')),
                'ram:Reason': 'General discount',
                'ram:CategoryTradeTax': {
                  'ram:TypeCode': 'VAT',
                  'ram:CategoryCode': b.category,
                  ...when(b.category !== 'O', { 'ram:RateApplicablePercent': b.rate }),
                },
              })),
          },
        ),
        ...when(f.paymentTerms || f.dueDate, {
          'ram:SpecifiedTradePaymentTerms': {
            ...when(f.paymentTerms, { 'ram:Description': f.paymentTerms }),
            ...when(f.dueDate, { 'ram:DueDateDateTime': date(f.dueDate ?? '') }),
          },
        }),
        'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
          'ram:LineTotalAmount': money(f.totals.lineTotal),
          ...when(Number(f.totals.charges) > 0, { 'ram:ChargeTotalAmount': money(f.totals.charges) }),
          ...when(Number(f.totals.allowances) > 0, { 'ram:AllowanceTotalAmount': money(f.totals.allowances) }),
          'ram:TaxBasisTotalAmount': money(f.totals.taxExclusive),
          'ram:TaxTotalAmount': [
            { '@_currencyID': f.currency, '#text': money(f.totals.tax) },
            // BT-111: the VAT total in the account currency (BR-53).
            ...(f.taxCurrency ? [{ '@_currencyID': f.taxCurrency.code, '#text': f.taxCurrency.tax }] : []),
          ],
          'ram:GrandTotalAmount': money(f.totals.taxInclusive),
          ...when(Number(f.totals.prepaid) > 0, { 'ram:TotalPrepaidAmount': money(f.totals.prepaid) }),
          'ram:DuePayableAmount': money(f.totals.payable),
        },
        ...when(f.preceding.length, {
          'ram:InvoiceReferencedDocument': f.preceding.map((p) => ({
            'ram:IssuerAssignedID': p.number,
            ...when(p.date, {
              'ram:FormattedIssueDateTime': {
                'qdt:DateTimeString': { '@_format': '102', '#text': (p.date ?? '').replaceAll('-', '') },
              },
            }),
          })),
        }),
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ 'rsm:CrossIndustryInvoice': doc })}`;
}
