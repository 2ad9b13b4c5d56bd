import type { SQSEvent } from 'aws-lambda';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { settingsReadOnce } from '../../shared/features/einvoice/platform.ts';
import { handlePlatformRecord } from '../../shared/features/einvoice/transmission.ts';
import { queueWorker, type WorkerContext } from '../../shared/kernel/queue-worker.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { toPeppol, toUbl } from '../../shared/renderers/writers.ts';

const deps = {
  ...dynamoStores,
  queue: sqsQueue,
  archive: s3Archive,
  platform: httpPlatform,
  writers: { toUbl, toPeppol },
};

/**
 * The platform worker (docs/einvoicing.md): hands files over, asks for their statuses, sends
 * our `cashed`; a message that fails comes back later (`handlePlatformRecord`).
 */
export const handler = (event: SQSEvent, context?: WorkerContext) => {
  // Each account's platform settings read once a batch.
  const batch = { ...deps, platformRecords: settingsReadOnce(deps.platformRecords) };
  return queueWorker(async (record) => {
    await loadSigningKey();
    await handlePlatformRecord(batch, record);
  })(event, context);
};
