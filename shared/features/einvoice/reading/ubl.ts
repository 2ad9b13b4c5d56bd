import { attributeOf, child, list, textIn, type XmlNode } from '../../../kernel/xml-read.ts';
import type { VATCategory } from '../../documents/model.ts';
import type { Breakdown, EInvoiceFacts, Line, Party, PostalAddress } from '../facts.ts';
import type { Note } from '../france.ts';
import { allowancesLessCharges } from './amounts.ts';
import { unreadable } from './errors.ts';

const address = (a: unknown): PostalAddress => ({
  line1: textIn(child(a, 'StreetName')),
  line2: textIn(child(a, 'AdditionalStreetName')),
  city: textIn(child(a, 'CityName')),
  zip: textIn(child(a, 'PostalZone')),
  state: textIn(child(a, 'CountrySubentity')),
  country: textIn(child(a, 'Country', 'IdentificationCode')),
});

function party(p: unknown): Party {
  const legal = child(p, 'PartyLegalEntity');
  const registration = child(legal, 'CompanyID');
  const endpoint = child(p, 'EndpointID');
  const vat = list(child(p, 'PartyTaxScheme')).find((s) => textIn(child(s, 'TaxScheme', 'ID')) === 'VAT');
  const tradeName = textIn(child(p, 'PartyName', 'Name'));
  return {
    name: textIn(child(legal, 'RegistrationName')) || tradeName,
    tradeName,
    address: address(child(p, 'PostalAddress')),
    vatId: textIn(child(vat, 'CompanyID')),
    ...(textIn(registration)
      ? { registration: { id: textIn(registration), scheme: attributeOf(registration, 'schemeID') } }
      : {}),
    ...(textIn(endpoint)
      ? { endpoint: { id: textIn(endpoint), scheme: attributeOf(endpoint, 'schemeID'), declared: true as const } }
      : {}),
    email: textIn(child(p, 'Contact', 'ElectronicMail')),
    phone: textIn(child(p, 'Contact', 'Telephone')),
    ...(textIn(child(legal, 'CompanyLegalForm')) ? { legalInfo: textIn(child(legal, 'CompanyLegalForm')) } : {}),
  };
}

const category = (c: unknown) => textIn(child(c, 'ID')) as VATCategory;
const percent = (c: unknown) => textIn(child(c, 'Percent')) || '0';

/** A note as UBL writes it: `#CODE#text` for a coded one (the French PMT, PMD, AAB...). */
function note(text: string): Note {
  const coded = /^#([A-Z]{3})#([\s\S]*)$/.exec(text);
  return coded ? { code: coded[1]!, text: coded[2]! } : { text };
}

/**
 * The facts of a UBL 2.1 Invoice or CreditNote (EN 16931 syntax binding), read back into the
 * model the writers use (shared/renderers/einvoice/ubl.ts). What the model has no place for is
 * left out; the file itself is kept as it came.
 */
export function ublFacts(root: XmlNode, credit: boolean): EInvoiceFacts {
  const money = (value: unknown) => textIn(value) || '0';
  const totals = child(root, 'LegalMonetaryTotal');
  const currency = textIn(root.DocumentCurrencyCode);
  const taxTotals = list(root.TaxTotal);
  const mainTax = taxTotals.find((t) => attributeOf(child(t, 'TaxAmount'), 'currencyID') === currency) ?? taxTotals[0];
  const taxCurrencyCode = textIn(root.TaxCurrencyCode);
  const otherTax = taxTotals.find((t) => t !== mainTax);
  // A row's document charges count as allowances below 0, as the writers state them (facts.ts, Breakdown).
  const allowances = list(root.AllowanceCharge);
  const isCharge = (a: XmlNode) => textIn(a.ChargeIndicator) === 'true';
  const means = list(root.PaymentMeans)[0];
  const lines = list(root[credit ? 'CreditNoteLine' : 'InvoiceLine']);
  if (!lines.length) throw unreadable(credit ? 'CreditNote' : 'Invoice', 'has no line');
  const breakdown: Breakdown[] = list(child(mainTax, 'TaxSubtotal')).map((s) => {
    const c = child(s, 'TaxCategory');
    const allowance = allowancesLessCharges(
      allowances
        .filter(
          (a) => category(child(a, 'TaxCategory')) === category(c) && percent(child(a, 'TaxCategory')) === percent(c),
        )
        .map((a) => ({ amount: money(a.Amount), charge: isCharge(a) })),
      currency,
    );
    const reason = textIn(child(c, 'TaxExemptionReason'));
    return {
      category: category(c),
      rate: percent(c),
      base: money(s.TaxableAmount),
      tax: money(s.TaxAmount),
      allowance,
      ...(reason ? { exemptionReason: reason } : {}),
    };
  });
  const readLine = (l: XmlNode): Line => {
    const quantity = l[credit ? 'CreditedQuantity' : 'InvoicedQuantity'];
    const price = child(l, 'Price');
    const discount = list(child(price, 'AllowanceCharge'))[0];
    const net = money(child(price, 'PriceAmount'));
    const taxCategory = child(l, 'Item', 'ClassifiedTaxCategory');
    return {
      id: textIn(l.ID),
      name: textIn(child(l, 'Item', 'Name')),
      quantity: textIn(quantity) || '1',
      unitCode: attributeOf(quantity, 'unitCode') || 'C62',
      grossPrice: discount ? money(discount.BaseAmount) : net,
      priceDiscount: discount ? money(discount.Amount) : '0',
      netPrice: net,
      lineNet: money(l.LineExtensionAmount),
      category: category(taxCategory),
      rate: percent(taxCategory),
    };
  };
  const dueDate = textIn(root.DueDate) || textIn(child(means, 'PaymentDueDate'));
  const orderReference = textIn(child(root, 'OrderReference', 'ID'));
  const buyerReference = textIn(root.BuyerReference);
  const paymentReference = textIn(child(means, 'PaymentID'));
  const iban = textIn(child(means, 'PayeeFinancialAccount', 'ID'));
  const bic = textIn(child(means, 'PayeeFinancialAccount', 'FinancialInstitutionBranch', 'ID'));
  const paymentTerms = textIn(child(root, 'PaymentTerms', 'Note'));
  const typeCode = textIn(root[credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode']);
  return {
    kind: credit ? 'creditnote' : 'invoice',
    typeCode: (typeCode || (credit ? '381' : '380')) as EInvoiceFacts['typeCode'],
    number: textIn(root.ID),
    issueDate: textIn(root.IssueDate),
    ...(dueDate ? { dueDate } : {}),
    currency,
    notes: list(root.Note).map((n) => note(textIn(n))),
    ...(buyerReference ? { buyerReference } : {}),
    ...(orderReference ? { orderReference } : {}),
    preceding: list(root.BillingReference).map((r) => {
      const date = textIn(child(r, 'InvoiceDocumentReference', 'IssueDate'));
      return { number: textIn(child(r, 'InvoiceDocumentReference', 'ID')), ...(date ? { date } : {}) };
    }),
    ...(taxCurrencyCode && otherTax
      ? { taxCurrency: { code: taxCurrencyCode, tax: money(child(otherTax, 'TaxAmount')) } }
      : {}),
    seller: party(child(root, 'AccountingSupplierParty', 'Party')),
    buyer: party(child(root, 'AccountingCustomerParty', 'Party')),
    ...(iban ? { iban } : {}),
    paymentMeansCode: textIn(child(means, 'PaymentMeansCode')),
    ...(paymentReference ? { paymentReference } : {}),
    ...(bic ? { bic } : {}),
    ...(paymentTerms ? { paymentTerms } : {}),
    lines: lines.map(readLine),
    breakdown,
    totals: {
      lineTotal: money(child(totals, 'LineExtensionAmount')),
      allowances: money(child(totals, 'AllowanceTotalAmount')),
      charges: money(child(totals, 'ChargeTotalAmount')),
      taxExclusive: money(child(totals, 'TaxExclusiveAmount')),
      tax: money(child(mainTax, 'TaxAmount')),
      taxInclusive: money(child(totals, 'TaxInclusiveAmount')),
      prepaid: money(child(totals, 'PrepaidAmount')),
      payable: money(child(totals, 'PayableAmount')),
    },
  };
}
