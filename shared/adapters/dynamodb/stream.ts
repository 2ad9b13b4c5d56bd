import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { ItemChange } from '../../features/webhooks/model.ts';
import { keys } from './keys.ts';

/**
 * Decodes DynamoDB stream records into the domain's item changes: what kind of item, whether
 * it was inserted, and whether it is a tombstone (a soft delete's moved copy, known by its key
 * as keys.ts builds it). Removals carry no new image and are no change the domain reacts to.
 */
export function changesOf(records: DynamoDBRecord[]): ItemChange[] {
  return records.flatMap((record): ItemChange[] => {
    const data = record.dynamodb;
    if (!data?.NewImage || !record.eventName || record.eventName === 'REMOVE') return [];
    const next = unmarshall(data.NewImage as never) as Record<string, unknown>;
    return [
      {
        kind: String(next.kind ?? ''),
        inserted: record.eventName === 'INSERT',
        tombstone: keys.isTombstone(String(next.SK ?? '')),
        next,
        before: data.OldImage ? (unmarshall(data.OldImage as never) as Record<string, unknown>) : undefined,
        at: (data.ApproximateCreationDateTime ?? 0) * 1000,
        sourceId: record.eventID ?? `${data.SequenceNumber}`,
      },
    ];
  });
}
