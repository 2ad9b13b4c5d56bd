import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { DocumentChange } from '../../features/reports/model.ts';
import type { ItemChange } from '../../features/webhooks/model.ts';
import { documentOf } from './documents-store.ts';
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

/**
 * The changes of live documents (not their tombstones) as the reports add them up: what each
 * was and is, removals included (a document gone adds nothing any more). A change is named by
 * its stream record, the same however often the stream delivers it.
 */
export function documentChangesOf(records: DynamoDBRecord[]): DocumentChange[] {
  return records.flatMap((record): DocumentChange[] => {
    const data = record.dynamodb;
    const image = (raw: unknown) => {
      if (!raw) return undefined;
      const item = unmarshall(raw as never) as Record<string, unknown>;
      return item.kind === 'document' && !keys.isTombstone(String(item.SK ?? '')) ? documentOf(item) : undefined;
    };
    const before = image(data?.OldImage);
    const after = image(data?.NewImage);
    if (!before && !after) return [];
    return [
      {
        changeId: record.eventID ?? `${data?.SequenceNumber}`,
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
      },
    ];
  });
}
