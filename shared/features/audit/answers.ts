/**
 * The audit feature's answers as schemas, for the API description: what its presenters give.
 * The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, dateTime, maybeText, number, text } from '../../kernel/answers.ts';
import { journalKinds } from './model.ts';

/** One entry of the journal. */
export const journalEntry = component(
  'JournalEntry',
  z.object({
    Seq: number,
    At: dateTime,
    Kind: z.enum(journalKinds),
    Object: z.record(z.string(), z.union([text, number])),
    Digest: text,
    Previous: maybeText,
    Hash: text,
  }),
);

/** What verify finds. */
export const verification = component(
  'JournalVerification',
  z.object({
    Valid: z.boolean(),
    Entries: number,
    Head: maybeText,
    Broken: z.optional(z.object({ Seq: number, Kind: z.optional(text), Reason: text })),
    Gaps: z.optional(z.array(z.object({ After: text, Next: text }))),
  }),
);

/** A document's archive: each file, and where it is served. */
export const archive = component('Archive', z.array(z.object({ Name: text, Type: text, Url: text })));
