import * as z from 'zod/mini';
import { isTimeZone } from '../../kernel/dates.ts';
import {
  amount,
  creditorIdHolds,
  currencyCode,
  ibanHolds,
  isCountryCode,
  ledgerAccount,
  line,
  paragraph,
  percent,
} from '../../kernel/validation.ts';
import { partyIdentifierFields } from '../parties/schema.ts';

/** A ledger account number: digits, the class first (3 to 20, as charts of accounts write them). */

/** The seller profile's fields (docs/api.md §10); every one optional, as PUT is partial. */
export const profileInput = z.strictObject({
  LegalName: z.optional(line(200)),
  TradeName: z.optional(line(200)),
  Address1: z.optional(line(200)),
  Address2: z.optional(line(200)),
  City: z.optional(line(100)),
  ZIPCode: z.optional(line(20)),
  State: z.optional(line(100)),
  Country: z.optional(
    z
      .string()
      .check(
        z.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code (FR, DE...)'),
        z.refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code (FR, DE...)'),
      ),
  ),
  VATIntra: z.optional(
    z
      .string()
      // Empty clears it: a seller that leaves VAT (under the franchise) has none to state.
      .check(
        z.regex(
          /^(|[A-Z]{2}[A-Z0-9+*.]{2,13})$/,
          'must be a VAT number with its country prefix (FR40303265045), or empty',
        ),
      ),
  ),
  ...partyIdentifierFields,
  LegalForm: z.optional(line(100)),
  ShareCapital: z.optional(line(100)),
  VATFranchise: z.optional(z.boolean('must be true or false')),
  /** VAT on debits (BT-8): the default of the documents' General.VATOnDebits. */
  VATOnDebits: z.optional(z.boolean('must be true or false')),
  Email: z.optional(z.email('must be an e-mail address')),
  Phone: z.optional(line(50)),
  IBAN: z.optional(z.string().check(z.refine(ibanHolds, 'is not an IBAN whose check digits hold'))),
  BIC: z.optional(
    z.string().check(z.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 characters')),
  ),
  CreditorId: z.optional(
    z
      .string()
      .check(
        z.refine(
          (v) => v === '' || creditorIdHolds(v),
          'must be a SEPA creditor identifier (ICS: FR, check digits, ZZZ, 6 characters) whose check digits hold',
        ),
      ),
  ),
  DirectDebitNoticeDays: z.optional(
    z.int('must be a whole number of days').check(z.gte(1, 'must be 1 to 14 days'), z.lte(14, 'must be 1 to 14 days')),
  ),
  OnlinePartialPayments: z.optional(z.boolean('must be true or false')),
  Numbering: z.optional(z.enum(['at_create', 'at_issue'], 'must be at_create or at_issue')),
  Currency: z.optional(currencyCode),
  LegalNotes: z.optional(paragraph(2000)),
  TimeZone: z.optional(z.string().check(z.refine(isTimeZone, 'must be an IANA time zone (Europe/Paris, UTC...)'))),
  /** The ledger accounts of the FEC export; the fields sent replace those kept. */
  Accounts: z.optional(
    z.strictObject({
      Clients: z.optional(ledgerAccount),
      Sales: z.optional(ledgerAccount),
      VAT: z.optional(ledgerAccount),
      Bank: z.optional(ledgerAccount),
      Suppliers: z.optional(ledgerAccount),
      DeductibleVAT: z.optional(ledgerAccount),
    }),
  ),
  /** null clears it. */
  LatePaymentRate: z.optional(z.nullable(percent)),
  RecoveryIndemnity: z.optional(
    z.nullable(amount.check(z.refine((v: string) => !v.startsWith('-'), 'must be an amount of 0 or more'))),
  ),
});

/** A profile body, parsed. */
export type ProfileInput = z.output<typeof profileInput>;
