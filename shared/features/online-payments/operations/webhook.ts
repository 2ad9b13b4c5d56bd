import { json } from '../../../http/answers.ts';
import { rawBody } from '../../../http/middleware.ts';
import { publicOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { StoresAndProvider } from '../../ports.ts';
import * as answers from '../answers.ts';
import { webhookParams } from '../schema.ts';
import { handleProviderEvent } from '../webhook.ts';

/** The payment provider's signed events. */
export const providerWebhook = publicOperation({
  name: 'provider.webhook',
  method: 'POST',
  path: '/api/provider/webhook/{provider}',
  handler: 'functions/online-payments/webhook.ts',
  access: 'public',
  body: 'none',
  usesSigningKey: true,
  table: write,
  summary: "The payment provider's signed events (checkouts paid, debits failed, disputes lost, refunds)",
  tag: 'Online payments',
  params: webhookParams,
  success: { kind: 'json', schema: answers.webhookReceipt },
  errors: [400, 404, 409],
  run: async (
    event,
    deps: StoresAndProvider<
      'accounts' | 'bank' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'providerRecords' | 'sequences'
    >,
  ) => {
    const { provider } = parse(webhookParams, event.pathParameters ?? {}, 'The path');
    return json(await handleProviderEvent(deps, provider, rawBody(event), event.headers ?? {}));
  },
});
