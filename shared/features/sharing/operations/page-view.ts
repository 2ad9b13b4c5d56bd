import { htmlPage, openedFrom, pageErrors, pagePath } from '../../../http/document-page.ts';
import { publicOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { renderDocumentPage } from '../../../renderers/page/render.ts';
import { documentView } from '../../../renderers/page/view.ts';
import { accountClock } from '../../clock/service.ts';
import { payableOnline } from '../../documents/settlement.ts';
import { partiesOf } from '../../einvoice/service.ts';
import type { Stores } from '../../ports.ts';
import { formToken } from '../form-token.ts';
import { pageParams } from '../schema.ts';
import { mandateOfPage, offersChoice, onlineParts, recordView, takesPayments } from '../service.ts';

/** The document's page (HTML, in the client's language); the first view is recorded. */
export const pagesView = publicOperation({
  name: 'pages.view',
  method: 'GET',
  path: '/d/{token}',
  handler: 'functions/sharing/page-view.ts',
  access: 'public',
  body: 'none',
  usesSigningKey: true,
  table: write,
  summary: "The document's page (HTML, in the client's language); the first view is recorded",
  tag: 'Document page',
  params: pageParams,
  success: { kind: 'html' },
  errors: [404],
  renderError: pageErrors,
  run: async (
    event,
    deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'mandates' | 'providerRecords' | 'shares'>,
  ) => {
    const opened = await openedFrom(deps, event);
    const doc = await recordView(deps, opened);
    const [parties, clock, provider] = await Promise.all([
      partiesOf(deps, opened.principal, doc, { logo: true, now: true }),
      accountClock(deps, opened.principal.accountId),
      deps.providerRecords.settings(opened.principal.accountId),
    ]);
    const mandate = await mandateOfPage(deps, opened, parties);
    const view = documentView(doc, parties, {
      base: pagePath(event),
      formToken: formToken(opened.link),
      offersChoice: offersChoice(doc, clock.today),
      today: clock.today,
      // Paid online through the account's provider (docs/api.md §19): an open invoice with anything due.
      ...(mandate ? { mandate } : {}),
      ...(takesPayments(provider) && payableOnline(doc) ? { payable: onlineParts(doc, parties.profile) } : {}),
    });
    return htmlPage(renderDocumentPage(view));
  },
});
