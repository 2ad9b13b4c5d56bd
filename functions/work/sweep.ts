import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { resumers } from '../../shared/features/resumers.ts';
import { sweepWork } from '../../shared/features/work/sweep.ts';
import { log } from '../../shared/kernel/log.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';

// The composition root of the sweep: the stores, the queues it sends to, the kept statement files,
// the payment provider (a direct-debit batch closes the checkouts opened while it was made).
const deps = { ...dynamoStores, queue: sqsQueue, storedFiles: s3StoredFiles, paymentProvider: paymentProviders };

/**
 * Scheduled every 5 minutes: the pending work past its deadline queued again (docs/asynchronous-work.md).
 * The local runtime calls it at start with `{ all: true }`: the emulator lost every message it held.
 */
export const handler = async (event: { all?: boolean } = {}) => {
  await loadSigningKey();
  const swept = await sweepWork(deps, resumers, { all: event.all === true });
  if (swept.requeued || swept.done) log.info('pending work swept', { ...swept });
  return swept;
};
