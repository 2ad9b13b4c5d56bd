import { Duration, type Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { removalPolicyOf } from './naming.ts';
import type { StageSettings } from './stages.ts';

/** How long an export's file is kept: after, `export/get` makes it again (docs/exports.md). */
export const EXPORT_FILE_DAYS = 7;

/** Where the stage's bucket keeps export files: only these expire. */
export const EXPORT_FILES_PREFIX = 'exports/';
/** Where it keeps the files the service must not lose (receipts, suppliers' invoices, transfer files). */
export const STORED_FILES_PREFIX = 'files/';
/** Where files uploaded by link wait for the operation that takes them (a receipt's attach): a day. */
export const UPLOADS_PREFIX = 'uploads/';
/** How long an uploaded file waits to be taken. */
export const UPLOAD_DAYS = 1;

/**
 * The stage's bucket (its logical id kept from when it held exports only, so a deployed stage
 * keeps it): private, encrypted at rest, TLS only. Export files, under `exports/`, are deleted
 * after 7 days (an unfinished upload after 1) and handed out by pre-signed links; stored files,
 * under `files/`, are kept; files uploaded by link (a large receipt), under `uploads/`, are copied
 * to `files/` by the operation that takes them and deleted after a day. No CORS, as the API has
 * none (docs/api-decisions.md): links are used by the business's server, as tokens are.
 */
export function makeExportsBucket(stack: Stack, stage: StageSettings): Bucket {
  const bucket = new Bucket(stack, 'ExportFiles', {
    encryption: BucketEncryption.S3_MANAGED,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    enforceSSL: true,
    lifecycleRules: [
      {
        prefix: EXPORT_FILES_PREFIX,
        expiration: Duration.days(EXPORT_FILE_DAYS),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      },
      { prefix: STORED_FILES_PREFIX, abortIncompleteMultipartUploadAfter: Duration.days(1) },
      { prefix: UPLOADS_PREFIX, expiration: Duration.days(UPLOAD_DAYS) },
    ],
    removalPolicy: removalPolicyOf(stage),
  });
  NagSuppressions.addResourceSuppressions(bucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'Exports live 7 days and are reached only by the export functions and their pre-signed links; stored files only through the API functions that keep them. The functions log what they write.',
    },
  ]);
  return bucket;
}
