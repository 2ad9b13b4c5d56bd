import { documentFiles } from '../../shared/einvoice/pdf.ts';
import { pdfFile } from '../../shared/http/answers.ts';
import { openedFrom, pageErrors } from '../../shared/http/document-page.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(
  'pages.pdf',
  async (event) => {
    const { doc, principal } = await openedFrom(event);
    const { pdf } = await documentFiles(principal, doc);
    return pdfFile(pdf, `${doc.type}-${doc.General.Number}.pdf`);
  },
  pageErrors,
);
