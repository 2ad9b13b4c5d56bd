import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { accountClockGet } from '../../shared/features/clock/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountClockGet, { ...apiPorts });
