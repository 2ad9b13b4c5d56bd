import { type ErrorDetail, invalid } from '../../kernel/errors.ts';
import { shortId } from '../../kernel/ids.ts';
import { definedOnly } from '../../kernel/optimistic.ts';
import { identifierProblems } from '../parties/identifiers.ts';
import type { Address, Client, Company, Contact } from './model.ts';
import { principalContact } from './model.ts';
import type { AddressInput, ClientInput, ContactInput } from './schema.ts';

const emptyCompany: Company = {
  CompanyName: '',
  CompanyTradeName: '',
  WebSite: '',
  Phone: '',
  Mobile: '',
  Fax: '',
  VATIntra: '',
};

const emptyContact: Omit<Contact, 'id'> = {
  Principal: false,
  Title: '',
  FirstName: '',
  MiddleName: '',
  LastName: '',
  Suffix: '',
  JobTitle: '',
  Email: '',
  IM: '',
  IMType: '',
  SkypeNB: '',
  Phone: '',
  Mobile: '',
  Fax: '',
};

const emptyAddress: Omit<Address, 'id'> = {
  Principal: false,
  Name: '',
  TradeName: '',
  Address1: '',
  Address2: '',
  City: '',
  State: '',
  ZIPCode: '',
  Country: '',
  Target_Invoice: false,
};

/**
 * Entries sent for a list: one carrying the id of an existing entry updates that entry
 * (fields not sent stay), one without an id is new. An id the client does not have is refused.
 */
function mergeEntries<E extends { id: string }, I extends { id?: string | undefined }>(
  field: string,
  sent: I[],
  existing: E[],
  blank: Omit<E, 'id'>,
): E[] {
  const byId = new Map(existing.map((e) => [e.id, e]));
  const problems: ErrorDetail[] = [];
  const merged = sent.map((entry, index) => {
    const { id, ...fields } = entry;
    const base = id === undefined ? undefined : byId.get(id);
    if (id !== undefined && !base)
      problems.push({ field: `${field}.${index}.id`, message: "is not the id of one of this client's entries" });
    return { ...(base ?? blank), ...definedOnly(fields), id: base?.id ?? shortId() } as unknown as E;
  });
  if (problems.length) throw invalid(`Unknown ${field} ids.`, problems);
  return merged;
}

/** The client that results from applying `input` to `current` (a new client when absent). */
export function applyClientInput(current: Client, input: ClientInput): Client {
  const {
    client_id: _id,
    CreateDate: _created,
    Type: _type,
    isPrivate: _private,
    Folder,
    Company,
    Contacts,
    Addresses,
    ...top
  } = input;
  const next: Client = {
    ...current,
    ...definedOnly(top),
    folder: Folder ?? current.folder,
    Company:
      Company === undefined
        ? current.Company
        : Company === null
          ? emptyCompany
          : { ...current.Company, ...definedOnly(Company) },
    Contacts:
      Contacts === undefined
        ? current.Contacts
        : mergeEntries<Contact, ContactInput>('Contacts', Contacts, current.Contacts, emptyContact),
    Addresses:
      Addresses === undefined
        ? current.Addresses
        : mergeEntries<Address, AddressInput>('Addresses', Addresses, current.Addresses, emptyAddress),
  };
  checkClient(next);
  return next;
}

/** The spec's rules on a whole client, checked after every create and update. */
export function checkClient(client: Client): void {
  const problems: ErrorDetail[] = [];
  const lastName = principalContact(client)?.LastName.trim() ?? '';
  if (!client.Company.CompanyName.trim() && !lastName) {
    problems.push({
      field: 'Company.CompanyName',
      message: 'is required when the principal contact has no LastName (and LastName when there is no CompanyName)',
    });
  }
  if (client.Contacts.filter((c) => c.Principal).length > 1)
    problems.push({ field: 'Contacts', message: 'may hold one principal contact at most' });
  if (client.Addresses.filter((a) => a.Principal).length > 1)
    problems.push({ field: 'Addresses', message: 'may hold one principal address at most' });
  problems.push(...identifierProblems(client));
  if (problems.length) throw invalid(problems.map((p) => `${p.field} ${p.message}`).join('; '), problems);
}

/** The Reference a client is given when its creator chooses none. */
const generatedReference = (clientId: number) => `C-${clientId}`;

/**
 * A client made before its id was taken (`newClient` with none, its input applied and checked),
 * given its id, and the Reference made from it unless the caller chose one.
 */
export const withClientId = (client: Client, clientId: number, chosenReference: string | undefined): Client => ({
  ...client,
  clientId,
  Reference: chosenReference ?? generatedReference(clientId),
});

/** An empty client, before its input is applied. */
export function newClient(accountId: string, clientId: number, createdAt: number, createdBy = 0): Client {
  return {
    accountId,
    clientId,
    createdAt,
    folder: 'active',
    version: 0,
    updatedBy: createdBy,
    Reference: generatedReference(clientId),
    Kind: 'business',
    RegistrationId: '',
    RegistrationScheme: '',
    ElectronicAddress: '',
    ElectronicAddressScheme: '',
    Culture: 'en',
    Currency: '',
    SendDocByEmail: true,
    SendDocBySnailMail: false,
    Notes: '',
    Company: emptyCompany,
    Contacts: [],
    Addresses: [],
  };
}
