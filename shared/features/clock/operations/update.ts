import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import * as answers from '../../../renderers/openapi/answers.ts';
import type { Stores } from '../../ports.ts';
import { clockRecord } from '../present.ts';
import { clockInput } from '../schema.ts';
import { moveClock } from '../service.ts';

/** Move the account's clock forward. */
export const accountClockUpdate = apiOperation({
  name: 'account.clock-update',
  method: 'PUT',
  path: '/api/account/clock',
  handler: 'functions/account/set-clock.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: "Move the account's clock forward (a test clock; where the stage allows them)",
  tag: 'Account',
  input: clockInput,
  success: { kind: 'json', schema: answers.accountClock },
  errors: [404],
  run: async ({ principal, body }, deps: Stores) =>
    json(clockRecord(await moveClock(deps, principal, parse(clockInput, body, 'The clock')))),
});
