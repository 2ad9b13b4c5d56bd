import type { EInvoiceFacts, Gap } from './facts.ts';

/** Peppol BIS Billing 3.0's specification identifier (BT-24). */
export const PEPPOL_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
/** Peppol BIS Billing 3.0's business process (BT-23). */
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/**
 * The electronic address schemes Peppol routes by (its EAS code list, as rule CL008 of Peppol BIS
 * 3.0's schematron holds it): the e-mail scheme `EM`, which the French reform takes, is not one.
 */
const PEPPOL_SCHEMES = new Set(
  (
    '0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0151 0177 0183 0184 0188 0190 0191 0192 ' +
    '0193 0195 0196 0198 0199 0200 0201 0202 0204 0208 0209 0210 0211 0212 0213 0215 0216 0218 0221 0230 ' +
    '0235 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 ' +
    '9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 ' +
    '9957 9959 0147 0154 0158 0170 0194 0203 0205 0217 0225 0240'
  ).split(' '),
);

/** Whether Peppol routes to a party's endpoint: declared, under one of its schemes. */
const routable = (endpoint: EInvoiceFacts['buyer']['endpoint']) =>
  !!endpoint?.declared && PEPPOL_SCHEMES.has(endpoint.scheme);

/**
 * What Peppol BIS 3.0 asks beyond EN 16931 of the facts (docs/einvoicing.md): both parties'
 * electronic addresses as they declared them, under a scheme of Peppol's list (an e-mail is no
 * Peppol address: R020, R010, CL008), and a buyer reference or an order reference (R003).
 */
export function peppolGaps(f: EInvoiceFacts): Gap[] {
  const gaps: Gap[] = [];
  if (!routable(f.seller.endpoint))
    gaps.push({
      rule: f.seller.endpoint?.declared ? 'PEPPOL-EN16931-CL008' : 'PEPPOL-EN16931-R020',
      field: 'profile.ElectronicAddress',
      message:
        "Peppol routes to the seller's electronic address (ElectronicAddress and its scheme, one of Peppol's: not EM).",
    });
  if (!routable(f.buyer.endpoint))
    gaps.push({
      rule: f.buyer.endpoint?.declared ? 'PEPPOL-EN16931-CL008' : 'PEPPOL-EN16931-R010',
      field: 'client.ElectronicAddress',
      message:
        "Peppol routes to the buyer's electronic address (the client's ElectronicAddress and its scheme, one of Peppol's: not EM).",
    });
  if (!f.buyerReference && !f.orderReference)
    gaps.push({
      rule: 'PEPPOL-EN16931-R003',
      field: 'General.BuyerReference',
      message: 'Peppol needs a buyer reference (BuyerReference) or an order reference (OrderReference or PONumber).',
    });
  return gaps;
}

/**
 * The facts as Peppol states them: one note (R002) holding the others' texts and the payment
 * terms (so the file has one `Note` in all; the French treatment code is not a note Peppol
 * knows), and none of the French business process.
 */
export function asPeppol(f: EInvoiceFacts): EInvoiceFacts {
  const { france: _france, paymentTerms, ...rest } = f;
  const text = [...f.notes.filter((n) => n.code !== 'BAR').map((n) => n.text), paymentTerms ?? '']
    .filter(Boolean)
    .join('\n');
  return { ...rest, notes: text ? [{ text }] : [] };
}
