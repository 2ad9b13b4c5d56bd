import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { Document } from '../../features/documents/model.ts';
import type { ReportedChange } from '../../features/reports/model.ts';
import type { ItemChange } from '../../features/webhooks/model.ts';
import { documentOf } from './document-item.ts';
import { expenseOf } from './expenses-store.ts';
import { keys } from './keys.ts';
import { purchaseOf } from './purchases-store.ts';

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

/** The changes of live documents (not their tombstones) among `changes`: each document as it was and is. */
export function documentChangesOf(changes: readonly ItemChange[]): { before?: Document; next: Document }[] {
  return changes
    .filter((c) => c.kind === 'document' && !c.tombstone)
    .map((c) => ({ ...(c.before ? { before: documentOf(c.before) } : {}), next: documentOf(c.next) }));
}

/** How each kind of item the reports follow reads from its stored image. */
const reported = {
  document: (item: Record<string, unknown>) => (keys.isTombstone(String(item.SK ?? '')) ? undefined : documentOf(item)),
  purchase: purchaseOf,
  expense: expenseOf,
} as const;

/**
 * The changes the reports add up (docs/reports.md): of live documents (not their tombstones),
 * purchases and expenses, each with what it was and is, removals included (a document gone adds
 * nothing any more). A change is named by its stream record, the same however often the
 * stream delivers it.
 */
export function reportedChangesOf(records: DynamoDBRecord[]): ReportedChange[] {
  return records.flatMap((record): ReportedChange[] => {
    const data = record.dynamodb;
    const images = [data?.OldImage, data?.NewImage].map((raw) =>
      raw ? (unmarshall(raw as never) as Record<string, unknown>) : undefined,
    );
    const kind = String((images[1] ?? images[0])?.kind ?? '');
    if (!(kind in reported)) return [];
    const read = reported[kind as keyof typeof reported];
    const [before, after] = images.map((image) => (image?.kind === kind ? read(image) : undefined));
    if (!before && !after) return [];
    return [
      {
        changeId: record.eventID ?? `${data?.SequenceNumber}`,
        kind,
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
      } as ReportedChange,
    ];
  });
}
