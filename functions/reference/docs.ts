import { html } from '../../shared/http/answers.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';
import { referencePage, referencePolicy } from '../../shared/renderers/openapi/reference-page.ts';

export const handler = publicHandler('reference.docs', async () =>
  html(referencePage, { 'content-security-policy': referencePolicy }),
);
