/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

/** A file kept as it came: its media type and its bytes. */
export interface StoredFile {
  type: string;
  bytes: Uint8Array;
}

/**
 * Files kept in the stage's bucket, not the table (docs/api.md §18): receipts, the invoices
 * suppliers sent, the transfer files made for them. Kept byte for byte, under keys the features name.
 */
export interface StoredFilesPort {
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or undefined when none is kept under that key. */
  get(key: string): Promise<StoredFile | undefined>;
}

/** Where an account's stored files live: one folder per account, so no key reaches another's. */
export const storedFileKey = (accountId: string, ...parts: (string | number)[]): string =>
  ['files', accountId, ...parts.map(String)].join('/');
