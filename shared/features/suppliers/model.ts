import { sirenOf } from '../parties/identifiers.ts';

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
