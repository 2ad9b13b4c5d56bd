import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { type ImportBatch, importBatch } from '../../shared/features/bank/service.ts';
import { log, publishMetrics } from '../../shared/kernel/log.ts';

/**
 * One batch of a bank statement's credits a message: each matched and recorded once, however
 * often a batch is received (docs/bank-reconciliation.md). A failed batch is received again.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const batch = JSON.parse(record.body) as ImportBatch;
      const counts = await importBatch(dynamoStores, batch);
      log.info('bank import batch', {
        accountId: batch.accountId,
        statementId: batch.statementId,
        batch: batch.batch,
        ...counts,
      });
    } catch (error) {
      log.error('bank import batch failed', error, { messageId: record.messageId });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  publishMetrics();
  return { batchItemFailures: failures };
};
