import { partiesOf } from '../../shared/features/einvoice/service.ts';
import { formToken } from '../../shared/features/sharing/form-token.ts';
import { offersChoice, recordView } from '../../shared/features/sharing/service.ts';
import { htmlPage, openedFrom, pagePath } from '../../shared/http/document-page.ts';
import { pageHandler } from '../../shared/http/page-handler.ts';
import { renderDocumentPage } from '../../shared/renderers/page/render.ts';
import { documentView } from '../../shared/renderers/page/view.ts';

export const handler = pageHandler('pages.view', async (event) => {
  const opened = await openedFrom(event);
  const doc = await recordView(opened);
  const view = documentView(doc, await partiesOf(opened.principal, doc), {
    base: pagePath(event),
    formToken: formToken(opened.link),
    offersChoice: offersChoice(doc),
  });
  return htmlPage(renderDocumentPage(view));
});
