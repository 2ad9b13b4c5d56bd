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
