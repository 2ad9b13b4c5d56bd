import type { DynamoDBStreamEvent } from 'aws-lambda';
import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { changesOf, documentChangesOf } from '../../shared/adapters/dynamodb/stream.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { queueArchive } from '../../shared/features/audit/archive.ts';
import { queueCashed } from '../../shared/features/einvoice/cash-ins.ts';
import { queueCheckoutsClosing } from '../../shared/features/online-payments/closing-messages.ts';
import { fanOut } from '../../shared/features/webhooks/fanout.ts';

// The composition root of the worker: the stores, and the queue it sends to.
const deps = { ...dynamoPorts, queue: sqsQueue };

/**
 * The stream worker: every change in the table becomes the events of docs/api.md §7, one
 * SQS message per (event, callback). A failure fails the batch, which the event source
 * mapping retries; deliveries already made are found again, not made twice. A transmitted invoice
 * that became paid also sends its `cashed` to the platform worker (docs/einvoicing.md), and an
 * issued document goes to the archive worker (docs/api.md §22), and an invoice that owes less to
 * the checkouts worker (docs/api.md §19).
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  const changes = changesOf(event.Records);
  await Promise.all([
    fanOut(deps, changes),
    queueCashed(deps, changes),
    queueArchive(deps, changes),
    queueCheckoutsClosing(deps, documentChangesOf(changes)),
  ]);
};
