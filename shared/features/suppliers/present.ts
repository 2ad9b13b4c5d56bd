import type { Supplier } from './model.ts';

/** A supplier as get and list answer it (docs/api.md §18). */
export const supplierRecord = (s: Supplier) => ({
  supplier_id: s.supplierId,
  Name: s.Name,
  Company: { CompanyName: s.Company?.CompanyName ?? '', VATIntra: s.Company?.VATIntra ?? '' },
  RegistrationId: s.RegistrationId ?? '',
  RegistrationScheme: s.RegistrationScheme ?? '',
  ElectronicAddress: s.ElectronicAddress ?? '',
  ElectronicAddressScheme: s.ElectronicAddressScheme ?? '',
  IBAN: s.IBAN ?? '',
  BIC: s.BIC ?? '',
  Country: s.Country ?? '',
  Currency: s.Currency ?? '',
  DefaultCategory: s.DefaultCategory ?? '',
  Purchases: s.purchases,
  CreateDate: new Date(s.createdAt).toISOString(),
});
