import * as z from 'zod/mini';
import { documentParams } from '../documents/params.ts';

/** An archived file's path: its document, and its name in the document's archive. */
export const archivedFileParams = z.strictObject({
  ...documentParams.shape,
  name: z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{0,99}$/, 'must be the name of an archived file')),
});
