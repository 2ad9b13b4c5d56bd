import type { DynamoDBStreamEvent } from 'aws-lambda';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { reportedChangesOf } from '../../shared/adapters/dynamodb/stream.ts';
import { applyChanges } from '../../shared/features/reports/totals.ts';
import { log } from '../../shared/kernel/log.ts';

/**
 * The reports' stream worker: each change of a document, purchase or expense moves the maintained totals once
 * (docs/reports.md). A failure fails the batch, which the event source mapping retries;
 * changes added already are known by their markers and not added twice.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  const changes = reportedChangesOf(event.Records);
  const moved = await applyChanges(dynamoStores, changes);
  if (moved) log.info('report totals moved', { changes: changes.length, moved });
};
