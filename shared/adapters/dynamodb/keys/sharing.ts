import { delimited } from './parts.ts';

/** The keys of the sharing feature's items (docs/data-model.md). */
export const sharingKeys = {
  /** A share link, found by its token's hash alone (the page has no account to start from). */
  shareToken: (tokenHash: string) => ({ PK: `SHARE#${tokenHash}`, SK: 'SHARE' }),
  /** The same link under its document, so unshare finds every link of a document with one Query. */
  documentShare: (accountId: string, type: string, number: string, tokenHash: string) => ({
    PK: `A#${accountId}`,
    SK: `${sharingKeys.documentSharePrefix(type, number)}${tokenHash}`,
  }),
  documentSharePrefix: (type: string, number: string) => `SHARELINK#${type}#${delimited(number)}#`,
  /** Where a document's links were kept before Numbers were delimited (links live 365 days at most). */
  legacyDocumentShare: (accountId: string, type: string, number: string, tokenHash: string) => ({
    PK: `A#${accountId}`,
    SK: `${sharingKeys.legacyDocumentSharePrefix(type, number)}${tokenHash}`,
  }),
  legacyDocumentSharePrefix: (type: string, number: string) => `SHARELINK#${type}#${number}#`,
};
