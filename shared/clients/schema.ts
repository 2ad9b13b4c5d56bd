import { z } from 'zod';
import { currencyCode, emailList, line, listOf, paragraph } from '../validation.ts';

/** Fields of a client's get record that a caller may send back unchanged; they are ignored. */
const readOnly = { client_id: z.unknown().optional(), CreateDate: z.unknown().optional(), Type: z.unknown().optional(), isPrivate: z.unknown().optional() };

const days = z.int('must be a whole number of days').min(0).max(3650);
const percent = z.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100');

export const contactInput = z.strictObject({
  id: z.string().max(64).optional(),
  Principal: z.boolean().optional(),
  Title: line(50).optional(),
  FirstName: line(100).optional(),
  MiddleName: line(100).optional(),
  LastName: line(100).optional(),
  Suffix: line(50).optional(),
  JobTitle: line(100).optional(),
  Email: emailList().optional(),
  IM: line().optional(),
  IMType: line(50).optional(),
  SkypeNB: line(100).optional(),
  Phone: line(50).optional(),
  Mobile: line(50).optional(),
  Fax: line(50).optional(),
  /** Payment terms in days after the issue date. */
  DueDate: days.optional(),
  /** Payment due at the end of the month of issue. */
  DueDate_EndOfMonth: z.boolean().optional(),
  /** How long an estimate stays valid, in days. */
  Validity: days.optional(),
  /** Discount granted on every document, in percent. */
  General_Discount: percent.optional(),
});

export const addressInput = z.strictObject({
  id: z.string().max(64).optional(),
  Principal: z.boolean().optional(),
  Name: line().optional(),
  TradeName: line().optional(),
  Address1: line().optional(),
  Address2: line().optional(),
  City: line(100).optional(),
  State: line(100).optional(),
  ZIPCode: line(20).optional(),
  Country: line(100).optional(),
  Target_Invoice: z.boolean().optional(),
  Target_Order: z.boolean().optional(),
});

export const companyInput = z.strictObject({
  CompanyName: line(200).optional(),
  CompanyTradeName: line(200).optional(),
  WebSite: line(1000).optional(),
  Phone: line(50).optional(),
  Mobile: line(50).optional(),
  Fax: line(50).optional(),
  VATIntra: line(50).optional(),
});

/** A client's create or update body; every field optional (update is partial). */
export const clientInput = z.strictObject({
  ...readOnly,
  Reference: z.string().trim().min(1, 'must not be empty').max(64, 'is longer than 64 characters')
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters').optional(),
  Culture: z.string().regex(/^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})*$/, 'must be a language code such as en or fr-CA').optional(),
  Currency: currencyCode.optional(),
  SendDocByEmail: z.boolean().optional(),
  SendDocBySnailMail: z.boolean().optional(),
  Notes: paragraph().optional(),
  Folder: z.enum(['active', 'archived']).optional(),
  Company: companyInput.nullable().optional(),
  Contacts: listOf(contactInput, 50).optional(),
  Addresses: listOf(addressInput, 50).optional(),
});

export type ClientInput = z.output<typeof clientInput>;
export type ContactInput = z.output<typeof contactInput>;
export type AddressInput = z.output<typeof addressInput>;
