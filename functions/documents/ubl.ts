import { documentParams } from '../../shared/documents/params.ts';
import { requireEInvoice } from '../../shared/einvoice/service.ts';
import { toUbl } from '../../shared/einvoice/ubl.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('documents.ubl', async ({ principal, params }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/xml; charset=utf-8' },
    body: toUbl(await requireEInvoice(principal, type, id)),
  };
});
