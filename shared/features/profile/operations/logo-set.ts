import { json } from '../../../http/answers.ts';
import { type FileBody, fileBody } from '../../../http/file-body.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { logoTypes, MAX_LOGO_BYTES } from '../logo.ts';
import { setLogo } from '../logo-upload.ts';

const accepts = { types: [...logoTypes], maxBytes: MAX_LOGO_BYTES };

/** Set the seller's logo: a PNG or JPEG the PDF, the page and the e-mail show. */
export const accountLogoSet = apiOperation({
  name: 'account.logo-set',
  method: 'PUT',
  path: '/api/account/logo',
  handler: 'functions/profile/logo-set.ts',
  access: 'owner',
  body: 'file',
  accepts,
  bodyAdapter: fileBody(accepts),
  table: write,
  summary: "Set the seller's logo (PNG or JPEG, at most 512 KiB)",
  tag: 'Account',
  success: { kind: 'json', schema: answers.logo },
  run: async ({ principal, body }, deps: Pick<Stores, 'accounts'>) =>
    json(await setLogo(deps, principal, body as FileBody)),
});
