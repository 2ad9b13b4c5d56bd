import * as z from 'zod/mini';
import { currencyCode, emailList, line, listOf, paragraph, text } from '../../kernel/validation.ts';
import { partyIdentifierFields } from '../parties/schema.ts';
import { clientKinds } from './model.ts';

const optional = z.optional;

/** Fields of a client's get record that a caller may send back unchanged; they are ignored. */
const readOnly = {
  client_id: optional(z.unknown()),
  CreateDate: optional(z.unknown()),
  Type: optional(z.unknown()),
  isPrivate: optional(z.unknown()),
};

const days = z
  .int('must be a whole number of days')
  .check(z.gte(0, 'must be 0 or more'), z.lte(3650, 'must be at most 3650'));
const percent = z.number().check(z.gte(0, 'must be 0 to 100'), z.lte(100, 'must be 0 to 100'));

/** One contact of a client body. */
export const contactInput = z.strictObject({
  id: optional(z.string().check(z.maxLength(64))),
  Principal: optional(z.boolean()),
  Title: optional(line(50)),
  FirstName: optional(line(100)),
  MiddleName: optional(line(100)),
  LastName: optional(line(100)),
  Suffix: optional(line(50)),
  JobTitle: optional(line(100)),
  Email: optional(emailList()),
  IM: optional(line()),
  IMType: optional(line(50)),
  SkypeNB: optional(line(100)),
  Phone: optional(line(50)),
  Mobile: optional(line(50)),
  Fax: optional(line(50)),
  /** Payment terms in days after the issue date. */
  DueDate: optional(days),
  /** Payment due at the end of the month of issue. */
  DueDate_EndOfMonth: optional(z.boolean()),
  /** How long an estimate stays valid, in days. */
  Validity: optional(days),
  /** Discount granted on every document, in percent. */
  General_Discount: optional(percent),
});

/** One address of a client body. */
export const addressInput = z.strictObject({
  id: optional(z.string().check(z.maxLength(64))),
  Principal: optional(z.boolean()),
  Name: optional(line()),
  TradeName: optional(line()),
  Address1: optional(line()),
  Address2: optional(line()),
  City: optional(line(100)),
  State: optional(line(100)),
  ZIPCode: optional(line(20)),
  Country: optional(line(100)),
  Target_Invoice: optional(z.boolean()),
  Target_Order: optional(z.boolean()),
});

/** The Company group of a client body. */
export const companyInput = z.strictObject({
  CompanyName: optional(line(200)),
  CompanyTradeName: optional(line(200)),
  WebSite: optional(line(1000)),
  Phone: optional(line(50)),
  Mobile: optional(line(50)),
  Fax: optional(line(50)),
  VATIntra: optional(line(50)),
});

/** A client's create or update body; every field optional (update is partial). */
export const clientInput = z.strictObject({
  ...readOnly,
  Reference: optional(z.pipe(z.string().check(z.trim()), text(64).check(z.minLength(1, 'must not be empty')))),
  Culture: optional(
    z
      .string()
      .check(z.regex(/^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})*$/, 'must be a language code such as en or fr-CA')),
  ),
  Currency: optional(currencyCode),
  Kind: optional(z.enum(clientKinds, 'must be business, consumer or public')),
  ...partyIdentifierFields,
  SendDocByEmail: optional(z.boolean()),
  SendDocBySnailMail: optional(z.boolean()),
  Notes: optional(paragraph()),
  Folder: optional(z.enum(['active', 'archived'])),
  Company: optional(z.nullable(companyInput)),
  Contacts: optional(listOf(contactInput, 50)),
  Addresses: optional(listOf(addressInput, 50)),
});

/** A client's create or update body, parsed. */
export type ClientInput = z.output<typeof clientInput>;
/** One contact as parsed. */
export type ContactInput = z.output<typeof contactInput>;
/** One address as parsed. */
export type AddressInput = z.output<typeof addressInput>;
