import type { Client } from '../../shared/features/clients/model.ts';

/** A French seller on the reform's network: the profile the French e-invoice tests start from. */
export const frenchSellerProfile = {
  LegalName: 'Atelier Exemple SAS',
  Address1: '12 rue de Rivoli',
  City: 'Paris',
  ZIPCode: '75004',
  Country: 'FR',
  VATIntra: 'FR40303265045',
  RegistrationId: '303265045',
  RegistrationScheme: '0002',
  ElectronicAddress: '303265045',
  ElectronicAddressScheme: '0225',
  Email: 'factures@atelier.example',
  // Every business invoice of a French seller states its late-payment terms (Code de commerce L441-10).
  LatePaymentRate: '10',
  RecoveryIndemnity: '40',
};

/** A French business buyer on the network (SIREN, electronic address, invoicing address): the platform tests' client. */
export const frenchBusinessBuyer = {
  Reference: 'FR-B2B',
  Currency: 'EUR',
  Company: { CompanyName: 'Acheteur SA', VATIntra: 'FR44732829320' },
  RegistrationId: '732829320',
  RegistrationScheme: '0002',
  ElectronicAddress: '732829320',
  ElectronicAddressScheme: '0225',
  Addresses: [
    {
      Principal: true,
      Address1: '5 place Bellecour',
      City: 'Lyon',
      ZIPCode: '69002',
      Country: 'FR',
      Target_Invoice: true,
    },
  ],
};

/** An invoicing address of a client record, as the store keeps it. */
export const invoicingAddress = (country: string, city: string, zip: string, street = '5 place Bellecour') => ({
  id: '1',
  Principal: true,
  Name: '',
  TradeName: '',
  Address1: street,
  Address2: '',
  City: city,
  State: '',
  ZIPCode: zip,
  Country: country,
  Target_Invoice: true,
});

/** A client record as the store keeps it (a business in Lyon unless told), for tests that make documents without the API. */
export const clientRecord = (
  fields: Partial<Omit<Client, 'Company'>> & { Company?: Partial<Client['Company']> },
): Client =>
  ({
    clientId: 1,
    Reference: 'C',
    Kind: 'business',
    Culture: 'fr',
    Currency: '',
    Contacts: [],
    Addresses: [invoicingAddress('FR', 'Lyon', '69002')],
    RegistrationId: '',
    RegistrationScheme: '',
    ElectronicAddress: '',
    ElectronicAddressScheme: '',
    ...fields,
    Company: { CompanyName: 'Acheteur SA', VATIntra: '', ...fields.Company },
  }) as unknown as Client;

/** The profile of a French business that buys (purchases' tests): its SIREN, VAT number and the IBAN it pays from. */
export const frenchBuyerProfile = {
  LegalName: 'Acheteur SAS',
  Address1: '5 place Bellecour',
  City: 'Lyon',
  ZIPCode: '69002',
  Country: 'FR',
  VATIntra: 'FR44732829320',
  RegistrationId: '732829320',
  RegistrationScheme: '0002',
  IBAN: 'FR7630006000011234567890189',
  BIC: 'AGRIFRPP',
};
