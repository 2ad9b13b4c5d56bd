import type { Client } from '../clients/model.ts';
import { type MissingMention, profileMissing } from '../profile/mentions.ts';
import type { Profile } from '../profile/model.ts';
import type { Document } from './model.ts';
import { computeTotals, owesExemptionReason } from './totals.ts';

/** The terms only a business buyer is owed (Code de commerce L441-10): a consumer's invoice states none. */
const BUSINESS_ONLY = new Set(['LatePaymentRate', 'RecoveryIndemnity']);

/**
 * The mandatory mentions an invoice or credit note lacks (docs/api.md §10, what an invoice
 * states): what its seller's profile lacks for its country (`Profile.<field>`; the late-payment
 * terms only toward a business), the buyer's address, an invoice's due date (a French seller's),
 * and the reason of each category without VAT. None for an estimate.
 */
export function documentMissing(doc: Document, profile: Profile, client: Client | undefined): MissingMention[] {
  if (doc.type === 'estimate') return [];
  const consumer = client?.Kind === 'consumer';
  const missing = profileMissing(profile)
    .filter((m) => !(consumer && BUSINESS_ONLY.has(m.field)))
    .map((m) => ({ field: `Profile.${m.field}`, why: m.why }));
  // The document's own address block, else its client's address (the e-invoice's BG-8).
  if (!doc.Client.ContactAddress.trim() && !client?.Addresses.some((a) => a.Address1.trim() || a.City.trim()))
    missing.push({ field: 'Client.ContactAddress', why: "the buyer's address is on every invoice" });
  if (doc.type === 'invoice' && profile.Country === 'FR' && !doc.General.DueDate)
    missing.push({ field: 'General.DueDate', why: 'the payment date is on every invoice (Code de commerce L441-9)' });
  if (owesExemptionReason(computeTotals(doc)) && !doc.General.VATExemptionReason?.trim())
    missing.push({
      field: 'General.VATExemptionReason',
      why: 'a line without VAT states why: the exemption, its article (directive 2006/112/EC art. 226)',
    });
  return missing;
}
