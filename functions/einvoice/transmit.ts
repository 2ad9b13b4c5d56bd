import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { documentsTransmit } from '../../shared/features/einvoice/operations/transmit.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsTransmit, { ...dynamoPorts, queue: sqsQueue });
