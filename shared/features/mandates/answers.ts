/**
 * The mandates feature's answers as schemas, for the API description: what its presenters give.
 * The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, dateTime, number, text } from '../../kernel/answers.ts';

/** A SEPA Direct Debit mandate. */
export const mandate = component(
  'Mandate',
  z.object({
    mandate_id: number,
    client_id: number,
    RUM: text,
    IBAN: text,
    BIC: text,
    Name: text,
    SignedAt: text,
    Scheme: z.enum(['CORE', 'B2B']),
    Type: z.enum(['recurring', 'oneoff']),
    Status: z.enum(['active', 'revoked']),
    RevokedAt: text,
    RevokeReason: text,
    Collections: number,
    CreateDate: dateTime,
    /** Signed by the payer on the document page: when, from where, on which page. */
    Consent: z.optional(z.object({ At: dateTime, IP: text, UserAgent: text, Page: text })),
  }),
);
