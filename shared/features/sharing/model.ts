import type { DocumentType } from '../documents/model.ts';

/**
 * A link to a document's page for its client (docs/api.md §12). The token itself is shown
 * once, in the share answer and the e-mail; only its SHA-256 is stored, like API tokens.
 */
export interface ShareLink {
  accountId: string;
  /** The account's company, the page's seller when the profile names none. */
  company: string;
  type: DocumentType;
  number: string;
  /** The document's createdAt: an estimate Number used again is another document, which the link does not open. */
  documentCreatedAt: number;
  tokenHash: string;
  /**
   * 128 random bits the token is derived from with the service's secret (an HMAC): the table
   * alone never yields a token, and the service can hand a live link out again (the e-mail).
   */
  nonce: string;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms; DynamoDB's TTL removes the link some time after. */
  expiresAt: number;
  createdBy: number;
}

/** How long a link lives unless the share asks otherwise, and a link the e-mail of a send makes (docs/api.md §12). */
export const SHARE_DAYS = 90;

/** What a client may choose on an estimate's page. */
export type ClientChoice = 'accept' | 'decline';
