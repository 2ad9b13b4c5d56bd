import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { providerRecord, providerSettings } from '../service.ts';

/** The account's payment provider. */
export const accountPaymentsGet = apiOperation({
  name: 'account.payments-get',
  method: 'GET',
  path: '/api/account/payments',
  handler: 'functions/online-payments/get.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: "The account's payment provider, without its secrets",
  tag: 'Online payments',
  success: { kind: 'json', schema: answers.provider },
  errors: [404],
  run: async ({ principal }, deps: Pick<Stores, 'providerRecords'>) =>
    json(providerRecord(await providerSettings(deps, principal))),
});
