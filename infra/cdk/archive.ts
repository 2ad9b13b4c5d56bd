import { Duration, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectLockRetention, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';

/** How long S3 keeps each archived file from any change or delete: ten years (Code de commerce L123-22), leap days included. */
export const ARCHIVE_RETENTION_DAYS = 3653;

/**
 * The stage's archive (docs/api.md §22): every issued document's files, written once. Object
 * Lock in compliance mode keeps each version for ten years from nobody, the root user included;
 * versioning (which Object Lock needs) keeps whatever a mistaken writer would add beside it.
 * Private, encrypted, TLS only, and kept when the stack goes (its objects could not be deleted).
 */
export function makeArchiveBucket(stack: Stack): Bucket {
  const bucket = new Bucket(stack, 'Archive', {
    encryption: BucketEncryption.S3_MANAGED,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    enforceSSL: true,
    versioned: true,
    objectLockEnabled: true,
    objectLockDefaultRetention: ObjectLockRetention.compliance(Duration.days(ARCHIVE_RETENTION_DAYS)),
    lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
  });
  NagSuppressions.addResourceSuppressions(bucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'Written only by the archive worker and the archive read, each file once; Object Lock makes every object unchangeable for ten years, and the audit journal records each issue.',
    },
  ]);
  return bucket;
}
