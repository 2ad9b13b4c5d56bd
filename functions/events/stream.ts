import type { DynamoDBStreamEvent } from 'aws-lambda';
import { fanOut } from '../../shared/webhooks/fanout.ts';
import { changesOf } from '../../shared/store/stream.ts';
import { installAwsPorts } from '../../shared/store/ports.ts';

installAwsPorts();

/**
 * The stream worker: every change in the table becomes the events of contract section 7, one
 * SQS message per (event, callback). A failure fails the batch, which the event source
 * mapping retries; deliveries already made are found again, not made twice.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  await fanOut(changesOf(event.Records));
};
