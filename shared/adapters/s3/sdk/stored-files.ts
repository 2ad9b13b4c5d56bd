import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import type { StoredFilesPort } from '../../../features/stored-files/port.ts';
import { config } from '../../../kernel/config.ts';
import { s3Client } from './client.ts';

/**
 * Stored files in the stage's bucket under `files/` (infra/cdk/exports.ts keeps them: only
 * `exports/` expires), encrypted at rest like every object of the bucket.
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
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  },
};
