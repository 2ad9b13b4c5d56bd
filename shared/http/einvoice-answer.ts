import { documentParams } from '../documents/params.ts';
import type { EInvoiceFacts } from '../einvoice/facts.ts';
import { requireEInvoice } from '../einvoice/service.ts';
import { parse } from '../validation.ts';
import type { Answer } from './answers.ts';
import type { ApiRequest } from './api-handler.ts';

/** The e-invoice of the path's document in one syntax (UBL or CII), as `application/xml`. */
export async function eInvoiceAnswer(
  { principal, params }: ApiRequest,
  write: (facts: EInvoiceFacts) => string,
): Promise<Answer> {
  const { type, id } = parse(documentParams, params, 'The path');
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/xml; charset=utf-8' },
    body: write(await requireEInvoice(principal, type, id)),
  };
}
