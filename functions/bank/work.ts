import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { importBatch } from '../../shared/features/bank/credits.ts';
import type { ImportBatch } from '../../shared/features/bank/statements.ts';
import { log } from '../../shared/kernel/log.ts';
import { queueWorker } from '../../shared/kernel/queue-worker.ts';

/**
 * One batch of a bank statement's credits a message: each matched and recorded once, however
 * often a batch is received (docs/bank-reconciliation.md). A failed batch is received again.
 */
export const handler = queueWorker(async (record) => {
  const batch = JSON.parse(record.body) as ImportBatch;
  try {
    const counts = await importBatch(dynamoStores, batch);
    log.info('bank import batch', {
      accountId: batch.accountId,
      statementId: batch.statementId,
      batch: batch.batch,
      ...counts,
    });
  } catch (error) {
    log.error('bank import batch failed', error, { messageId: record.messageId });
    throw error;
  }
});
