import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { internetReceivers } from '../../shared/adapters/http-delivery/post.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { callbacksXmlIn } from '../../shared/features/webhooks/operations/xml-in.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(callbacksXmlIn, { ...dynamoPorts, queue: sqsQueue, receivers: internetReceivers });
