import { actingOwner } from '../../shared/access/principal.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { type ImportBatch, importStatement } from '../../shared/features/bank/statements.ts';
import { queueInHand } from './queue-in-hand.ts';

/** A CSV bank statement of these rows (`Date,Amount,Currency,Name,Reference,BankRef`). */
export const csvStatement = (rows: string[]) => `Date,Amount,Currency,Name,Reference,BankRef\n${rows.join('\n')}\n`;

/**
 * A statement (CSV, or camt XML) imported on DynamoDB Local with its queue kept in hand: the
 * batches it sent, for the test to run as the worker would (`importBatch`).
 */
export async function importedStatement(accountId: string, text: string, kind: 'csv' | 'xml' = 'csv') {
  const hand = queueInHand();
  const deps = { ...dynamoStores, storedFiles: s3StoredFiles, queue: hand.queue };
  const type = kind === 'csv' ? 'text/csv' : 'application/xml';
  const statement = await importStatement(deps, actingOwner(accountId), { kind, type, text });
  return { statement, batches: hand.take<ImportBatch>() };
}
