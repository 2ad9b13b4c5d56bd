import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { internetReceivers } from '../../shared/adapters/http-delivery/post.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { s3ExportFiles } from '../../shared/adapters/s3/export-files.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import type { Ports } from '../../shared/features/ports.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

/** Every port on its real adapter (DynamoDB, SQS, mail, receivers, files, S3, the e-invoicing platform, the payment provider), for code that drives the domain directly: tests, the bench. */
export const allPorts: Ports = {
  ...dynamoStores,
  queue: sqsQueue,
  mail: sesMail,
  receivers: internetReceivers,
  files: documentWriters,
  exportFiles: s3ExportFiles,
  platform: httpPlatform,
  paymentProvider: paymentProviders,
  storedFiles: s3StoredFiles,
  archive: s3Archive,
};
