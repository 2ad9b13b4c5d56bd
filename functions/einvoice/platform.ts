import type { SQSEvent } from 'aws-lambda';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import type { PlatformMessage } from '../../shared/features/documents/lifecycle.ts';
import { settingsReadOnce } from '../../shared/features/einvoice/platform.ts';
import { PLATFORM_QUEUE, retryWait } from '../../shared/features/einvoice/platform-queue.ts';
import { handlePlatformMessage } from '../../shared/features/einvoice/transmission.ts';
import { log } from '../../shared/kernel/log.ts';
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
 * our `cashed`. A message that fails comes back after a wait that doubles with each try; after
 * the last, the redrive policy drops it where the alarm sees it.
 */
export const handler = (event: SQSEvent, context?: WorkerContext) => {
  // Each account's platform settings read once a batch.
  const batch = { ...deps, platformRecords: settingsReadOnce(deps.platformRecords) };
  return queueWorker(async (record) => {
    const message = JSON.parse(record.body) as PlatformMessage;
    await loadSigningKey();
    try {
      await handlePlatformMessage(batch, message);
    } catch (error) {
      const attempt = Number(record.attributes.ApproximateReceiveCount ?? 1);
      log.warn('platform message failed', {
        kind: message.kind,
        number: message.number,
        attempt,
        error: String(error),
      });
      await sqsQueue.setVisibility(PLATFORM_QUEUE, record.receiptHandle, retryWait(attempt)).catch(() => false);
      throw error;
    }
  })(event, context);
};
