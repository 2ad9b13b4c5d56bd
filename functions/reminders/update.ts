import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { accountRemindersUpdate } from '../../shared/features/reminders/operations/update.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(accountRemindersUpdate, { ...changePorts });
