import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { StoresAndQueue } from '../../ports.ts';
import { PLATFORM_QUEUE } from '../platform-queue.ts';
import { transmittableParams } from '../schema.ts';
import { transmitDocument } from '../transmission.ts';

/** Hand an issued invoice or credit note to the e-invoicing platform. */
export const documentsTransmit = apiOperation({
  name: 'documents.transmit',
  method: 'PUT',
  path: '/api/document.svc/action/transmit/{type}/{id}',
  handler: 'functions/einvoice/transmit.ts',
  access: 'staff-document',
  body: 'none',
  table: write,
  sendsTo: [PLATFORM_QUEUE],
  summary: 'Hand an issued invoice or credit note to the e-invoicing platform',
  tag: 'E-invoices',
  params: transmittableParams,
  success: yes,
  errors: [404, 409],
  run: async (
    { principal, params },
    deps: StoresAndQueue<'accounts' | 'clients' | 'documents' | 'platformRecords' | 'work'>,
  ) => {
    const { type, id } = parse(transmittableParams, params, 'The path');
    await transmitDocument(deps, principal, type, id);
    return text('true');
  },
});
