import { actingOwner } from '../../shared/access/principal.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { type ImportBatch, importStatement } from '../../shared/features/bank/statements.ts';
import type { QueueMessage } from '../../shared/features/webhooks/port.ts';

/** A CSV bank statement of these rows (`Date,Amount,Currency,Name,Reference,BankRef`). */
export const csvStatement = (rows: string[]) => `Date,Amount,Currency,Name,Reference,BankRef\n${rows.join('\n')}\n`;

/**
 * A CSV statement imported on DynamoDB Local with its queue kept in hand: the batches it sent, for
 * the test to run as the worker would (`importBatch`).
 */
export async function importedStatement(accountId: string, csv: string) {
  const sent: QueueMessage[] = [];
  const deps = {
    ...dynamoStores,
    storedFiles: s3StoredFiles,
    queue: { send: async (_q: string, m: QueueMessage[]) => void sent.push(...m), setVisibility: async () => true },
  };
  const statement = await importStatement(deps, actingOwner(accountId), { kind: 'csv', type: 'text/csv', text: csv });
  return { statement, batches: sent.map((m) => JSON.parse(m.body) as ImportBatch) };
}
