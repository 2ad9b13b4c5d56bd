import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { calendarDate, ibanHolds, line } from '../../kernel/validation.ts';
import { mandateSchemes, mandateTypes } from './model.ts';

/** A payer's IBAN, as typed (spaces and small letters allowed): its check digits must hold. */
const ibanInput = z.pipe(
  z.string().check(z.trim()),
  z
    .string()
    .check(z.refine((v) => ibanHolds(v.replace(/\s+/g, '').toUpperCase()), 'must be an IBAN whose check digits hold')),
);
// The SEPA debtor name: 70 characters at most (pain.008 Dbtr/Nm), in any script (the file writes
// it in Latin letters: shared/kernel/sepa.ts), but not of symbols only, which no file can carry.
const debtorName = line(70).check(
  z.minLength(1, 'must not be empty'),
  z.refine((v: string) => /[\p{L}\p{N}]/u.test(v), 'must hold a letter or a digit: a SEPA file carries the name'),
);

/** A mandate's create body (docs/api.md §19). */
export const mandateCreate = z.strictObject({
  Client: z.int('must be a client_id').check(z.positive('must be a client_id')),
  IBAN: ibanInput,
  BIC: z.optional(
    z.string().check(z.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 characters')),
  ),
  Name: debtorName,
  SignedAt: calendarDate,
  Scheme: z.enum(mandateSchemes, 'must be CORE or B2B'),
  Type: z.enum(mandateTypes, 'must be recurring or oneoff'),
});
/** A mandate's create body, parsed. */
export type MandateInput = z.output<typeof mandateCreate>;

/** The path of an operation on one mandate. */
export const mandateParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^\d{1,12}$/, 'must be a mandate_id')), z.transform(Number)),
});

/** The mandate list's query: paging. */
export const mandateListQuery = z.strictObject({ limit: limitParam, cursor: z.optional(z.string()) });

/** The document page's mandate form (docs/api.md §19): the payer's name and IBAN, and the consent ticked. */
export const mandatePageForm = z.looseObject({
  name: debtorName,
  iban: ibanInput,
  consent: z.literal('yes', 'must be ticked: the payer consents to the mandate'),
});
