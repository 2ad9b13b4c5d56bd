import { eInvoiceAnswer } from '../../../http/einvoice-answer.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { toPeppol } from '../../../renderers/writers.ts';
import { documentParams } from '../../documents/params.ts';
import type { Stores } from '../../ports.ts';
import { peppolGaps } from '../peppol.ts';

/** The document as a Peppol BIS Billing 3.0 UBL e-invoice. */
export const documentsPeppol = apiOperation({
  name: 'documents.peppol',
  method: 'GET',
  path: '/api/document.svc/get/{type}/{id}/peppol',
  handler: 'functions/einvoice/peppol.ts',
  access: 'staff-document',
  body: 'none',
  table: read,
  summary: 'The document as a Peppol BIS Billing 3.0 UBL e-invoice',
  tag: 'E-invoices',
  params: documentParams,
  success: { kind: 'einvoice' },
  errors: [404, 409, 422],
  run: (request, deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>) =>
    eInvoiceAnswer(deps, request, toPeppol, peppolGaps),
});
