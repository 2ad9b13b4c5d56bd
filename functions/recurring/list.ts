import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { recurringList } from '../../shared/features/recurring/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringList, { ...apiPorts, recurring: recurringStore });
