import { referencePage, referencePolicy } from '../../shared/api-description/reference-page.ts';
import { html } from '../../shared/http/answers.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler('reference.docs', async () =>
  html(referencePage, { 'content-security-policy': referencePolicy }),
);
