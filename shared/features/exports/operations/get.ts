import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { StoresAndQueue } from '../../ports.ts';
import * as answers from '../answers.ts';
import type { ExportFilesPort } from '../port.ts';
import { exportRecord } from '../present.ts';
import { exportParams } from '../schema.ts';
import { EXPORTS_QUEUE, getExport } from '../service.ts';

/** Get an export: its Status, counts and, once done, a download link for 15 minutes. */
export const exportGet = apiOperation({
  name: 'export.get',
  method: 'GET',
  path: '/api/export/get/{id}',
  handler: 'functions/exports/get.ts',
  access: 'owner',
  body: 'none',
  params: exportParams,
  // A done export whose file is gone is queued to be made again.
  sendsTo: [EXPORTS_QUEUE],
  exportFiles: 'read',
  table: write,
  summary: 'Get an export and its download link',
  tag: 'Reports',
  success: { kind: 'json', schema: answers.exportJob },
  errors: [404],
  run: async ({ principal, params }, deps: StoresAndQueue<'exports'> & { exportFiles: ExportFilesPort }) => {
    const { job, url } = await getExport(deps, principal, parse(exportParams, params, 'The path').id);
    return json(exportRecord(job, url));
  },
});
