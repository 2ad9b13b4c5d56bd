import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { currencyCode, ibanHolds, isCountryCode, line } from '../../kernel/validation.ts';
import { partyIdentifierFields } from '../parties/schema.ts';

const optional = z.optional;

const iban = z.pipe(
  z.string().check(z.trim()),
  z
    .string()
    .check(z.refine((v) => ibanHolds(v.replace(/\s+/g, '').toUpperCase()), 'must be an IBAN whose check digits hold')),
);

const fields = {
  Company: optional(z.strictObject({ CompanyName: optional(line(200)), VATIntra: optional(line(30)) })),
  ...partyIdentifierFields,
  IBAN: optional(iban),
  BIC: optional(
    z.string().check(z.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 characters')),
  ),
  Country: optional(z.string().check(z.refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code'))),
  Currency: optional(currencyCode),
  DefaultCategory: optional(line(100)),
};

/** A supplier's create body (docs/api.md §18): Name required. */
export const supplierCreate = z.strictObject({ Name: line(200).check(z.minLength(1, 'must not be empty')), ...fields });
/** A supplier's update body: any subset of the create body's fields. */
export const supplierUpdate = z.strictObject({
  Name: optional(line(200).check(z.minLength(1, 'must not be empty'))),
  ...fields,
});
/** A supplier's create or update body, parsed. */
export type SupplierInput = z.output<typeof supplierUpdate>;

/** The path of an operation on one supplier. */
export const supplierParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^\d{1,12}$/, 'must be a supplier_id')), z.transform(Number)),
});

/** The supplier list's query: paging, and a part of the Name. */
export const supplierListQuery = z.strictObject({
  limit: limitParam,
  cursor: optional(z.string()),
  name: optional(z.string().check(z.maxLength(200))),
});
