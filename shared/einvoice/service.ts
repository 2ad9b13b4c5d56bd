import type { Principal } from '../auth/principal.ts';
import type { Document, DocumentType } from '../documents/model.ts';
import { getDocument } from '../documents/service.ts';
import { ApiError, notFound } from '../errors.ts';
import { ports } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import { type EInvoiceFacts, type Gathered, gatherFacts } from './facts.ts';

/** A document the principal may reach, and what its e-invoice would state (estimates have none). */
export async function eInvoiceFacts(doc: Document, principal: Principal): Promise<Gathered> {
  const [profile, client] = await Promise.all([
    getProfile(principal),
    doc.clientId === undefined ? undefined : ports().clients.get(principal.accountId, doc.clientId),
  ]);
  return gatherFacts(doc, profile, client);
}

/**
 * The facts of an invoice's or credit note's e-invoice, or 409 `einvoice_incomplete` with one
 * detail per gap (its EN 16931 rule and the field to fill). An estimate's is 404: it has none.
 */
export async function requireEInvoice(
  principal: Principal,
  type: DocumentType,
  number: string,
): Promise<EInvoiceFacts> {
  if (type === 'estimate') throw notFound(`An e-invoice of the estimate ${number}`);
  const gathered = await eInvoiceFacts(await getDocument(principal, type, number), principal);
  if (gathered.facts) return gathered.facts;
  throw new ApiError(
    409,
    'einvoice_incomplete',
    'The e-invoice cannot be made: data EN 16931 requires is missing.',
    gathered.gaps,
  );
}
