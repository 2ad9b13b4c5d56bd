import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { accountRemindersUpdate } from '../../shared/features/reminders/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountRemindersUpdate, { ...apiPorts });
