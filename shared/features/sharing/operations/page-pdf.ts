import { pdfFile } from '../../../http/answers.ts';
import { openedForFile, pageErrors } from '../../../http/document-page.ts';
import { publicOperation } from '../../../http/operation.ts';
import { documentFiles } from '../../../renderers/writers.ts';
import type { Stores } from '../../ports.ts';
import { pageParams } from '../schema.ts';

/** The PDF, from the page. */
export const pagesPdf = publicOperation({
  name: 'pages.pdf',
  method: 'GET',
  path: '/d/{token}/pdf',
  handler: 'functions/sharing/page-pdf.ts',
  access: 'public',
  body: 'none',
  makesPdf: true,
  table: ['GetItem', 'Query', 'UpdateItem'],
  summary: 'The PDF, from the page',
  tag: 'Document page',
  params: pageParams,
  success: { kind: 'pdf' },
  errors: [404],
  renderError: pageErrors,
  run: async (event, deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'limits' | 'shares'>) => {
    const { doc, principal } = await openedForFile(deps, event);
    const { pdf } = await documentFiles(deps, principal, doc);
    return pdfFile(pdf, `${doc.type}-${doc.General.Number}.pdf`);
  },
});
