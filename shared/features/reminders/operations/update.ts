import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { remindersRecord } from '../present.ts';
import { remindersInput } from '../schema.ts';
import { updateReminders } from '../service.ts';

/** Change the account's reminder settings. */
export const accountRemindersUpdate = apiOperation({
  name: 'account.reminders-update',
  method: 'PUT',
  path: '/api/account/reminders',
  handler: 'functions/reminders/update.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: "Change the account's reminder settings (partial)",
  tag: 'Account',
  input: remindersInput,
  example: { Enabled: true, Days: [-3, 7, 30] },
  success: { kind: 'json', schema: answers.reminderSettings },
  run: async ({ principal, body }, deps: Pick<Stores, 'accounts'>) =>
    json(remindersRecord(await updateReminders(deps, principal, parse(remindersInput, body, 'The reminder settings')))),
});
