import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_ARCHIVE_BUCKET, LOCAL_CREDENTIALS, LOCAL_EXPORTS_BUCKET, LOCAL_REGION } from './environment.ts';

/** Creates the exports and archive buckets in the emulator (again after it restarted: it keeps files in memory). */
export async function createBuckets(endpoint: string): Promise<void> {
  const s3 = new S3Client({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  try {
    for (const bucket of [LOCAL_EXPORTS_BUCKET, LOCAL_ARCHIVE_BUCKET])
      await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: { name?: string }) => {
        if (error.name !== 'BucketAlreadyOwnedByYou') throw error;
      });
  } finally {
    s3.destroy();
  }
}
