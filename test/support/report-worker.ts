import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, inject } from 'vitest';
import { handler as aggregate } from '../../functions/reports/aggregate.ts';
import { StreamPoller } from '../../infra/local/stream-poller.ts';

/**
 * The reports' aggregate worker on DynamoDB Local's stream, as the local runtime runs it, for the
 * accounts a test follows only (the suite's other accounts write to the same stream). One poller a
 * file, started with the first account followed; `deliveries` hands each batch over that many
 * times, as a retried batch is (the totals must count each change once).
 */
export function useReportWorker(deliveries = 1): (accountId: string) => void {
  const followed = new Set<string>();
  let poller: StreamPoller | undefined;
  afterAll(() => poller?.stop());
  return (accountId) => {
    followed.add(accountId);
    if (poller) return;
    const run = `reports-${randomUUID()}`;
    poller = new StreamPoller({
      streams: new DynamoDBStreamsClient({
        endpoint: inject('dynamoEndpoint'),
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
      streamArn: inject('streamArn'),
      functionName: run,
      checkpointFile: join(inject('dataDir'), `${run}.json`),
      failureFile: join(inject('dataDir'), `${run}-failures.jsonl`),
      idleMs: 50,
      // Passed over unread by the worker, as a mapping's event filter passes them: the other files' changes.
      filter: (record) => followed.has(String(record.dynamodb?.Keys?.PK?.S).slice(2)),
      batchSize: 1000,
      handler: async (event: { Records: DynamoDBRecord[] }) => {
        for (let i = 0; i < deliveries; i += 1) await aggregate(event);
      },
    });
    poller.start();
  };
}
