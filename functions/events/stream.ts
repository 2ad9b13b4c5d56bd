import type { DynamoDBStreamEvent } from 'aws-lambda';
import { usePorts } from '../../shared/ports.ts';
import { sqsQueue } from '../../shared/queue/sqs.ts';
import { dynamoPorts } from '../../shared/store/ports.ts';
import { changesOf } from '../../shared/store/stream.ts';
import { fanOut } from '../../shared/webhooks/fanout.ts';

usePorts({ ...dynamoPorts, queue: sqsQueue });

/**
 * The stream worker: every change in the table becomes the events of docs/api.md §7, one
 * SQS message per (event, callback). A failure fails the batch, which the event source
 * mapping retries; deliveries already made are found again, not made twice.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  await fanOut(changesOf(event.Records));
};
