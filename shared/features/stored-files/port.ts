/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

/** A file kept as it came: its media type and its bytes. */
export interface StoredFile {
  type: string;
  bytes: Uint8Array;
}

/** What a stored file is without its bytes: its type, its size, and the bytes that open it. */
export interface StoredFileOpening {
  type: string;
  size: number;
  /** Its first bytes (as many as asked, fewer when the file is shorter). */
  first: Uint8Array;
}

/**
 * Files kept in the stage's bucket, not the table (docs/api.md §18): receipts, the invoices
 * suppliers sent, the transfer files made for them. Kept byte for byte, under keys the features name.
 */
export interface StoredFilesPort {
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or undefined when none is kept under that key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Its type, size and first `bytes` bytes, without reading the rest; undefined when none is kept. */
  opening(key: string, bytes: number): Promise<StoredFileOpening | undefined>;
  /** Keeps under `to` the very bytes and type kept under `from` (in the bucket: they never pass through the function). */
  copy(from: string, to: string): Promise<void>;
  /**
   * A link that uploads one file to `key` without credentials for `seconds`: a PUT of exactly
   * `size` bytes of `type` (both signed, so another size or type is refused by the bucket).
   */
  uploadLink(key: string, file: { type: string; size: number }, seconds: number): Promise<string>;
  /** A link that reads the file under `key` without credentials for `seconds`. */
  downloadLink(key: string, seconds: number): Promise<string>;
}

/** Where an account's stored files live: one folder per account, so no key reaches another's. */
export const storedFileKey = (accountId: string, ...parts: (string | number)[]): string =>
  ['files', accountId, ...parts.map(String)].join('/');

/**
 * Where a file sent straight to the bucket waits until the operation that asked for it takes it:
 * apart from `files/` because the bucket expires what waits here after a day (infra/cdk/exports.ts).
 */
export const uploadKey = (accountId: string, ...parts: (string | number)[]): string =>
  ['uploads', accountId, ...parts.map(String)].join('/');
