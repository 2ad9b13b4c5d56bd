import { baseUrlOf } from '../../../http/base-url.ts';
import { htmlPage, openedFrom, pagePath, pageRefusals } from '../../../http/document-page.ts';
import { publicOperation } from '../../../http/operation.ts';
import { formatMoney } from '../../../kernel/formats.ts';
import { write } from '../../../kernel/operation.ts';
import { renderHandoffPage } from '../../../renderers/page/render.ts';
import { pageWordingFor } from '../../../renderers/page/wording.ts';
import type { StoresAndProvider } from '../../ports.ts';
import { pageParams } from '../../sharing/schema.ts';
import { openCheckout } from '../checkout.ts';

/** Pay the page's invoice: a checkout at the account's provider (303 to it). */
export const pagesPay = publicOperation({
  name: 'pages.pay',
  method: 'GET',
  path: '/d/{token}/pay',
  handler: 'functions/online-payments/page-pay.ts',
  access: 'public',
  body: 'none',
  usesSigningKey: true,
  table: write,
  summary: "Pay the page's invoice: a checkout at the account's payment provider (303 to it)",
  tag: 'Document page',
  params: pageParams,
  success: { kind: 'handoff' },
  // A part (`?amount=`, where the seller takes parts) answers a page with a link on instead.
  errors: [400, 404, 409],
  renderError: pageRefusals,
  run: async (event, deps: StoresAndProvider<'accounts' | 'clients' | 'documents' | 'providerRecords' | 'shares'>) => {
    const opened = await openedFrom(deps, event);
    const part = event.queryStringParameters?.amount;
    const { url, amount } = await openCheckout(deps, opened, `${baseUrlOf(event)}${pagePath(event)}`, part);
    if (part === undefined)
      return { statusCode: 303, headers: { location: url, 'cache-control': 'no-store' }, body: '' };
    // A part comes from the page's form, which may not lead elsewhere: a link on to the checkout.
    const { accountId, clientId } = opened.doc;
    const client = clientId === undefined ? undefined : await deps.clients.get(accountId, clientId);
    const words = pageWordingFor(client?.Culture);
    return htmlPage(
      renderHandoffPage(words, formatMoney(amount.toString(), opened.doc.General.Currency, words.locale), url),
    );
  },
});
