import * as z from 'zod/mini';
import { line } from '../../kernel/validation.ts';
import { easCodes, icdCodes } from './identifiers.ts';

/** An electronic address scheme (EAS) of the EN 16931 code list. */
export const easScheme = z
  .string()
  .check(
    z.refine(
      (code) => easCodes.has(code),
      'must be an EAS code (0225 French routing address, 0009 SIRET, 0088 GLN, 9957 French VAT, EM e-mail...)',
    ),
  );

/** An ISO 6523 ICD scheme of the EN 16931 code list. */
export const icdScheme = z
  .string()
  .check(
    z.refine(
      (code) => icdCodes.has(code),
      'must be an ISO 6523 ICD code (0002 SIREN, 0009 SIRET, 0088 GLN, 0208 Belgian company number...)',
    ),
  );

/** The identifiers a party (the profile, a client) may hold: its legal registration and its electronic address. */
export const partyIdentifierFields = {
  RegistrationId: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9 .-]{1,35}$/, 'must be letters, digits, spaces, dots or dashes (at most 35)')),
  ),
  RegistrationScheme: z.optional(icdScheme),
  ElectronicAddress: z.optional(line(100)),
  ElectronicAddressScheme: z.optional(easScheme),
};
