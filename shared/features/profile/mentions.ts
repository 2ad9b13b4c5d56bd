import type { Profile } from './model.ts';

/** A mention a seller's documents would lack: the field that holds it, and what the law asks. */
export interface MissingMention {
  field: string;
  why: string;
}

/** The member states of the European Union, whose invoices state the seller's VAT number (directive 2006/112/EC, art. 226). */
const EU = new Set('AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '));

/**
 * What a seller's profile lacks for its documents to state every mention its country's law
 * requires (docs/api.md §10, what an invoice states): for every seller its name and address; in the EU its VAT
 * number (not under the French franchise, CGI art. 293 B); for a French seller also its SIREN or
 * SIRET and the late-payment terms every business invoice states (Code de commerce L441-10).
 */
export function profileMissing(profile: Profile): MissingMention[] {
  const missing: MissingMention[] = [];
  const need = (field: keyof Profile, why: string) => {
    if (!String(profile[field] ?? '').trim()) missing.push({ field, why });
  };
  need('LegalName', "the seller's name is on every invoice");
  need('Address1', "the seller's address is on every invoice");
  need('ZIPCode', "the seller's address is on every invoice");
  need('City', "the seller's address is on every invoice");
  need('Country', "the seller's country decides the mentions its invoices owe");
  const french = profile.Country === 'FR';
  if (EU.has(profile.Country) && !(french && profile.VATFranchise))
    need(
      'VATIntra',
      "the seller's VAT number is on every invoice (directive 2006/112/EC art. 226; CGI art. 242 nonies A)",
    );
  if (french) {
    need('RegistrationId', 'the SIREN or SIRET is on every invoice (Code de commerce R123-237)');
    need('LatePaymentRate', 'the late-payment rate is on every business invoice (Code de commerce L441-10)');
    need(
      'RecoveryIndemnity',
      'the 40 EUR fixed recovery indemnity is on every business invoice (Code de commerce L441-10, D441-5)',
    );
  }
  return missing;
}
