import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { recurringPause } from '../../shared/features/recurring/operations/pause.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringPause, dynamoPorts);
