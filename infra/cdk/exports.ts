import { Duration, type Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { removalPolicyOf } from './naming.ts';
import type { StageSettings } from './stages.ts';

/** How long an export's file is kept: after, `export/get` makes it again (docs/exports.md). */
export const EXPORT_FILE_DAYS = 7;

/**
 * The stage's bucket of export files: private, encrypted at rest, TLS only, each file deleted
 * after 7 days (an unfinished upload after 1). Files are handed out by pre-signed links.
 */
export function makeExportsBucket(stack: Stack, stage: StageSettings): Bucket {
  const bucket = new Bucket(stack, 'ExportFiles', {
    encryption: BucketEncryption.S3_MANAGED,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    enforceSSL: true,
    lifecycleRules: [
      { expiration: Duration.days(EXPORT_FILE_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) },
    ],
    removalPolicy: removalPolicyOf(stage),
  });
  NagSuppressions.addResourceSuppressions(bucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'Files live 7 days and are reached only by the export functions and their pre-signed links; the functions log every export they write.',
    },
  ]);
  return bucket;
}
