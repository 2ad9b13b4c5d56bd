import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { callbacksStore } from '../../shared/adapters/dynamodb/callbacks-store.ts';
import { deliveriesStore } from '../../shared/adapters/dynamodb/deliveries-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { internetReceivers } from '../../shared/adapters/http-delivery/post.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { callbacksXmlIn } from '../../shared/features/webhooks/operations/xml-in.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(callbacksXmlIn, {
  ...apiPorts,
  sequences: sequencesStore,
  callbacks: callbacksStore,
  deliveries: deliveriesStore,
  queue: sqsQueue,
  receivers: internetReceivers,
});
