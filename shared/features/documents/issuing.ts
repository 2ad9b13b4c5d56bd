import { refused } from '../../kernel/errors.ts';
import type { Client } from '../clients/model.ts';
import type { Stores } from '../ports.ts';
import type { Document } from './model.ts';
import { issuingGaps } from './settlement.ts';

/**
 * Refuses to issue what no business may issue (`issuingGaps`): 409 `invoice_incomplete` naming
 * the fields, and the invoice stays a draft. The linked client is read only when the document
 * names no buyer itself; `linked` is the client the caller has in hand already.
 */
export async function requireIssuable(
  deps: Stores,
  accountId: string,
  doc: Document,
  linked?: Client | null,
): Promise<void> {
  if (doc.type !== 'invoice') return;
  const client =
    linked ??
    (doc.clientId !== undefined && !doc.Client.ClientName.trim()
      ? await deps.clients.get(accountId, doc.clientId)
      : undefined);
  const gaps = issuingGaps(doc, client ?? undefined);
  if (gaps.length) {
    throw refused(
      'invoice_incomplete',
      `The invoice ${doc.General.Number} cannot be issued: ${gaps.map((g) => g.field).join(', ')}.`,
      gaps,
    );
  }
}
