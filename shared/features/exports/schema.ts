import * as z from 'zod/mini';
import { filterDate, idText } from '../../kernel/validation.ts';
import { exportKinds } from './model.ts';

/** `POST /api/export/create`. */
export const exportInput = z
  .strictObject({
    Kind: z.enum(exportKinds, `must be one of ${exportKinds.join(', ')}`),
    From: filterDate,
    To: filterDate,
  })
  .check(z.refine((q) => q.From <= q.To, { message: 'is after To', path: ['From'] }));

/** The path of an export. */
export const exportParams = z.strictObject({ id: idText('an export_id') });
