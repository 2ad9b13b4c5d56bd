import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { recurringResume } from '../../shared/features/recurring/operations/resume.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(recurringResume, { ...changePorts, recurring: recurringStore, queue: sqsQueue });
