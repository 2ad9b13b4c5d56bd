import { pdfFile } from '../../shared/http/answers.ts';
import { openedForFile } from '../../shared/http/document-page.ts';
import { pageHandler } from '../../shared/http/page-handler.ts';
import { documentFiles } from '../../shared/renderers/writers.ts';

export const handler = pageHandler('pages.pdf', async (event) => {
  const { doc, principal } = await openedForFile(event);
  const { pdf } = await documentFiles(principal, doc);
  return pdfFile(pdf, `${doc.type}-${doc.General.Number}.pdf`);
});
