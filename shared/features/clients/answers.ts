/**
 * The clients feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, folder, maybeText, msDate, number, text } from '../../kernel/answers.ts';
import { clientKinds } from './model.ts';

const company = z.object({
  CompanyName: text,
  CompanyTradeName: z.optional(text),
  WebSite: text,
  Phone: z.optional(text),
  Mobile: z.optional(text),
  Fax: z.optional(text),
  VATIntra: z.optional(text),
});

const contact = z.object({
  Principal: z.boolean(),
  id: z.optional(maybeText),
  Title: z.optional(text),
  FirstName: z.optional(text),
  MiddleName: z.optional(text),
  LastName: z.optional(text),
  Suffix: z.optional(text),
  JobTitle: z.optional(text),
  Email: z.optional(text),
  IM: z.optional(text),
  IMType: z.optional(text),
  SkypeNB: z.optional(text),
  Phone: z.optional(text),
  Mobile: z.optional(text),
  Fax: z.optional(text),
  DueDate: z.optional(z.nullable(number)),
  DueDate_EndOfMonth: z.optional(z.boolean()),
  Validity: z.optional(z.nullable(number)),
  General_Discount: z.optional(z.nullable(number)),
});

const address = z.object({
  Principal: z.boolean(),
  id: z.optional(maybeText),
  Name: z.optional(text),
  TradeName: z.optional(text),
  Address1: z.optional(text),
  Address2: z.optional(text),
  City: z.optional(text),
  State: z.optional(text),
  ZIPCode: z.optional(text),
  Country: z.optional(text),
  Target_Invoice: z.optional(z.boolean()),
  Target_Order: z.optional(z.boolean()),
});

const clientIdentity = {
  client_id: number,
  CreateDate: msDate,
  Type: z.union([z.literal(0), z.literal(1)]),
  isPrivate: z.boolean(),
  Reference: text,
};

/** `GET /api/client/get/{id}`. */
export const clientRecord = component(
  'ClientRecord',
  z.object({
    ...clientIdentity,
    Folder: folder,
    Company: company,
    Contacts: z.array(contact),
    Addresses: z.array(address),
    Culture: text,
    Currency: text,
    Kind: z.enum(clientKinds),
    RegistrationId: text,
    RegistrationScheme: text,
    ElectronicAddress: text,
    ElectronicAddressScheme: text,
    SendDocByEmail: z.boolean(),
    SendDocBySnailMail: z.boolean(),
    Notes: text,
  }),
);

/** An element of `GET /api/Clients.svc/list`. */
export const clientSummary = component(
  'ClientSummary',
  z.object({
    ...clientIdentity,
    Company: z.object({ CompanyName: text, WebSite: text }),
    Contacts: z.array(contact),
    Addresses: z.array(address),
    SendDocByEmail: z.boolean(),
    SendDocBySnailMail: z.boolean(),
  }),
);
