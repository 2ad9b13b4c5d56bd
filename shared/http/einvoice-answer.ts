import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { documentParams } from '../features/documents/params.ts';
import type { EInvoiceFacts, Gap } from '../features/einvoice/facts.ts';
import { eInvoiceFacts, requireEInvoice } from '../features/einvoice/service.ts';
import type { Stores } from '../features/ports.ts';
import { notFound } from '../kernel/errors.ts';
import { parse } from '../kernel/validation.ts';
import { type Answer, xmlFile } from './answers.ts';
import { openedForFile } from './document-page.ts';
import type { ApiRequest } from './operation.ts';

/** The e-invoice of the path's document in one syntax (UBL or CII, or Peppol's UBL with its gaps), as `application/xml`. */
export async function eInvoiceAnswer(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>,
  { principal, params }: ApiRequest,
  write: (facts: EInvoiceFacts) => Promise<string>,
  network?: (facts: EInvoiceFacts) => Gap[],
): Promise<Answer> {
  const { type, id } = parse(documentParams, params, 'The path');
  return xmlFile(await write(await requireEInvoice(deps, principal, type, id, network)));
}

/** The same from the document page: a document whose e-invoice cannot be made (an estimate's, an incomplete one's) is 404. */
export async function pageEInvoiceAnswer(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'limits' | 'shares'>,
  event: APIGatewayProxyEventV2,
  write: (facts: EInvoiceFacts) => Promise<string>,
): Promise<Answer> {
  const { doc, principal } = await openedForFile(deps, event);
  const { facts } = doc.type === 'estimate' ? { facts: undefined } : await eInvoiceFacts(deps, doc, principal);
  if (!facts) throw notFound('The e-invoice');
  return xmlFile(await write(facts));
}
