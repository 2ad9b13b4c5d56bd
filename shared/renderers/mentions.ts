import type { Client } from '../features/clients/model.ts';
import type { Document } from '../features/documents/model.ts';
import type { Wording } from '../features/documents/wording.ts';
import type { Profile } from '../features/profile/model.ts';

/** One labelled fact a document prints under its dates. */
export interface Mention {
  label: string;
  value: string;
}

/**
 * What the PDF and the page print of a document's references and of the reform's mentions
 * (docs/api.md §17): the buyer's references, its registration number, the delivery, what is
 * sold, and the VAT point when VAT is due on debits. `date` formats a calendar date for the reader.
 */
export function documentMentions(
  doc: Document,
  client: Client | undefined,
  profile: Profile,
  words: Wording,
  date: (d: string) => string = (d) => d,
): Mention[] {
  const g = doc.General;
  const delivery = doc.Delivery
    ? [
        doc.Delivery.Address1,
        doc.Delivery.Address2,
        [doc.Delivery.ZIPCode, doc.Delivery.City].filter(Boolean).join(' '),
        doc.Delivery.Country,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const onDebits = doc.type !== 'estimate' && (g.VATOnDebits ?? profile.VATOnDebits);
  return [
    ...(g.BuyerReference ? [{ label: words.buyerReference, value: g.BuyerReference }] : []),
    ...(g.OrderReference ? [{ label: words.orderReference, value: g.OrderReference }] : []),
    ...(client?.RegistrationId ? [{ label: words.buyerRegistration, value: client.RegistrationId }] : []),
    ...(g.DeliveryDate ? [{ label: words.deliveredOn, value: date(g.DeliveryDate) }] : []),
    ...(delivery ? [{ label: words.deliverTo, value: delivery }] : []),
    ...(g.OperationCategory ? [{ label: words.operation, value: words.operations[g.OperationCategory] }] : []),
    ...(onDebits ? [{ label: words.vatOnDebits, value: '' }] : []),
  ];
}
