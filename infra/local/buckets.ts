import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_CREDENTIALS, LOCAL_EXPORTS_BUCKET, LOCAL_REGION } from './environment.ts';

/** Creates the exports bucket in the emulator (again after it restarted: it keeps files in memory). */
export async function createBuckets(endpoint: string): Promise<void> {
  const s3 = new S3Client({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  try {
    await s3.send(new CreateBucketCommand({ Bucket: LOCAL_EXPORTS_BUCKET }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'BucketAlreadyOwnedByYou') throw error;
  } finally {
    s3.destroy();
  }
}
