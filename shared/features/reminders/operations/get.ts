import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { remindersRecord } from '../present.ts';
import { getReminders } from '../service.ts';

/** The account's reminder settings. */
export const accountRemindersGet = apiOperation({
  name: 'account.reminders-get',
  method: 'GET',
  path: '/api/account/reminders',
  handler: 'functions/reminders/get.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: "The account's reminder settings",
  tag: 'Account',
  success: { kind: 'json', schema: answers.reminderSettings },
  run: async ({ principal }, deps: Pick<Stores, 'accounts'>) =>
    json(remindersRecord(await getReminders(deps, principal))),
});
