/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { HistoryEntry } from '../documents/model.ts';
import type { ShareLink } from './model.ts';

/** Share links of documents (docs/api.md §12): found by the hash of their token, revoked per document. */
export interface SharesPort {
  /** Stores a new link and the document's `share` history entry, together. */
  create(link: ShareLink, history: HistoryEntry): Promise<void>;
  find(tokenHash: string): Promise<ShareLink | undefined>;
  /** Every stored link of a document, expired ones included until DynamoDB's TTL removes them. */
  ofDocument(accountId: string, type: string, number: string): Promise<ShareLink[]>;
  revoke(links: ShareLink[]): Promise<void>;
}
