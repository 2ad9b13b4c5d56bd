import { archiveFolder } from '../audit/archive.ts';
import type { Document } from '../documents/model.ts';
import type { Ports } from '../ports.ts';
import { type MessageParty, toCdar } from './cdar.ts';
import type { EInvoiceFacts, Party } from './facts.ts';

/**
 * A party of an invoice as a lifecycle message names it: its SIREN (ISO 6523 0002), and its
 * electronic address when it holds one, else its SIREN as a French routing address (0225).
 */
export function messagePartyOf(p: Party): MessageParty {
  const siren = p.registration?.scheme === '0002' ? p.registration.id : undefined;
  const endpoint = p.endpoint?.declared
    ? { id: p.endpoint.id, scheme: p.endpoint.scheme }
    : siren
      ? { id: siren, scheme: '0225' }
      : undefined;
  return { ...(siren ? { siren } : {}), ...(endpoint ? { endpoint } : {}) };
}

/** What one cash-in brought at one VAT rate: the rate, and the amount with its VAT (decimal text). */
export interface CashedAmount {
  rate: string;
  amount: string;
}

/**
 * The seller's `cashed` (212 Encaissée) about a transmitted invoice, as a CDAR D22B message to
 * its buyer: one `MEN` amount per VAT rate, what was cashed with that rate's VAT (BR-FR-CDV-14).
 * The reform's messages are between French businesses: without both SIRENs, none (undefined).
 */
export function cashedMessage(facts: EInvoiceFacts, id: string, at: Date, amounts: CashedAmount[]): string | undefined {
  const seller = messagePartyOf(facts.seller);
  const buyer = messagePartyOf(facts.buyer);
  if (!seller.siren || !buyer.siren) return undefined;
  return toCdar({
    id,
    at,
    status: '212',
    sender: { ...seller, name: facts.seller.name, role: 'SE' },
    recipient: { ...buyer, role: 'BY' },
    invoice: {
      number: facts.number,
      typeCode: facts.typeCode,
      issueDate: facts.issueDate,
      seller: { siren: seller.siren },
    },
    amounts: amounts.map((a) => ({ code: 'MEN', amount: a.amount, currency: facts.currency, percent: a.rate })),
  });
}

/** Keeps a lifecycle message the service sent about a document in the document's archive (docs/api.md §22). */
export const archiveMessage = (deps: Pick<Ports, 'archive'>, doc: Document, name: string, xml: string) =>
  deps.archive.keep(`${archiveFolder(doc)}${name}`, { type: 'application/xml', bytes: Buffer.from(xml, 'utf8') });
