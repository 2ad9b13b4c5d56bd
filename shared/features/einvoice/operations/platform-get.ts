import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { platformSettings } from '../platform.ts';

/** The account's e-invoicing platform. */
export const accountPlatformGet = apiOperation({
  name: 'account.platform-get',
  method: 'GET',
  path: '/api/account/platform',
  handler: 'functions/einvoice/platform-get.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: "The account's e-invoicing platform: its own, else the stage's default (never a secret)",
  tag: 'E-invoicing platform',
  success: { kind: 'json', schema: answers.platformSettings },
  errors: [404],
  run: async ({ principal }, deps: Pick<Stores, 'platformRecords'>) => json(await platformSettings(deps, principal)),
});
