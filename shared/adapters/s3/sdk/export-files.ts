import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ExportFilesPort } from '../../../features/exports/port.ts';
import { config } from '../../../kernel/config.ts';
import { s3Client } from './client.ts';

/** `attachment; filename=...`, as RFC 6266 writes a name that may not be ASCII. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Export files in the stage's bucket (encrypted, deleted after 7 days: infra/cdk/exports.ts).
 * A file is written by a multipart upload fed as its text comes (5 MiB parts, four at once), so
 * 100,000 rows never sit in memory together; it is handed out by a pre-signed GET.
 */
export const s3ExportFiles: ExportFilesPort = {
  async write(key, file, text) {
    const body = Readable.from(
      (async function* () {
        for await (const chunk of text) yield Buffer.from(chunk, 'utf8');
      })(),
    );
    await new Upload({
      client: s3Client(),
      params: {
        Bucket: config.exportsBucket,
        Key: key,
        Body: body,
        ContentType: file.type,
        ContentDisposition: disposition(file.name),
      },
    }).done();
  },

  async exists(key) {
    try {
      await s3Client().send(new HeadObjectCommand({ Bucket: config.exportsBucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
      throw error;
    }
  },

  link(key, name, seconds) {
    return getSignedUrl(
      s3Client(),
      new GetObjectCommand({ Bucket: config.exportsBucket, Key: key, ResponseContentDisposition: disposition(name) }),
      { expiresIn: seconds },
    );
  },
};
