import { requireDocumentTab } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { addDays } from '../../kernel/dates.ts';
import { invalid } from '../../kernel/errors.ts';
import { everyPage } from '../../kernel/pagination.ts';
import { clientName } from '../clients/model.ts';
import { getClient } from '../clients/service.ts';
import { accountClock } from '../clock/service.ts';
import type { Document, DocumentType } from '../documents/model.ts';
import type { Stores } from '../ports.ts';
import { addMonths } from '../recurring/schedule.ts';
import type { Statement } from './model.ts';
import { movementsOf, sectionsOf } from './rules.ts';
import type { StatementQuery } from './schema.ts';

/** Every live document of a type a client has, page by page from its client index. */
async function clientDocuments(
  deps: Pick<Stores, 'documents'>,
  accountId: string,
  clientId: number,
  type: DocumentType,
) {
  const all: Document[] = [];
  for (const folder of ['active', 'archived'] as const)
    all.push(...(await everyPage((start) => deps.documents.list(accountId, type, folder, { clientId }, 500, start))));
  return all;
}

/**
 * A client's statement of account (docs/api.md §14), from `from` to `to` (default: the twelve
 * months to the account's today). Staff see their assigned clients' only; others are 404.
 */
export async function clientStatement(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>,
  principal: Principal,
  clientId: number,
  query: StatementQuery,
): Promise<Statement> {
  requireDocumentTab(principal, 'invoice');
  const client = await getClient(deps, principal, clientId);
  const to = query.to ?? (await accountClock(deps, principal.accountId)).today;
  const from = query.from ?? addDays(addMonths(to, -12), 1);
  if (from > to) throw invalid('from is after to.', [{ field: 'from', message: 'is after to' }]);
  const [invoices, credits] = await Promise.all([
    clientDocuments(deps, principal.accountId, clientId, 'invoice'),
    clientDocuments(deps, principal.accountId, clientId, 'creditnote'),
  ]);
  return {
    clientId,
    clientName: clientName(client),
    culture: client.Culture,
    from,
    to,
    sections: sectionsOf(movementsOf([...invoices, ...credits]), from, to),
  };
}
