import { attributeOf, child, list, textIn, type XmlNode } from '../../../kernel/xml-read.ts';
import type { VATCategory } from '../../documents/model.ts';
import type { Breakdown, EInvoiceFacts, Line, Party, PostalAddress } from '../facts.ts';
import { allowancesLessCharges } from './amounts.ts';
import { unreadable } from './errors.ts';

const address = (a: unknown): PostalAddress => ({
  line1: textIn(child(a, 'LineOne')),
  line2: textIn(child(a, 'LineTwo')),
  city: textIn(child(a, 'CityName')),
  zip: textIn(child(a, 'PostcodeCode')),
  state: textIn(child(a, 'CountrySubDivisionName')),
  country: textIn(child(a, 'CountryID')),
});

function party(p: unknown): Party {
  const registration = child(p, 'SpecifiedLegalOrganization', 'ID');
  const endpoint = child(p, 'URIUniversalCommunication', 'URIID');
  const vat = list(child(p, 'SpecifiedTaxRegistration')).find((r) => attributeOf(r.ID, 'schemeID') === 'VA');
  const contact = list(child(p, 'DefinedTradeContact'))[0];
  return {
    name: textIn(child(p, 'Name')),
    tradeName: textIn(child(p, 'SpecifiedLegalOrganization', 'TradingBusinessName')),
    address: address(child(p, 'PostalTradeAddress')),
    vatId: textIn(child(vat, 'ID')),
    ...(textIn(registration)
      ? { registration: { id: textIn(registration), scheme: attributeOf(registration, 'schemeID') } }
      : {}),
    ...(textIn(endpoint)
      ? { endpoint: { id: textIn(endpoint), scheme: attributeOf(endpoint, 'schemeID'), declared: true as const } }
      : {}),
    email: textIn(child(contact, 'EmailURIUniversalCommunication', 'URIID')),
    phone: textIn(child(contact, 'TelephoneUniversalCommunication', 'CompleteNumber')),
    ...(textIn(child(p, 'Description')) ? { legalInfo: textIn(child(p, 'Description')) } : {}),
  };
}

/** A CII date (format 102, `YYYYMMDD`) as ISO 8601; another format is kept as written. */
function isoDate(node: unknown): string {
  const text = textIn(child(node, 'DateTimeString'));
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : text;
}

const category = (t: unknown) => textIn(child(t, 'CategoryCode')) as VATCategory;
const percent = (t: unknown) => textIn(child(t, 'RateApplicablePercent')) || '0';

/**
 * The facts of a UN/CEFACT CII D16B CrossIndustryInvoice (EN 16931 syntax binding), read back
 * into the model the writers use (shared/renderers/einvoice/cii.ts).
 */
export function ciiFacts(root: XmlNode): EInvoiceFacts {
  const money = (value: unknown) => textIn(value) || '0';
  const doc = child(root, 'ExchangedDocument');
  const trade = child(root, 'SupplyChainTradeTransaction');
  const agreement = child(trade, 'ApplicableHeaderTradeAgreement');
  const settlement = child(trade, 'ApplicableHeaderTradeSettlement');
  const sums = child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = textIn(child(settlement, 'InvoiceCurrencyCode'));
  const taxTotals = list(child(sums, 'TaxTotalAmount'));
  const mainTax = taxTotals.find((t) => attributeOf(t, 'currencyID') === currency) ?? taxTotals[0];
  const taxCurrencyCode = textIn(child(settlement, 'TaxCurrencyCode'));
  const otherTax = taxTotals.find((t) => t !== mainTax);
  // A row's document charges count as allowances below 0, as the writers state them (facts.ts, Breakdown).
  const allowances = list(child(settlement, 'SpecifiedTradeAllowanceCharge'));
  const isCharge = (a: XmlNode) => textIn(child(a, 'ChargeIndicator', 'Indicator')) === 'true';
  const items = list(child(trade, 'IncludedSupplyChainTradeLineItem'));
  if (!items.length) throw unreadable('CrossIndustryInvoice', 'has no line');
  const breakdown: Breakdown[] = list(child(settlement, 'ApplicableTradeTax')).map((t) => {
    const allowance = allowancesLessCharges(
      allowances
        .filter((a) => category(a.CategoryTradeTax) === category(t) && percent(a.CategoryTradeTax) === percent(t))
        .map((a) => ({ amount: money(a.ActualAmount), charge: isCharge(a) })),
      currency,
    );
    const reason = textIn(t.ExemptionReason);
    return {
      category: category(t),
      rate: percent(t),
      base: money(t.BasisAmount),
      tax: money(t.CalculatedAmount),
      allowance,
      ...(reason ? { exemptionReason: reason } : {}),
    };
  });
  const readLine = (item: XmlNode): Line => {
    const lineAgreement = child(item, 'SpecifiedLineTradeAgreement');
    const gross = child(lineAgreement, 'GrossPriceProductTradePrice');
    const net = money(child(lineAgreement, 'NetPriceProductTradePrice', 'ChargeAmount'));
    const quantity = child(item, 'SpecifiedLineTradeDelivery', 'BilledQuantity');
    const tax = child(item, 'SpecifiedLineTradeSettlement', 'ApplicableTradeTax');
    return {
      id: textIn(child(item, 'AssociatedDocumentLineDocument', 'LineID')),
      name: textIn(child(item, 'SpecifiedTradeProduct', 'Name')),
      quantity: textIn(quantity) || '1',
      unitCode: attributeOf(quantity, 'unitCode') || 'C62',
      grossPrice: gross ? money(child(gross, 'ChargeAmount')) : net,
      priceDiscount: gross ? money(child(gross, 'AppliedTradeAllowanceCharge', 'ActualAmount')) : '0',
      netPrice: net,
      lineNet: money(
        child(item, 'SpecifiedLineTradeSettlement', 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
      ),
      category: category(tax),
      rate: percent(tax),
    };
  };
  const terms = list(child(settlement, 'SpecifiedTradePaymentTerms'))[0];
  const dueDate = terms && child(terms, 'DueDateDateTime') ? isoDate(child(terms, 'DueDateDateTime')) : '';
  const means = list(child(settlement, 'SpecifiedTradeSettlementPaymentMeans'))[0];
  const iban = textIn(child(means, 'PayeePartyCreditorFinancialAccount', 'IBANID'));
  const bic = textIn(child(means, 'PayeeSpecifiedCreditorFinancialInstitution', 'BICID'));
  const paymentReference = textIn(child(settlement, 'PaymentReference'));
  const buyerReference = textIn(child(agreement, 'BuyerReference'));
  const orderReference = textIn(child(agreement, 'BuyerOrderReferencedDocument', 'IssuerAssignedID'));
  const paymentTerms = textIn(child(terms, 'Description'));
  const typeCode = textIn(child(doc, 'TypeCode'));
  return {
    kind: typeCode === '381' ? 'creditnote' : 'invoice',
    typeCode: (typeCode || '380') as EInvoiceFacts['typeCode'],
    number: textIn(child(doc, 'ID')),
    issueDate: isoDate(child(doc, 'IssueDateTime')),
    ...(dueDate ? { dueDate } : {}),
    currency,
    notes: list(child(doc, 'IncludedNote')).map((n) => {
      const code = textIn(n.SubjectCode);
      return { ...(code ? { code } : {}), text: textIn(n.Content) };
    }),
    ...(buyerReference ? { buyerReference } : {}),
    ...(orderReference ? { orderReference } : {}),
    preceding: list(child(settlement, 'InvoiceReferencedDocument')).map((r) => {
      const formatted = textIn(child(r, 'FormattedIssueDateTime', 'DateTimeString'));
      const m = /^(\d{4})(\d{2})(\d{2})$/.exec(formatted);
      return { number: textIn(r.IssuerAssignedID), ...(m ? { date: `${m[1]}-${m[2]}-${m[3]}` } : {}) };
    }),
    ...(taxCurrencyCode && otherTax ? { taxCurrency: { code: taxCurrencyCode, tax: money(otherTax) } } : {}),
    seller: party(child(agreement, 'SellerTradeParty')),
    buyer: party(child(agreement, 'BuyerTradeParty')),
    ...(iban ? { iban } : {}),
    paymentMeansCode: textIn(child(means, 'TypeCode')),
    ...(paymentReference ? { paymentReference } : {}),
    ...(bic ? { bic } : {}),
    ...(paymentTerms ? { paymentTerms } : {}),
    lines: items.map(readLine),
    breakdown,
    totals: {
      lineTotal: money(child(sums, 'LineTotalAmount')),
      allowances: money(child(sums, 'AllowanceTotalAmount')),
      charges: money(child(sums, 'ChargeTotalAmount')),
      taxExclusive: money(child(sums, 'TaxBasisTotalAmount')),
      tax: money(mainTax),
      taxInclusive: money(child(sums, 'GrandTotalAmount')),
      prepaid: money(child(sums, 'TotalPrepaidAmount')),
      payable: money(child(sums, 'DuePayableAmount')),
    },
  };
}
