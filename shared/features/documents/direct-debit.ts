import type { Principal } from '../../access/principal.ts';
import { requireActiveMandate } from '../mandates/service.ts';
import type { Stores } from '../ports.ts';
import type { Document } from './model.ts';

/**
 * A direct-debit invoice (`General.PaymentMethod` `direct_debit`, docs/api.md §19) names the
 * client's active SEPA mandate it is collected under, or is 409 `no_mandate`; any other keeps none.
 */
export async function withMandate(
  deps: Pick<Stores, 'mandates'>,
  principal: Principal,
  doc: Document,
): Promise<Document> {
  const { directDebit: _held, ...rest } = doc;
  if (doc.type !== 'invoice' || doc.General.PaymentMethod !== 'direct_debit') return rest;
  const mandate = doc.directDebit && (await deps.mandates.get(principal.accountId, doc.directDebit.mandateId));
  const usable =
    mandate?.Status === 'active' && mandate.clientId === doc.clientId
      ? mandate
      : await requireActiveMandate(deps, principal.accountId, doc.clientId);
  return { ...rest, directDebit: { mandateId: usable.mandateId, RUM: usable.RUM } };
}
