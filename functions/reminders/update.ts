import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { accountRemindersUpdate } from '../../shared/features/reminders/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountRemindersUpdate, dynamoPorts);
