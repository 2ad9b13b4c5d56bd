import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import { disconnectProvider } from '../service.ts';

/** Disconnect the account's payment provider. */
export const accountPaymentsDelete = apiOperation({
  name: 'account.payments-delete',
  method: 'DELETE',
  path: '/api/account/payments',
  handler: 'functions/online-payments/delete.ts',
  access: 'owner',
  body: 'none',
  table: write,
  summary:
    "Disconnect the account's payment provider: no new checkout, link nor Pay; the payments it took are still followed and refunded",
  tag: 'Online payments',
  success: yes,
  run: async ({ principal }, deps: Pick<Stores, 'providerRecords'>) => {
    await disconnectProvider(deps, principal);
    return text('true');
  },
});
