import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { clockRecord } from '../present.ts';
import { readClock } from '../service.ts';

/** The account's clock. */
export const accountClockGet = apiOperation({
  name: 'account.clock-get',
  method: 'GET',
  path: '/api/account/clock',
  handler: 'functions/clock/get.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: "The account's clock (where the stage allows test clocks)",
  tag: 'Account',
  success: { kind: 'json', schema: answers.accountClock },
  errors: [404],
  run: async ({ principal }, deps: Pick<Stores, 'accounts'>) => json(clockRecord(await readClock(deps, principal))),
});
