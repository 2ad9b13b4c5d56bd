import { msDate } from '../../kernel/dates.ts';
import type { Address, Client, Contact } from './model.ts';

/** DynamoDB keeps maps unordered; answers list fields in the spec's order. */
const inOrder = <T extends object>(value: T, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => f in value).map((f) => [f, (value as Record<string, unknown>)[f]]));

const companyFields = ['CompanyName', 'CompanyTradeName', 'WebSite', 'Phone', 'Mobile', 'Fax', 'VATIntra'] as const;
const contactFields = [
  'Principal',
  'id',
  'Title',
  'FirstName',
  'MiddleName',
  'LastName',
  'Suffix',
  'JobTitle',
  'Email',
  'IM',
  'IMType',
  'SkypeNB',
  'Phone',
  'Mobile',
  'Fax',
  'DueDate',
  'DueDate_EndOfMonth',
  'Validity',
  'General_Discount',
] as const;
const addressFields = [
  'Principal',
  'id',
  'Name',
  'TradeName',
  'Address1',
  'Address2',
  'City',
  'State',
  'ZIPCode',
  'Country',
  'Target_Invoice',
  'Target_Order',
] as const;

const contact = (c: Contact) => inOrder(c, contactFields);
const address = (a: Address) => inOrder(a, addressFields);

/** Type: 0 for a company, 1 for a private person (a client with no CompanyName). */
const isPrivate = (c: Client) => c.Company.CompanyName.trim() === '';

/** What the record and the summary both start with. */
const identity = (c: Client) => ({
  client_id: c.clientId,
  CreateDate: msDate(c.createdAt),
  Type: isPrivate(c) ? 1 : 0,
  isPrivate: isPrivate(c),
  Reference: c.Reference,
});

/** The client record of `get`, with the spec's field names and types. */
export function clientRecord(c: Client) {
  return {
    ...identity(c),
    Folder: c.folder,
    Company: inOrder(c.Company, companyFields),
    Contacts: c.Contacts.map(contact),
    Addresses: c.Addresses.map(address),
    Culture: c.Culture,
    Currency: c.Currency,
    // Clients kept before section 17 hold none of these: a business, with no identifiers.
    Kind: c.Kind ?? 'business',
    RegistrationId: c.RegistrationId ?? '',
    RegistrationScheme: c.RegistrationScheme ?? '',
    ElectronicAddress: c.ElectronicAddress ?? '',
    ElectronicAddressScheme: c.ElectronicAddressScheme ?? '',
    SendDocByEmail: c.SendDocByEmail,
    SendDocBySnailMail: c.SendDocBySnailMail,
    Notes: c.Notes,
  };
}

/** An element of the client list: the spec's summary shape. */
export function clientSummary(c: Client) {
  return {
    ...identity(c),
    Company: { CompanyName: c.Company.CompanyName, WebSite: c.Company.WebSite },
    Contacts: c.Contacts.map((x) => ({
      Principal: x.Principal,
      id: null,
      Title: x.Title,
      FirstName: x.FirstName,
      MiddleName: x.MiddleName,
      LastName: x.LastName,
      Suffix: x.Suffix,
      Email: x.Email,
      Phone: x.Phone,
      Mobile: x.Mobile,
    })),
    Addresses: c.Addresses.map(address),
    SendDocByEmail: c.SendDocByEmail,
    SendDocBySnailMail: c.SendDocBySnailMail,
  };
}
