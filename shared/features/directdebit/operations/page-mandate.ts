import { backToPage, openedFrom, ownFormFields, pageRefusals } from '../../../http/document-page.ts';
import { publicOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { mandatePageForm } from '../../mandates/schema.ts';
import type { Stores } from '../../ports.ts';
import { pageParams } from '../../sharing/schema.ts';
import { signMandateOnPage } from '../page-mandate.ts';

/** Sign a SEPA Direct Debit mandate on the document page: the page's form (303 back to the page). */
export const pagesMandate = publicOperation({
  name: 'pages.mandate',
  method: 'POST',
  path: '/d/{token}/mandate',
  handler: 'functions/directdebit/page-mandate.ts',
  access: 'public',
  body: 'none',
  usesSigningKey: true,
  table: write,
  summary: "Sign a SEPA Direct Debit mandate on the document page: the page's form (303 back to the page)",
  tag: 'Document page',
  params: pageParams,
  input: mandatePageForm,
  success: { kind: 'redirect' },
  errors: [400, 403, 404, 409],
  renderError: pageRefusals,
  run: async (
    event,
    deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'mandates' | 'sequences' | 'shares'>,
  ) => {
    const opened = await openedFrom(deps, event);
    const fields = ownFormFields(event, opened);
    await signMandateOnPage(deps, opened, fields, {
      ip: event.requestContext?.http?.sourceIp ?? '',
      userAgent: event.headers?.['user-agent'] ?? '',
    });
    return backToPage(event);
  },
});
