import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { numberParam } from '../../documents/params.ts';
import type { Stores } from '../../ports.ts';
import { lateFeeInput } from '../schema.ts';
import { makeLateFee } from '../service.ts';

/** Make the late-fee invoice of an overdue invoice. */
export const lateFeesCreate = apiOperation({
  name: 'latefees.create',
  method: 'PUT',
  path: '/api/document.svc/action/latefee/invoice/{id}',
  handler: 'functions/latefees/create.ts',
  access: 'staff-invoices',
  body: 'optional-json',
  table: write,
  summary: 'Make the late-fee invoice of an overdue invoice (interest and recovery indemnity)',
  tag: 'Documents',
  params: numberParam,
  input: lateFeeInput,
  example: { Date: '2027-02-15' },
  success: reference,
  errors: [404, 409],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'sequences'>) => {
    const { id } = parse(numberParam, params, 'The path');
    const made = await makeLateFee(deps, principal, id, parse(lateFeeInput, body ?? {}, 'The late fee'));
    const number = made.General.Number;
    return text(`Reference: ${number}`, { location: `/api/document.svc/get/invoice/${encodeURIComponent(number)}` });
  },
});
