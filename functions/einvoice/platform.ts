import type { SQSEvent } from 'aws-lambda';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import type { PlatformMessage } from '../../shared/features/documents/lifecycle.ts';
import { settingsReadOnce } from '../../shared/features/einvoice/platform.ts';
import { handleQueued } from '../../shared/features/einvoice/platform-queue.ts';
import { handlePlatformMessage } from '../../shared/features/einvoice/transmission.ts';
import { closeOutgrownCheckouts } from '../../shared/features/online-payments/closing.ts';
import type { CheckoutsMessage } from '../../shared/features/online-payments/closing-messages.ts';
import { queueWorker, type WorkerContext } from '../../shared/kernel/queue-worker.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { toPeppol, toUbl } from '../../shared/renderers/writers.ts';

const deps = {
  ...dynamoStores,
  queue: sqsQueue,
  archive: s3Archive,
  platform: httpPlatform,
  writers: { toUbl, toPeppol },
  paymentProvider: paymentProviders,
};

/**
 * The platform worker (docs/einvoicing.md): hands files over, asks for their statuses, sends
 * our `cashed`; and closes the payment provider's checkouts an invoice outgrew (docs/api.md §19).
 * A message that fails comes back later (`handleQueued`).
 */
export const handler = (event: SQSEvent, context?: WorkerContext) => {
  // Each account's platform settings read once a batch.
  const batch = { ...deps, platformRecords: settingsReadOnce(deps.platformRecords) };
  return queueWorker(async (record) => {
    await loadSigningKey();
    await handleQueued(batch, record, (message: PlatformMessage | CheckoutsMessage) =>
      message.kind === 'checkouts' ? closeOutgrownCheckouts(batch, message) : handlePlatformMessage(batch, message),
    );
  })(event, context);
};
