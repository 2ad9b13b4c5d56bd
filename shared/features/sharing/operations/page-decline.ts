import { choiceAnswer, pageErrors } from '../../../http/document-page.ts';
import { publicOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import { pageParams } from '../schema.ts';

/** Decline a sent estimate: the page's form (303 back to the page). */
export const pagesDecline = publicOperation({
  name: 'pages.decline',
  method: 'POST',
  path: '/d/{token}/decline',
  handler: 'functions/sharing/page-decline.ts',
  access: 'public',
  body: 'none',
  usesSigningKey: true,
  table: write,
  summary: "Decline a sent estimate: the page's form (303 back to the page)",
  tag: 'Document page',
  params: pageParams,
  success: { kind: 'redirect' },
  errors: [403, 404, 409],
  renderError: pageErrors,
  run: (event, deps: Pick<Stores, 'accounts' | 'documents' | 'shares'>) => choiceAnswer(deps, event, 'decline'),
});
