import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { runDue } from '../../shared/features/recurring/service.ts';
import { log, publishMetrics } from '../../shared/kernel/log.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

/**
 * One message per account with recurring invoices due: makes them, each exactly once (a message
 * received twice makes nothing the second time). A failed account is received again.
 */
// The composition root of the run: the stores, and mail with its attachments for `Send: email`.
const deps = { ...dynamoStores, mail: sesMail, files: documentWriters };

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  await loadSigningKey();
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const { accountId } = JSON.parse(record.body) as { accountId: string };
      const made = await runDue(deps, accountId);
      if (made) log.info('recurring invoices made', { accountId, made });
    } catch (error) {
      log.error('recurring run failed', error, { messageId: record.messageId });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  publishMetrics();
  return { batchItemFailures: failures };
};
