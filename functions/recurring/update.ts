import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { recurringUpdate } from '../../shared/features/recurring/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringUpdate, { ...apiPorts, recurring: recurringStore });
