import { pdfFile } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { documentFiles } from '../../../renderers/writers.ts';
import type { Stores } from '../../ports.ts';
import { documentParams } from '../params.ts';
import { getDocument } from '../service.ts';

/** The document as a PDF (Factur-X for invoices and credit notes that can carry one). */
export const documentsPdf = apiOperation({
  name: 'documents.pdf',
  method: 'GET',
  path: '/api/document.svc/get/{type}/{id}/pdf',
  handler: 'functions/documents/pdf.ts',
  access: 'staff-document',
  body: 'none',
  makesPdf: true,
  table: read,
  summary: 'The document as a PDF (Factur-X for invoices and credit notes that can carry one)',
  tag: 'Documents',
  params: documentParams,
  success: { kind: 'pdf' },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>) => {
    const { type, id } = parse(documentParams, params, 'The path');
    const { pdf } = await documentFiles(deps, principal, await getDocument(deps, principal, type, id));
    return pdfFile(pdf, `${type}-${id}.pdf`);
  },
});
