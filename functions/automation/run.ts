import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { runAccount } from '../../shared/features/automation/service.ts';
import { log } from '../../shared/kernel/log.ts';
import { queueWorker } from '../../shared/kernel/queue-worker.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

// The composition root of the run: the stores, and mail with its attachments (Send: email, reminders).
const deps = { ...dynamoStores, mail: sesMail, files: documentWriters };

/** Time kept back from the function's timeout: the last e-mail, and the records of what was done. */
const MARGIN_MS = 30_000;

/**
 * One message per account with work due: its recurring invoices, then its reminders, each
 * exactly once (a message received twice does nothing the second time). A failed account is
 * received again.
 */
export const handler = queueWorker(async (record, context) => {
  await loadSigningKey();
  const until = Date.now() + Math.max((context?.getRemainingTimeInMillis() ?? 120_000) - MARGIN_MS, 10_000);
  const { accountId } = JSON.parse(record.body) as { accountId: string };
  try {
    const run = await runAccount(deps, accountId, until);
    if (run.made || run.reminded || run.ended !== 'done') log.info('account run', { accountId, ...run });
  } catch (error) {
    log.error('account run failed', error, { messageId: record.messageId });
    throw error;
  }
});
