import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { recurringGet } from '../../shared/features/recurring/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringGet, { ...apiPorts, recurring: recurringStore });
