/**
 * A supplier of the business (docs/api.md §18): who it buys from, identified by SIREN, then VAT
 * number, never by name or e-mail.
 */
export interface Supplier {
  accountId: string;
  supplierId: number;
  createdAt: number;
  version: number;
  /** The user whose request wrote this version (webhooks name them). */
  updatedBy: number;
  Name: string;
  Company?: { CompanyName?: string; VATIntra?: string };
  RegistrationId?: string;
  RegistrationScheme?: string;
  ElectronicAddress?: string;
  ElectronicAddressScheme?: string;
  IBAN?: string;
  BIC?: string;
  Country?: string;
  Currency?: string;
  /** The expense category (a catalog entry's Name) its purchases' lines take. */
  DefaultCategory?: string;
  /** How many purchases name it: a supplier with purchases is not deleted. */
  purchases: number;
}

/** The identifiers that find a supplier, each unique in its account: its SIREN and its VAT number. */
export interface SupplierClaims {
  siren?: string;
  vat?: string;
}

/** The SIREN a registration states: the SIREN itself, or the first 9 digits of a SIRET. */
export function sirenOf(id: string | undefined, scheme: string | undefined): string | undefined {
  const digits = id?.replace(/\s+/g, '');
  if (!digits) return undefined;
  if (scheme === '0002' && /^\d{9}$/.test(digits)) return digits;
  if (scheme === '0009' && /^\d{14}$/.test(digits)) return digits.slice(0, 9);
  return undefined;
}

/** A VAT number as it is compared: upper case, no spaces or dots. */
export const vatKey = (vat: string | undefined): string | undefined =>
  vat?.replace(/[\s.-]+/g, '').toUpperCase() || undefined;

/** The identifiers a supplier holds. */
export const claimsOf = (s: Pick<Supplier, 'RegistrationId' | 'RegistrationScheme' | 'Company'>): SupplierClaims => ({
  siren: sirenOf(s.RegistrationId, s.RegistrationScheme),
  vat: vatKey(s.Company?.VATIntra),
});

/** The list's filters. */
export interface SupplierFilters {
  /** A case-insensitive part of the Name. */
  name?: string;
}
