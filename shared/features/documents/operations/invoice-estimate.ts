import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { invoiceEstimate } from '../actions.ts';
import { numberParam } from '../params.ts';

/** Turn an estimate into an invoice. */
export const documentsInvoiceEstimate = apiOperation({
  name: 'documents.invoice-estimate',
  method: 'PUT',
  path: '/api/document.svc/action/invoice/estimate/{id}',
  handler: 'functions/documents/invoice-estimate.ts',
  access: 'staff-invoices',
  body: 'none',
  table: write,
  summary: 'Turn an estimate into an invoice',
  tag: 'Documents',
  params: numberParam,
  success: reference,
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'sequences'>) => {
    const { id } = parse(numberParam, params, 'The path');
    const invoice = await invoiceEstimate(deps, principal, id);
    const number = invoice.General.Number;
    return text(`Reference: ${number}`, { location: `/api/document.svc/get/invoice/${encodeURIComponent(number)}` });
  },
});
