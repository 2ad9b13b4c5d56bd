import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { StoresAndQueue } from '../../ports.ts';
import * as answers from '../answers.ts';
import { clockRecord } from '../present.ts';
import { queueAccountRun } from '../runs.ts';
import { clockInput } from '../schema.ts';
import { moveClock } from '../service.ts';

/** Move the account's clock forward. */
export const accountClockUpdate = apiOperation({
  name: 'account.clock-update',
  method: 'PUT',
  path: '/api/account/clock',
  handler: 'functions/clock/update.ts',
  access: 'owner',
  body: 'json',
  table: write,
  sendsTo: ['account-runs'],
  summary: "Move the account's clock forward (a test clock; where the stage allows them)",
  tag: 'Account',
  input: clockInput,
  example: { now: '2027-01-10T09:00:00Z' },
  success: { kind: 'json', schema: answers.accountClock },
  errors: [404],
  run: async ({ principal, body }, deps: StoresAndQueue<'accounts'>) => {
    const clock = await moveClock(deps, principal, parse(clockInput, body, 'The clock'));
    // What fell due up to the new time is made by the run worker, in date order, as on those dates.
    await queueAccountRun(deps, [principal.accountId]);
    return json(clockRecord(clock));
  },
});
