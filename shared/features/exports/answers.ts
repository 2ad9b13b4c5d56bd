/**
 * The exports feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { date, dateTime, text } from '../../kernel/answers.ts';
import { exportKinds } from './model.ts';

/** An export job (docs/api.md §16). */
export const exportJob = z.object({
  export_id: z.int(),
  Kind: z.enum(exportKinds),
  From: date,
  To: date,
  Status: z.enum(['running', 'done', 'failed']),
  Rows: z.int(),
  Skipped: z.int(),
  FileName: text,
  Url: z.nullable(z.url()),
  CreatedAt: dateTime,
});
