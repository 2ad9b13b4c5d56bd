/**
 * Batch processing done once: every queue worker takes its messages through Powertools' batch
 * processor, which answers the records that threw as batch item failures (the event source
 * mapping reports them: only those come back), and publishes the metrics once per batch.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { publishMetrics } from './log.ts';

/** Which try of its message a record is: SQS's receive count, 1 the first time. */
export const attemptOf = (record: Pick<SQSRecord, 'attributes'>): number =>
  Number(record.attributes.ApproximateReceiveCount ?? 1);

/** The part of Lambda's context a worker reads: the time it has left. */
export type WorkerContext = Pick<Context, 'getRemainingTimeInMillis'>;

/**
 * A queue worker's Lambda handler: `handle` takes one message; a throw sends that message back to
 * the queue. Records are handled concurrently (one slow record holds up no other); a batch whose
 * every record failed is answered as such, not thrown, as any other partial failure.
 */
export const queueWorker =
  (handle: (record: SQSRecord, context?: WorkerContext) => Promise<void>) =>
  async (event: SQSEvent, context?: WorkerContext): Promise<SQSBatchResponse> => {
    try {
      return await processPartialResponse(
        event,
        (record: SQSRecord) => handle(record, context),
        new BatchProcessor(EventType.SQS),
        {
          throwOnFullBatchFailure: false,
        },
      );
    } finally {
      publishMetrics();
    }
  };
