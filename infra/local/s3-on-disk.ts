import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An object as the emulator's S3 store holds it. */
interface S3Object {
  key: string;
  body: Buffer;
  contentType: string;
  metadata: Record<string, string>;
}

/** The emulator's S3 store, as far as this file uses it. */
interface S3StoreBase {
  createBucket(name: string): void;
  putObject(
    bucket: string,
    key: string,
    body: Buffer,
    contentType?: string,
    metadata?: Record<string, string>,
  ): S3Object;
  completeMultipartUpload(uploadId: string, partSpecs: { partNumber: number; etag: string }[]): S3Object;
  deleteObject(bucket: string, key: string): void;
}

// The emulator's own S3 store, found beside its entry: the package exports only its app.
const { S3Store } = (await import(new URL('./s3/s3Store.js', import.meta.resolve('fauxqs')).href)) as {
  S3Store: new () => S3StoreBase;
};

/** Where one object lives on disk: named by its key's hash (a key may be longer than a file name may). */
const fileOf = (dir: string, bucket: string, key: string) =>
  join(dir, bucket, createHash('sha256').update(key).digest('hex'));

/**
 * The emulator's S3 kept on disk as well as in memory, so that what the service stored (statement
 * files, receipts, exports, the archive) survives a restart as S3's would: each object written
 * is written to `dir` too, each removed is removed there, and all of them are read back at start.
 */
export class S3StoreOnDisk extends S3Store {
  constructor(private readonly dir: string) {
    super();
    for (const bucket of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      super.createBucket(bucket.name);
      for (const name of readdirSync(join(dir, bucket.name)).filter((n) => n.endsWith('.json'))) {
        const file = join(dir, bucket.name, name.slice(0, -'.json'.length));
        const { key, contentType, metadata } = JSON.parse(readFileSync(`${file}.json`, 'utf8'));
        super.putObject(bucket.name, key, readFileSync(`${file}.body`), contentType, metadata);
      }
    }
  }

  private keep(bucket: string, object: S3Object): S3Object {
    const file = fileOf(this.dir, bucket, object.key);
    mkdirSync(join(this.dir, bucket), { recursive: true });
    writeFileSync(`${file}.body`, object.body);
    // The description last: an object is read back only once whole.
    writeFileSync(
      `${file}.json`,
      JSON.stringify({ key: object.key, contentType: object.contentType, metadata: object.metadata }),
    );
    return object;
  }

  override createBucket(name: string): void {
    super.createBucket(name);
    mkdirSync(join(this.dir, name), { recursive: true });
  }

  override putObject(
    bucket: string,
    key: string,
    body: Buffer,
    contentType?: string,
    metadata?: Record<string, string>,
  ): S3Object {
    return this.keep(bucket, super.putObject(bucket, key, body, contentType, metadata));
  }

  override completeMultipartUpload(uploadId: string, partSpecs: { partNumber: number; etag: string }[]): S3Object {
    const { bucket } = (this as unknown as { multipartUploads: Map<string, { bucket: string }> }).multipartUploads.get(
      uploadId,
    ) ?? { bucket: '' };
    return this.keep(bucket, super.completeMultipartUpload(uploadId, partSpecs));
  }

  override deleteObject(bucket: string, key: string): void {
    super.deleteObject(bucket, key);
    const file = fileOf(this.dir, bucket, key);
    rmSync(`${file}.json`, { force: true });
    rmSync(`${file}.body`, { force: true });
  }
}
