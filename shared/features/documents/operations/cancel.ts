import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { cancelInvoice } from '../actions.ts';
import { numberParam } from '../params.ts';

/** Cancel an invoice with a credit note of its balance. */
export const documentsCancel = apiOperation({
  name: 'documents.cancel',
  method: 'PUT',
  path: '/api/document.svc/action/cancel/invoice/{id}',
  handler: 'functions/documents/cancel.ts',
  access: 'staff-invoices',
  body: 'none',
  table: write,
  summary: 'Cancel an invoice with a credit note of its balance',
  tag: 'Documents',
  params: numberParam,
  success: reference,
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'accounts' | 'documents' | 'sequences'>) => {
    const { id } = parse(numberParam, params, 'The path');
    const note = await cancelInvoice(deps, principal, id);
    const number = note.General.Number;
    return text(`Reference: ${number}`, { location: `/api/document.svc/get/creditnote/${encodeURIComponent(number)}` });
  },
});
