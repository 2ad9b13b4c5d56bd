import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../../../kernel/config.ts';

/** Where the stage's bucket is reached: S3, or the local emulator's endpoint. */
const bucketEndpoint = () => ({
  ...(config.s3Endpoint ? { endpoint: config.s3Endpoint } : {}),
  forcePathStyle: config.awsEndpointGiven,
});

let s3: S3Client | undefined;
/** The stage bucket's client, made once per process. */
export const s3Client = (): S3Client => (s3 ??= new S3Client(bucketEndpoint()));

let uploadSigner: S3Client | undefined;
/**
 * The client that signs upload links: without the SDK's default checksum, which it would sign as
 * the checksum of an empty body (the link's uploader then refused by S3 for a checksum mismatch).
 */
export const s3UploadSigner = (): S3Client =>
  (uploadSigner ??= new S3Client({ ...bucketEndpoint(), requestChecksumCalculation: 'WHEN_REQUIRED' }));
