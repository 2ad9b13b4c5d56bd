import { accountRemindersGet } from './get.ts';
import { remindersRemind } from './remind.ts';
import { accountRemindersUpdate } from './update.ts';

/** The reminders feature's API operations (shared/operations.ts lists every feature's). */
export const remindersOperations = [accountRemindersGet, accountRemindersUpdate, remindersRemind] as const;
