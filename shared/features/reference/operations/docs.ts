import { html } from '../../../http/answers.ts';
import { publicOperation } from '../../../http/operation.ts';
import { referencePage, referencePolicy } from '../../../renderers/openapi/reference-page.ts';

/** The reference page of this description. */
export const referenceDocs = publicOperation({
  name: 'reference.docs',
  method: 'GET',
  path: '/api/docs',
  handler: 'functions/reference/docs.ts',
  access: 'public',
  body: 'none',
  table: [],
  summary: 'The reference page of this description',
  tag: 'Reference',
  success: { kind: 'html' },
  run: async () => html(referencePage, { 'content-security-policy': referencePolicy }),
});
