import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { refused } from '../../kernel/errors.ts';
import type { Ports } from '../ports.ts';
import type { StoredFile, StoredFileOpening } from './port.ts';
import { storedFileOr404 } from './service.ts';

/**
 * Files past what a request or an answer carries (docs/api.md §18): Lambda takes and gives 6 MB
 * as JSON, a file's bytes in base64, a third larger. Such a file goes to the bucket and comes
 * back from it by a link signed for a while, never through a function.
 */

/** How long a link to upload or read a file lives. */
export const FILE_LINK_SECONDS = 15 * 60;
/**
 * The largest file an answer carries itself: its base64 stays within the 6 MB a Lambda function
 * may answer. A larger one is answered with a link to it.
 */
export const ANSWERED_IN_PLACE_BYTES = 4 * 1024 * 1024;

/** A new upload's or kept file's name: random, 22 characters. */
export const newFileName = () => randomBytes(16).toString('base64url');

/** The body asking for an upload link: the file to come, its type of `types` and its exact size, `maxBytes` at most. */
export const uploadRequest = <T extends readonly [string, ...string[]]>(types: T, maxBytes: number) =>
  z.strictObject({
    Type: z.enum(types),
    Size: z
      .int()
      .check(z.gte(1), z.lte(maxBytes, `must be at most ${maxBytes / (1024 * 1024)} MiB (${maxBytes} bytes)`)),
  });

/** The body taking a finished upload: the `Upload` its link's request answered. */
export const uploadTaken = (linkOperation: string) =>
  z.strictObject({
    Upload: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, `must be the Upload a ${linkOperation} answered`)),
  });

/** What an upload link's request answers: where and how to send the file, and the `Upload` to name it by then. */
export interface UploadLink {
  Upload: string;
  Method: 'PUT';
  Url: string;
  Headers: { 'Content-Type': string; 'Content-Length': string };
  ExpiresAt: string;
}

/**
 * A link that uploads one file straight to the bucket under the key `keyOf` makes of a new
 * upload's name: a PUT of exactly `Size` bytes of `Type` (both signed), for 15 minutes.
 */
export async function offerUpload(
  deps: Pick<Ports, 'storedFiles'>,
  keyOf: (upload: string) => string,
  file: { Type: string; Size: number },
): Promise<UploadLink> {
  const upload = newFileName();
  const url = await deps.storedFiles.uploadLink(keyOf(upload), { type: file.Type, size: file.Size }, FILE_LINK_SECONDS);
  return {
    Upload: upload,
    Method: 'PUT',
    Url: url,
    Headers: { 'Content-Type': file.Type, 'Content-Length': String(file.Size) },
    ExpiresAt: new Date(Date.now() + FILE_LINK_SECONDS * 1000).toISOString(),
  };
}

/** The upload a caller named, where it was looked for, and the operation whose link sends one: what a refusal says. */
interface NamedUpload {
  upload: string;
  where: string;
  linkOperation: string;
}

/** 409 `upload_missing`: nothing was sent under that upload (or it was sent more than a day ago, and the bucket let it go). */
const uploadMissing = ({ upload, where, linkOperation }: NamedUpload) =>
  refused(
    'upload_missing',
    `Nothing was uploaded under ${upload} ${where}: upload the file with the link of ${linkOperation} first (a link lasts 15 minutes, an upload is kept a day).`,
    [{ field: 'Upload', message: `must name a finished upload ${where}` }],
  );

/** What a finished upload holds: its type, size and first `bytes` bytes; 409 `upload_missing` when nothing was sent. */
export async function uploadOpening(
  deps: Pick<Ports, 'storedFiles'>,
  key: string,
  bytes: number,
  missing: NamedUpload,
): Promise<StoredFileOpening> {
  const opening = await deps.storedFiles.opening(key, bytes);
  if (!opening) throw uploadMissing(missing);
  return opening;
}

/** A finished upload whole; 409 `upload_missing` when nothing was sent. */
export async function uploadedFile(
  deps: Pick<Ports, 'storedFiles'>,
  key: string,
  missing: NamedUpload,
): Promise<StoredFile> {
  const file = await deps.storedFiles.get(key);
  if (!file) throw uploadMissing(missing);
  return file;
}

/** A kept file to answer: its bytes, or a link that reads it for 15 minutes. */
export type FileOrLink = StoredFile | { link: string };

/**
 * The file kept under `key` to answer (404 naming `what` when none): its bytes, or, when larger
 * than an answer carries, a link that reads it. `size` when the record knows it spares reading a
 * large file for nothing.
 */
export async function storedFileOrLink(
  deps: Pick<Ports, 'storedFiles'>,
  key: string | undefined,
  what: string,
  size?: number,
): Promise<FileOrLink> {
  const link = async (at: string) => ({ link: await deps.storedFiles.downloadLink(at, FILE_LINK_SECONDS) });
  if (key !== undefined && size !== undefined && size > ANSWERED_IN_PLACE_BYTES) return link(key);
  const file = await storedFileOr404(deps, key, what);
  return key !== undefined && file.bytes.byteLength > ANSWERED_IN_PLACE_BYTES ? link(key) : file;
}
