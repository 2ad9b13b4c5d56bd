import { baseUrlOf } from '../../../http/base-url.ts';
import { openedFrom, pageErrors, pagePath } from '../../../http/document-page.ts';
import { publicOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
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
  errors: [404, 409],
  renderError: pageErrors,
  run: async (event, deps: StoresAndProvider) => {
    const opened = await openedFrom(deps, event);
    const url = await openCheckout(deps, opened, `${baseUrlOf(event)}${pagePath(event)}`);
    return { statusCode: 303, headers: { location: url, 'cache-control': 'no-store' }, body: '' };
  },
});
