import { eInvoiceAnswer } from '../../../http/einvoice-answer.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { toCii } from '../../../renderers/writers.ts';
import { documentParams } from '../../documents/params.ts';
import type { Stores } from '../../ports.ts';
import { frenchGaps } from '../france.ts';

/** The document as an EN 16931 UN/CEFACT CII D16B e-invoice. */
export const documentsCii = apiOperation({
  name: 'documents.cii',
  method: 'GET',
  path: '/api/document.svc/get/{type}/{id}/cii',
  handler: 'functions/einvoice/cii.ts',
  access: 'staff-document',
  body: 'none',
  table: read,
  summary: 'The document as an EN 16931 UN/CEFACT CII D16B e-invoice',
  tag: 'E-invoices',
  params: documentParams,
  success: { kind: 'einvoice' },
  errors: [404, 409, 422],
  run: (request, deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>) =>
    eInvoiceAnswer(deps, request, toCii, frenchGaps),
});
