import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { StoresAndQueue } from '../../ports.ts';
import * as answers from '../answers.ts';
import { exportRecord } from '../present.ts';
import { exportInput } from '../schema.ts';
import { createExport, EXPORTS_QUEUE } from '../service.ts';

/** Start an export (FEC, invoices or payments CSV): 202, the file written by the export worker. */
export const exportCreate = apiOperation({
  name: 'export.create',
  method: 'POST',
  path: '/api/export/create',
  handler: 'functions/exports/create.ts',
  access: 'owner',
  body: 'json',
  input: exportInput,
  example: { Kind: 'fec', From: '2026-01-01', To: '2026-12-31' },
  sendsTo: [EXPORTS_QUEUE],
  table: write,
  summary: "Start an export: the accountant's FEC, invoices or payments as CSV",
  tag: 'Reports',
  success: { kind: 'accepted', schema: answers.exportJob },
  run: async ({ principal, body }, deps: StoresAndQueue<'accounts' | 'exports' | 'sequences'>) => {
    const job = await createExport(deps, principal, parse(exportInput, body, 'The export'));
    return json(exportRecord(job), { location: `/api/export/get/${job.exportId}` }, 202);
  },
});
