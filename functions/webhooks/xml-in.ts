import { callbacksStore } from '../../shared/adapters/dynamodb/callbacks-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { deliveriesStore } from '../../shared/adapters/dynamodb/deliveries-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { internetReceivers } from '../../shared/adapters/http-delivery/post.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { callbacksXmlIn } from '../../shared/features/webhooks/operations/xml-in.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(callbacksXmlIn, {
  ...changePorts,
  sequences: sequencesStore,
  callbacks: callbacksStore,
  deliveries: deliveriesStore,
  queue: sqsQueue,
  receivers: internetReceivers,
});
