import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { recurringPause } from '../../shared/features/recurring/operations/pause.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringPause, { ...apiPorts, recurring: recurringStore });
