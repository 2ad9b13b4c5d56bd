/** A client as the domain keeps it. Field names follow the API's record. */
export interface Contact {
  id: string;
  Principal: boolean;
  Title: string;
  FirstName: string;
  MiddleName: string;
  LastName: string;
  Suffix: string;
  JobTitle: string;
  Email: string;
  IM: string;
  IMType: string;
  SkypeNB: string;
  Phone: string;
  Mobile: string;
  Fax: string;
  DueDate?: number;
  DueDate_EndOfMonth?: boolean;
  Validity?: number;
  General_Discount?: number;
}

/** One address of a client. */
export interface Address {
  id: string;
  Principal: boolean;
  Name: string;
  TradeName: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  ZIPCode: string;
  Country: string;
  Target_Invoice: boolean;
  Target_Order?: boolean;
}

/** A client's company details. */
export interface Company {
  CompanyName: string;
  CompanyTradeName: string;
  WebSite: string;
  Phone: string;
  Mobile: string;
  Fax: string;
  VATIntra: string;
}

/** Whom a client is: a business, a consumer, or a public buyer (Chorus Pro, docs/api.md §20). */
export const clientKinds = ['business', 'consumer', 'public'] as const;
/** A client's kind. */
export type ClientKind = (typeof clientKinds)[number];

/** Where a client is: the default list, the archive, or deleted. */
export type Folder = 'active' | 'archived' | 'deleted';

/** A client as the domain keeps it. */
export interface Client {
  accountId: string;
  clientId: number;
  /** Epoch milliseconds. */
  createdAt: number;
  folder: Folder;
  /** Bumped by every write; writes are conditional on it (optimistic locking). */
  version: number;
  /** The user whose request wrote this version (webhooks name them). */
  updatedBy: number;
  Reference: string;
  /** A business (default) or a consumer: the e-invoices' treatment (B2B, B2C) follows it. */
  Kind: ClientKind;
  /** Its legal registration (BT-47: a SIREN is scheme `0002`) and electronic address (BT-49, an EAS scheme). */
  RegistrationId: string;
  RegistrationScheme: string;
  ElectronicAddress: string;
  ElectronicAddressScheme: string;
  Culture: string;
  /** Empty when the client uses the account's currency. */
  Currency: string;
  SendDocByEmail: boolean;
  SendDocBySnailMail: boolean;
  Notes: string;
  Company: Company;
  Contacts: Contact[];
  Addresses: Address[];
}

/** The contact the spec's rules read: the principal one, else the first. */
export const principalContact = (c: Pick<Client, 'Contacts'>): Contact | undefined =>
  c.Contacts.find((x) => x.Principal) ?? c.Contacts[0];

/** A client's name: its company's, else its principal contact's. */
export const clientName = (c: Pick<Client, 'Company' | 'Contacts'>): string => {
  const contact = principalContact(c);
  return (
    c.Company.CompanyName.trim() ||
    [contact?.FirstName ?? '', contact?.LastName ?? '']
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ')
  );
};

/** The principal address, else the first one. */
export const principalAddress = (c: Pick<Client, 'Addresses'>): Address | undefined =>
  c.Addresses.find((x) => x.Principal) ?? c.Addresses[0];

/** Lower-cased text the list filters match a substring of (DynamoDB's `contains` is case-sensitive). */
export interface ClientSearch {
  organization: string;
  email: string;
  contact: string;
  notes: string;
  address: string;
  country: string;
  city: string;
}

/** The client list's filters, as the store applies them. */
export type ClientFilters = Partial<ClientSearch> & {
  createdFrom?: number;
  createdTo?: number;
  /** Staff: only these clients. */
  clientIds?: number[];
};
