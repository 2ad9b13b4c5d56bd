import { refused } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
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
  await requireExchangeRate(deps, accountId, doc);
  const gaps = issuingGaps(doc, client ?? undefined);
  if (gaps.length) {
    throw refused(
      'invoice_incomplete',
      `The invoice ${doc.General.Number} cannot be issued: ${gaps.map((g) => g.field).join(', ')}.`,
      gaps,
    );
  }
}

/**
 * A French seller on the reform's network (its profile has an electronic address) states the
 * rate of a document in another currency than the account's, with VAT (docs/api.md §17;
 * CGI art. 242 nonies A): the e-invoice gives the VAT in the account currency (BT-6, BT-111). 409
 * `einvoice_incomplete` when it does not, and the invoice stays a draft.
 */
async function requireExchangeRate(deps: Stores, accountId: string, doc: Document): Promise<void> {
  if (doc.General.ExchangeRate || !doc.Items.some((item) => decimal(item.VAT).gt(0))) return;
  const account = await deps.accounts.profile(accountId);
  if (!account?.currency || account.currency === doc.General.Currency) return;
  if (account.profile.Country !== 'FR' || !account.profile.ElectronicAddress) return;
  throw refused(
    'einvoice_incomplete',
    `The invoice ${doc.General.Number} is in ${doc.General.Currency} with VAT: give General.ExchangeRate (${account.currency} per ${doc.General.Currency}) to issue it.`,
    [
      {
        field: 'General.ExchangeRate',
        message: `is required: ${account.currency} per unit of ${doc.General.Currency}`,
      },
    ],
  );
}
