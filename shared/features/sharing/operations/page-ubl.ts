import { pageErrors } from '../../../http/document-page.ts';
import { pageEInvoiceAnswer } from '../../../http/einvoice-answer.ts';
import { publicOperation } from '../../../http/operation.ts';
import { toUbl } from '../../../renderers/writers.ts';
import type { Stores } from '../../ports.ts';
import { pageParams } from '../schema.ts';

/** The UBL e-invoice, from the page. */
export const pagesUbl = publicOperation({
  name: 'pages.ubl',
  method: 'GET',
  path: '/d/{token}/ubl',
  handler: 'functions/sharing/page-ubl.ts',
  access: 'public',
  body: 'none',
  table: ['GetItem', 'Query', 'UpdateItem'],
  summary: 'The UBL e-invoice, from the page',
  tag: 'Document page',
  params: pageParams,
  success: { kind: 'einvoice' },
  errors: [404],
  renderError: pageErrors,
  run: (event, deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'limits' | 'shares'>) =>
    pageEInvoiceAnswer(deps, event, toUbl),
});
