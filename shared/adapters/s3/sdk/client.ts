import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../../../kernel/config.ts';

let s3: S3Client | undefined;
/** The stage bucket's client, made once per process. */
export const s3Client = (): S3Client =>
  (s3 ??= new S3Client({
    ...(config.s3Endpoint ? { endpoint: config.s3Endpoint } : {}),
    forcePathStyle: config.awsEndpointGiven,
  }));
