import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { accountClockUpdate } from '../../shared/features/clock/operations/update.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(accountClockUpdate, { ...changePorts, queue: sqsQueue });
