import { json } from '../../../http/answers.ts';
import { baseUrlOf } from '../../../http/base-url.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { numberParam } from '../../documents/params.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { paylink } from '../checkout.ts';

/** A link that pays an invoice online, through the account's payment provider. */
export const documentsPaylink = apiOperation({
  name: 'documents.paylink',
  method: 'PUT',
  path: '/api/document.svc/action/paylink/invoice/{id}',
  handler: 'functions/online-payments/paylink.ts',
  access: 'staff-invoices',
  body: 'none',
  usesSigningKey: true,
  table: write,
  summary: "A link that pays an invoice online (30 days), through the account's payment provider",
  tag: 'Online payments',
  params: numberParam,
  success: { kind: 'json', schema: answers.paylink },
  errors: [404, 409],
  run: async ({ principal, params, event }, deps: Pick<Stores, 'documents' | 'providerRecords' | 'shares'>) =>
    json(await paylink(deps, principal, parse(numberParam, params, 'The path').id, baseUrlOf(event))),
});
