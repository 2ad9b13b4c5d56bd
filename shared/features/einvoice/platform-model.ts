/** An account's own platform as it is stored: the secret sealed (shared/kernel/sealed.ts), never in plain text. */
export interface StoredPlatform {
  /** `afnor`: the XP Z12-013 flow API. */
  Provider: 'afnor';
  Url: string;
  ClientId: string;
  /** The sealed ClientSecret; empty when the platform asks for none. */
  sealedSecret: string;
  /** The account's routing address on the platform (its electronic address). */
  RoutingAddress: string;
  updatedAt: number;
}

/** A directory search (docs/api.md §20): one of a SIREN, a SIRET or a name. */
export type DirectoryQuery = { siren: string } | { siret: string } | { name: string };

/** One line of the directory (annuaire, XP Z12-013): who receives e-invoices where. */
export interface DirectoryLine {
  Siren: string;
  Siret?: string;
  Name: string;
  /** The routing code within the company, when the line names one. */
  RoutingCode?: string;
  /** The electronic address (scheme `0225`: the SIREN, with its SIRET or routing code). */
  ElectronicAddress: string;
  ElectronicAddressScheme: string;
  /** The platform that receives for it. */
  Platform: string;
  /** `YYYY-MM-DD`; ValidTo absent while it holds. */
  ValidFrom: string;
  ValidTo?: string;
}

/** What became of a lifecycle message the platform sent: recorded, or kept aside with its reason. */
export type InboundStatus = 'received' | 'recorded' | 'set_aside';

/** A lifecycle message the platform sent (CDAR D22B), kept once by its id (docs/api.md §20). */
export interface InboundMessage {
  accountId: string;
  /** The message's `ExchangedDocument/ID`, or a digest of its bytes when it has none. */
  id: string;
  status: InboundStatus;
  /** Why it was set aside. */
  reason?: string;
  /** The invoice it names, when it names one. */
  invoice?: string;
  /** Its XP Z12-012 status code, when it parses. */
  code?: string;
  /** The message as it came (at most what the API takes). */
  xml: string;
  receivedAt: number;
}
