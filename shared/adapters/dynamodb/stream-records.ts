/**
 * Stream records as Lambda hands them over: what the local runtime's poller gives its workers, and
 * what the replay of set-aside batches (infra/tools/stream-replay.ts) hands back to them.
 */
import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';

type Value = Record<string, unknown>;

/**
 * An attribute value as Lambda's JSON has it. The SDK reads an empty map (`{"M":{}}` on the
 * wire) as `{}`, the only value with no member, so that one is put back.
 */
function wireValue(value: Value): Value {
  if (!Object.keys(value).length) return { M: {} };
  if (value.M) return { M: wireMap(value.M as Record<string, Value>) };
  if (value.L) return { L: (value.L as Value[]).map(wireValue) };
  return value;
}

const wireMap = (map: Record<string, Value>) =>
  Object.fromEntries(Object.entries(map).map(([name, v]) => [name, wireValue(v)]));
const image = (attributes: Record<string, unknown> | undefined) =>
  attributes && wireMap(attributes as Record<string, Value>);

/** Lambda's event record for a stream record read through the SDK. */
export function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const { ApproximateCreationDateTime, NewImage, OldImage, ...dynamodb } = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(dynamodb as DynamoDBRecord['dynamodb']),
      ...(NewImage ? { NewImage: image(NewImage) as never } : {}),
      ...(OldImage ? { OldImage: image(OldImage) as never } : {}),
      ...(ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: Math.floor(ApproximateCreationDateTime.getTime() / 1000) }
        : {}),
    },
  };
}
