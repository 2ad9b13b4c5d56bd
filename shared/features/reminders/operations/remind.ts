import { text } from '../../../http/answers.ts';
import { baseUrlOf } from '../../../http/base-url.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { numberParam } from '../../documents/params.ts';
import type { StoresAndMail } from '../../ports.ts';
import { remindNow } from '../service.ts';

/** Send a reminder of an issued invoice now. */
export const remindersRemind = apiOperation({
  name: 'reminders.remind',
  method: 'PUT',
  path: '/api/document.svc/action/remind/invoice/{id}',
  handler: 'functions/reminders/remind.ts',
  access: 'staff-invoices',
  body: 'none',
  usesSigningKey: true,
  table: write,
  sends: 'email',
  makesPdf: true,
  summary: 'Send a reminder of an issued invoice now',
  tag: 'Documents',
  params: numberParam,
  success: yes,
  errors: [404, 409, 422],
  run: async (
    { principal, params, event },
    deps: StoresAndMail<'accounts' | 'clients' | 'documents' | 'limits' | 'shares'>,
  ) => {
    const { id } = parse(numberParam, params, 'The path');
    await remindNow(deps, principal, id, baseUrlOf(event));
    return text('true');
  },
});
