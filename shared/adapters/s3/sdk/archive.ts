import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { ArchivePort } from '../../../features/audit/port.ts';
import { config } from '../../../kernel/config.ts';
import { s3Client } from './client.ts';

const missing = (error: unknown) =>
  error instanceof NotFound || error instanceof NoSuchKey || ['NotFound', 'NoSuchKey'].includes((error as Error).name);

async function exists(key: string): Promise<boolean> {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: config.archiveBucket, Key: key }));
    return true;
  } catch (error) {
    if (missing(error)) return false;
    throw error;
  }
}

/**
 * The archive in the stage's archive bucket (infra/cdk/archive.ts): deployed, S3 Object Lock in
 * compliance mode keeps every version ten years, and `If-None-Match: *` keeps a second writer from
 * even adding a version; the local emulator has neither, so a key is looked at before it is written.
 */
export const s3Archive: ArchivePort = {
  async keep(key, file) {
    if (await exists(key)) return false;
    try {
      await s3Client().send(
        new PutObjectCommand({
          Bucket: config.archiveBucket,
          Key: key,
          Body: file.bytes,
          ContentType: file.type,
          IfNoneMatch: '*',
          // Object Lock asks every write for an integrity checksum.
          ChecksumAlgorithm: 'SHA256',
        }),
      );
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      // 412: written meanwhile by another; 409: a concurrent conditional write of the same key.
      if (status === 412 || status === 409) return false;
      throw error;
    }
  },

  async names(prefix) {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const out = await s3Client().send(
        new ListObjectsV2Command({ Bucket: config.archiveBucket, Prefix: prefix, ContinuationToken: token }),
      );
      names.push(...(out.Contents ?? []).map((o) => o.Key!.slice(prefix.length)));
      token = out.NextContinuationToken;
    } while (token);
    return names.sort();
  },

  async get(key) {
    try {
      const out = await s3Client().send(new GetObjectCommand({ Bucket: config.archiveBucket, Key: key }));
      return { type: out.ContentType ?? 'application/octet-stream', bytes: await out.Body!.transformToByteArray() };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  },
};
