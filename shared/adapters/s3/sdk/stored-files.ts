import { CopyObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StoredFilesPort } from '../../../features/stored-files/port.ts';
import { config } from '../../../kernel/config.ts';
import { s3Client, s3UploadSigner } from './client.ts';

const named = (error: unknown, name: string) => (error as { name?: string }).name === name;
const missing = (error: unknown) => error instanceof NoSuchKey || named(error, 'NoSuchKey');

/**
 * Stored files in the stage's bucket under `files/` (infra/cdk/exports.ts keeps them: only
 * `exports/` and `uploads/` expire), encrypted at rest like every object of the bucket.
 */
export const s3StoredFiles: StoredFilesPort = {
  async put(key, file) {
    await s3Client().send(
      new PutObjectCommand({ Bucket: config.exportsBucket, Key: key, Body: file.bytes, ContentType: file.type }),
    );
  },

  async get(key) {
    try {
      const out = await s3Client().send(new GetObjectCommand({ Bucket: config.exportsBucket, Key: key }));
      const bytes = await out.Body!.transformToByteArray();
      return { type: out.ContentType ?? 'application/octet-stream', bytes };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  },

  async opening(key, bytes) {
    try {
      const out = await s3Client().send(
        new GetObjectCommand({ Bucket: config.exportsBucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      const first = await out.Body!.transformToByteArray();
      // `bytes 0-7/1234`: the whole file's size after the slash (S3 answers the whole file, without
      // a range, when it is empty).
      const size = Number(out.ContentRange?.split('/')[1] ?? first.byteLength);
      return { type: out.ContentType ?? 'application/octet-stream', size, first };
    } catch (error) {
      if (missing(error)) return undefined;
      // A range of an empty file: S3 refuses it (416), the file is there.
      if (named(error, 'InvalidRange')) return { type: 'application/octet-stream', size: 0, first: new Uint8Array() };
      throw error;
    }
  },

  async copy(from, to) {
    await s3Client().send(
      new CopyObjectCommand({
        Bucket: config.exportsBucket,
        Key: to,
        CopySource: `${config.exportsBucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
  },

  uploadLink(key, file, seconds) {
    return getSignedUrl(
      s3UploadSigner(),
      new PutObjectCommand({
        Bucket: config.exportsBucket,
        Key: key,
        ContentType: file.type,
        ContentLength: file.size,
      }),
      { expiresIn: seconds, signableHeaders: new Set(['content-type', 'content-length']) },
    );
  },

  downloadLink(key, seconds) {
    return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: config.exportsBucket, Key: key }), {
      expiresIn: seconds,
    });
  },
};
