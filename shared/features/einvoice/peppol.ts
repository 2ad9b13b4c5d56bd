import type { EInvoiceFacts, Gap } from './facts.ts';

/** Peppol BIS Billing 3.0's specification identifier (BT-24). */
export const PEPPOL_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
/** Peppol BIS Billing 3.0's business process (BT-23). */
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/**
 * What Peppol BIS 3.0 asks beyond EN 16931 of the facts (docs/einvoicing.md): both parties'
 * electronic addresses as they declared them (an e-mail is no Peppol address: R020, R010), and a
 * buyer reference or an order reference (R003).
 */
export function peppolGaps(f: EInvoiceFacts): Gap[] {
  const gaps: Gap[] = [];
  if (!f.seller.endpoint?.declared)
    gaps.push({
      rule: 'PEPPOL-EN16931-R020',
      field: 'profile.ElectronicAddress',
      message: "Peppol routes to the seller's electronic address (ElectronicAddress and its scheme).",
    });
  if (!f.buyer.endpoint?.declared)
    gaps.push({
      rule: 'PEPPOL-EN16931-R010',
      field: 'client.ElectronicAddress',
      message: "Peppol routes to the buyer's electronic address (the client's ElectronicAddress and its scheme).",
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
