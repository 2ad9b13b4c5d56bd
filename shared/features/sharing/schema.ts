import * as z from 'zod/mini';
import { SHARE_DAYS } from './model.ts';

/** The share body: how many days the link lives (1 to 365, SHARE_DAYS when not sent, nor the body). */
export const shareInput = z._default(
  z.strictObject({
    days: z._default(
      z.int('must be a whole number of days').check(z.gte(1, 'must be 1 to 365'), z.lte(365, 'must be 1 to 365')),
      SHARE_DAYS,
    ),
  }),
  { days: SHARE_DAYS },
);

/** The share body, parsed. */
export type ShareInput = z.output<typeof shareInput>;

/** The page routes' path: a token of URL-safe base64 (the length is checked by the lookup, not here). */
export const pageParams = z.strictObject({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'is not a share token')),
});

/** A choice form's fields: the form token that proves the post came from the page. */
export const choiceForm = z.looseObject({ form_token: z.optional(z.string()) });
