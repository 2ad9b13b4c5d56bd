import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { accountRemindersGet } from '../../shared/features/reminders/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountRemindersGet, { ...apiPorts });
