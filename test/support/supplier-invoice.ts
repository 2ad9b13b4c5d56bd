import { vatOfBase } from './money-model.ts';

/**
 * A supplier's UBL 2.1 invoice (EN 16931) for the purchases tests: lines of a quantity, a net
 * price and a VAT rate, totals worked out as the standard says (each rate's VAT rounded once).
 */

/** One line: quantity, net price (decimal text), VAT rate. */
export interface SupplierLine {
  name?: string;
  quantity: number;
  price: string;
  rate: number;
}

/** Who issues it and what it states. */
export interface SupplierInvoice {
  number: string;
  issue?: string;
  due?: string;
  currency?: string;
  siren?: string;
  vat?: string;
  name?: string;
  iban?: string;
  reference?: string;
  lines?: SupplierLine[];
  credit?: boolean;
  /** The invoice it corrects (BT-25), by Number, or the invoices. */
  corrects?: string | string[];
}

const cents = (price: string) => {
  const [whole, fraction = ''] = price.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const text = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The totals a supplier's lines make: per rate, and overall, in cents. */
export function supplierTotals(lines: SupplierLine[]) {
  const bases = new Map<number, bigint>();
  for (const l of lines) bases.set(l.rate, (bases.get(l.rate) ?? 0n) + BigInt(l.quantity) * cents(l.price));
  const rates = [...bases].map(([rate, base]) => ({ rate, base, vat: vatOfBase(base, rate) }));
  const ht = rates.reduce((s, r) => s + r.base, 0n);
  const vat = rates.reduce((s, r) => s + r.vat, 0n);
  return { rates, ht, vat, net: ht + vat, text };
}

/** The UBL text of a supplier's invoice (or credit note). */
export function supplierUbl(o: SupplierInvoice): string {
  const lines = o.lines ?? [{ quantity: 2, price: '50.00', rate: 20 }];
  const t = supplierTotals(lines);
  const cur = o.currency ?? 'EUR';
  const a = (c: bigint) => `currencyID="${cur}">${text(c)}`;
  const cat = (rate: number) => (rate > 0 ? 'S' : 'Z');
  const root = o.credit ? 'CreditNote' : 'Invoice';
  const lineTag = o.credit ? 'CreditNoteLine' : 'InvoiceLine';
  const qtyTag = o.credit ? 'CreditedQuantity' : 'InvoicedQuantity';
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>
<cbc:ID>${xmlText(o.number)}</cbc:ID>
<cbc:IssueDate>${o.issue ?? '2026-03-10'}</cbc:IssueDate>
${o.credit ? '' : `<cbc:DueDate>${o.due ?? '2026-04-09'}</cbc:DueDate>`}
<cbc:${root}TypeCode>${o.credit ? '381' : '380'}</cbc:${root}TypeCode>
<cbc:DocumentCurrencyCode>${cur}</cbc:DocumentCurrencyCode>
<cbc:BuyerReference>ACHATS</cbc:BuyerReference>
${[o.corrects ?? []]
  .flat()
  .map(
    (n) =>
      `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${xmlText(n)}</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>`,
  )
  .join('')}
<cac:AccountingSupplierParty><cac:Party>
<cac:PostalAddress><cbc:StreetName>10 rue du Fournisseur</cbc:StreetName><cbc:CityName>Paris</cbc:CityName><cbc:PostalZone>75010</cbc:PostalZone><cac:Country><cbc:IdentificationCode>FR</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
${o.vat ? `<cac:PartyTaxScheme><cbc:CompanyID>${o.vat}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` : ''}
<cac:PartyLegalEntity><cbc:RegistrationName>${xmlText(o.name ?? 'Fournisseur SARL')}</cbc:RegistrationName>${o.siren ? `<cbc:CompanyID schemeID="0002">${o.siren}</cbc:CompanyID>` : ''}</cac:PartyLegalEntity>
</cac:Party></cac:AccountingSupplierParty>
<cac:AccountingCustomerParty><cac:Party>
<cac:PostalAddress><cbc:StreetName>5 place Bellecour</cbc:StreetName><cbc:CityName>Lyon</cbc:CityName><cbc:PostalZone>69002</cbc:PostalZone><cac:Country><cbc:IdentificationCode>FR</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
<cac:PartyLegalEntity><cbc:RegistrationName>Acheteur SAS</cbc:RegistrationName></cac:PartyLegalEntity>
</cac:Party></cac:AccountingCustomerParty>
${o.iban ? `<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>${o.reference ? `<cbc:PaymentID>${o.reference}</cbc:PaymentID>` : ''}<cac:PayeeFinancialAccount><cbc:ID>${o.iban}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>` : ''}
<cac:TaxTotal><cbc:TaxAmount ${a(t.vat)}</cbc:TaxAmount>
${t.rates.map((r) => `<cac:TaxSubtotal><cbc:TaxableAmount ${a(r.base)}</cbc:TaxableAmount><cbc:TaxAmount ${a(r.vat)}</cbc:TaxAmount><cac:TaxCategory><cbc:ID>${cat(r.rate)}</cbc:ID><cbc:Percent>${r.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>`).join('\n')}
</cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount ${a(t.ht)}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount ${a(t.ht)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount ${a(t.net)}</cbc:TaxInclusiveAmount><cbc:PayableAmount ${a(t.net)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
${lines.map((l, i) => `<cac:${lineTag}><cbc:ID>${i + 1}</cbc:ID><cbc:${qtyTag} unitCode="C62">${l.quantity}</cbc:${qtyTag}><cbc:LineExtensionAmount ${a(BigInt(l.quantity) * cents(l.price))}</cbc:LineExtensionAmount><cac:Item><cbc:Name>${xmlText(l.name ?? `Article ${i + 1}`)}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>${cat(l.rate)}</cbc:ID><cbc:Percent>${l.rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount ${a(cents(l.price))}</cbc:PriceAmount></cac:Price></cac:${lineTag}>`).join('\n')}
</${root}>
`;
}
