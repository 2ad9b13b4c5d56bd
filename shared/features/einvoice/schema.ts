import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { instantInRange, line, positiveAmount } from '../../kernel/validation.ts';
import { lifecycleStatuses } from '../documents/lifecycle.ts';
import { documentNumber } from '../documents/schema.ts';
import { isSiren, isSiret } from '../parties/identifiers.ts';
import type { DirectoryQuery } from './platform-model.ts';

/** A lifecycle status reported through the API (docs/api.md §17): a status of the list, when (ISO 8601 with its zone), why. */
export const lifecycleInput = z.strictObject({
  Status: z.enum(lifecycleStatuses, `must be one of ${lifecycleStatuses.join(', ')}`),
  At: z.optional(instantInRange),
  Reason: z.optional(line(1000)),
  /** `cashed`: the amount cashed, in the document's currency; records the payment if not recorded yet. */
  Amount: z.optional(positiveAmount),
});

/** The lifecycle PUT's body, parsed. */
export type LifecycleInput = z.output<typeof lifecycleInput>;

/** The documents a platform takes: invoices and credit notes. */
export const transmittableParams = z.strictObject({
  type: z.enum(['invoice', 'creditnote'], 'must be invoice or creditnote'),
  id: documentNumber,
});

/** `PUT /api/account/platform` (docs/api.md §20): the account's own platform, an http(s) URL, its OAuth client. */
export const platformInput = z.strictObject({
  Provider: z.optional(z.enum(['afnor'], 'must be afnor (the XP Z12-013 flow API)')),
  Url: line(500).check(z.refine((v) => /^https?:\/\/[^\s/]+/i.test(v), 'must be an http or https URL')),
  ClientId: z.optional(line(200)),
  ClientSecret: z.optional(line(2000)),
  RoutingAddress: z.optional(line(200)),
});

/** The platform settings' body, parsed. */
export type PlatformInput = z.output<typeof platformInput>;

/** A directory search (docs/api.md §20): exactly one of a SIREN, a SIRET or (part of) a name. */
export const directoryQuery = z
  .strictObject({
    siren: z.optional(z.string().check(z.refine(isSiren, 'must be a SIREN: 9 digits with a valid check digit'))),
    siret: z.optional(z.string().check(z.refine(isSiret, 'must be a SIRET: 14 digits with a valid check digit'))),
    name: z.optional(z.string().check(z.minLength(2, 'must be at least 2 characters'), z.maxLength(100))),
  })
  .check(
    z.refine(
      (q) => [q.siren, q.siret, q.name].filter((v) => v !== undefined).length === 1,
      'give one of siren, siret or name',
    ),
  );

/** The kept messages' list (docs/api.md §20): paging and the status. */
export const platformMessagesQuery = z.strictObject({
  limit: limitParam,
  cursor: z.optional(z.string()),
  status: z.optional(z.enum(['set_aside', 'recorded'], 'must be set_aside or recorded')),
});

/** The one criterion a parsed directory query gives. */
export const directoryCriterion = (q: z.output<typeof directoryQuery>): DirectoryQuery =>
  q.siren ? { siren: q.siren } : q.siret ? { siret: q.siret } : { name: q.name ?? '' };
