/** When invoices and credit notes take their Number (docs/api.md §22). */
export type Numbering = 'at_create' | 'at_issue';

/** The seller: who issues the account's documents (docs/api.md §10). Every field may be empty. */
export interface Profile {
  LegalName: string;
  TradeName: string;
  /** The legal form (SARL, SAS, EURL...), printed with the capital (Code de commerce R123-238). */
  LegalForm: string;
  /** The share capital as it is to be printed (`10 000 €`, `à capital variable`). */
  ShareCapital: string;
  /** Under the VAT franchise (CGI art. 293 B): no VAT charged, no VAT number required. */
  VATFranchise: boolean;
  Address1: string;
  Address2: string;
  City: string;
  ZIPCode: string;
  State: string;
  /** ISO 3166-1 alpha-2. */
  Country: string;
  VATIntra: string;
  RegistrationId: string;
  /** ISO 6523 ICD of RegistrationId: `0002` SIREN, `0009` SIRET. */
  RegistrationScheme: string;
  /** The seller's electronic address (BT-34) and its EAS scheme: `0225` a French routing address... */
  ElectronicAddress: string;
  ElectronicAddressScheme: string;
  /** VAT on debits (BT-8 `432`/CII `72` when false: VAT on receipts); the documents' default. */
  VATOnDebits: boolean;
  Email: string;
  Phone: string;
  IBAN: string;
  BIC: string;
  /** The SEPA creditor identifier (ICS) its direct debits are collected under (docs/api.md §19). */
  CreditorId: string;
  /** The days of notice before a direct debit is collected: the rulebook's 14, or a shorter one agreed with the payers. */
  DirectDebitNoticeDays: number;
  /** Whether a payer may pay part of an invoice online (at least 1.00), not only what it leaves to pay (docs/api.md §19). */
  OnlinePartialPayments: boolean;
  /**
   * When invoices and credit notes take their Number (docs/api.md §22): `at_create` (a draft holds
   * its Number from its creation) or `at_issue` (a draft holds `DRAFT-<n>` and takes the invoice
   * series' next Number when it is issued, so issued Numbers follow each other without a gap).
   */
  Numbering: Numbering;
  Currency: string;
  /** Printed on every document. */
  LegalNotes: string;
  /** IANA zone the account's dates are in (docs/api.md §13); empty: UTC. */
  TimeZone: string;
  /** Late-payment interest, annual percent as decimal text (docs/api.md §14); empty: none. */
  LatePaymentRate: string;
  /** The fixed recovery indemnity, in the account currency, decimal text; empty: none. */
  RecoveryIndemnity: string;
  /** The chart-of-accounts numbers the FEC export books to (docs/exports.md). */
  Accounts: LedgerAccounts;
}

/**
 * The ledger accounts of the accountant's export: clients and suppliers (each with an auxiliary
 * account per party), sales, VAT collected, deductible VAT, bank.
 */
export interface LedgerAccounts {
  Clients: string;
  Sales: string;
  VAT: string;
  Bank: string;
  Suppliers: string;
  DeductibleVAT: string;
}

/** The French chart of accounts' usual numbers (Plan comptable général). */
export const defaultLedgerAccounts: LedgerAccounts = {
  Clients: '411000',
  Sales: '706000',
  VAT: '445710',
  Bank: '512000',
  Suppliers: '401000',
  DeductibleVAT: '445660',
};

/** A profile with nothing filled in. */
export const emptyProfile: Profile = {
  Accounts: defaultLedgerAccounts,
  LegalName: '',
  TradeName: '',
  LegalForm: '',
  ShareCapital: '',
  VATFranchise: false,
  Address1: '',
  Address2: '',
  City: '',
  ZIPCode: '',
  State: '',
  Country: '',
  VATIntra: '',
  RegistrationId: '',
  RegistrationScheme: '',
  ElectronicAddress: '',
  ElectronicAddressScheme: '',
  VATOnDebits: false,
  Email: '',
  Phone: '',
  IBAN: '',
  CreditorId: '',
  DirectDebitNoticeDays: 14,
  OnlinePartialPayments: false,
  Numbering: 'at_create',
  TimeZone: '',
  BIC: '',
  Currency: '',
  LegalNotes: '',
  LatePaymentRate: '',
  RecoveryIndemnity: '',
};
