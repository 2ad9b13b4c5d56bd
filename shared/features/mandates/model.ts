/**
 * A SEPA Direct Debit mandate (docs/api.md §19): the payer's consent, given to the business, to
 * collect from its account under the business's creditor identifier (ICS). Its RUM (référence
 * unique du mandat) names it in every collection.
 */
export interface Mandate {
  accountId: string;
  mandateId: number;
  createdAt: number;
  version: number;
  /** The user whose request wrote this version. */
  updatedBy: number;
  /** The client who pays under it. */
  clientId: number;
  /** The unique mandate reference: at most 35 characters of the SEPA Latin set. */
  RUM: string;
  /** The payer's account, as ISO 13616 writes it (no spaces, capitals). */
  IBAN: string;
  BIC: string;
  /** The payer's name, as the bank's debtor (at most 70 characters). */
  Name: string;
  /** The day the payer signed it (YYYY-MM-DD). */
  SignedAt: string;
  /** CORE for consumers and businesses alike; B2B for businesses that waived the refund right. */
  Scheme: MandateScheme;
  /** A recurring mandate collects many times (FRST, then RCUR); a one-off once (OOFF). */
  Type: MandateType;
  Status: MandateStatus;
  /** When and why it stopped being usable (a revoke, or the bank's MD01 or AC04 return). */
  RevokedAt?: string;
  RevokeReason?: string;
  /** How many collections were made under it: the first of a recurring mandate is FRST, the next RCUR. */
  collections: number;
  /**
   * The batches whose collections it counted, the latest last (at most COUNTED_BATCHES_KEPT): a
   * batch counted again after a crash (by the sweep) counts once.
   */
  countedBatches?: number[];
  /** Signed by the payer on the document page (docs/api.md §19): the consent as given. */
  consent?: MandateConsent;
}

/** A payer's consent given on the document page: when, from where, and the words consented to. */
export interface MandateConsent {
  /** ISO 8601, UTC. */
  at: string;
  /** The address the consent came from, as the gateway saw it. */
  ip: string;
  userAgent: string;
  /** The document page it was given on (the document's type and Number). */
  page: string;
  /** The authorisation text the payer ticked, as shown. */
  text: string;
}

/**
 * How many of a mandate's counted batches it remembers: a batch is counted within hours of being
 * made (by its request, else by the sweep), and no mandate is collected 50 times meanwhile.
 */
export const COUNTED_BATCHES_KEPT = 50;

/** The SEPA Direct Debit schemes: CORE, and B2B between businesses. */
export const mandateSchemes = ['CORE', 'B2B'] as const;
/** One of the schemes. */
export type MandateScheme = (typeof mandateSchemes)[number];
/** How often a mandate collects: many times, or once. */
export const mandateTypes = ['recurring', 'oneoff'] as const;
/** One of the mandate types. */
export type MandateType = (typeof mandateTypes)[number];
/** Whether a mandate may still be collected under. */
export type MandateStatus = 'active' | 'revoked';

/**
 * A new mandate's RUM: its id, and random characters so that two accounts collecting under one
 * ICS (a business with two accounts) never share one. 20 characters, Latin letters and digits.
 */
export const newRum = (mandateId: number, random: string): string =>
  `RUM-${String(mandateId).padStart(8, '0')}-${random.toUpperCase()}`;
