import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { queueDueAccounts } from '../../shared/features/automation/service.ts';
import { log, publishMetrics } from '../../shared/kernel/log.ts';

// The composition root of the scheduled run: the stores, and the queue of account runs.
const deps = { ...dynamoStores, queue: sqsQueue };

/** Every 15 minutes: one message per account with work due (a recurring invoice, reminders) by now in its zone. */
export const handler = async (): Promise<{ accounts: number }> => {
  const accounts = await queueDueAccounts(deps);
  if (accounts) log.info('accounts with work due', { accounts });
  publishMetrics();
  return { accounts };
};
