import type { Principal } from '../../access/principal.ts';
import { Failure, notFound } from '../../kernel/errors.ts';
import type { Client } from '../clients/model.ts';
import type { Document, DocumentType } from '../documents/model.ts';
import { getDocument } from '../documents/service.ts';
import type { Stores } from '../ports.ts';
import type { Logo } from '../profile/logo.ts';
import type { Profile } from '../profile/model.ts';
import { logoOf, withDefaults } from '../profile/service.ts';
import { type EInvoiceFacts, type Gap, type Gathered, gatherFacts } from './facts.ts';

/** Who a document is from and to: the seller profile, the account's company, the linked client. */
export interface Parties {
  profile: Profile;
  company: string;
  /** The account's currency: the one RecoveryIndemnity is in. */
  currency: string;
  client?: Client;
  /** A credit note's invoice's DateIssue (BT-26). */
  creditedInvoiceDate?: string;
  /** The seller's logo, when asked for and there is one: what the PDF, the page and the e-mail show. */
  logo?: Logo;
}

/** The parties of a document, read at once (the PDF, the e-invoice and the e-mail all need them). */
export async function partiesOf(
  deps: Stores,
  principal: Principal,
  doc: Document,
  options: { logo?: boolean } = {},
): Promise<Parties> {
  // The profile and the company are one item: read once.
  const credited = doc.type === 'creditnote' ? doc.General.Invoice : undefined;
  const [stored, client, invoice] = await Promise.all([
    deps.accounts.profile(principal.accountId),
    doc.clientId === undefined ? undefined : deps.clients.get(principal.accountId, doc.clientId),
    credited ? deps.documents.get(principal.accountId, 'invoice', credited) : undefined,
  ]);
  const logo = options.logo ? await logoOf(deps, principal.accountId, stored?.logo) : undefined;
  return {
    ...(logo ? { logo } : {}),
    profile: withDefaults(stored?.profile),
    company: stored?.company ?? principal.company,
    currency: stored?.currency ?? '',
    ...(client ? { client } : {}),
    ...(invoice ? { creditedInvoiceDate: invoice.General.DateIssue } : {}),
  };
}

/** What a document's e-invoice would state (estimates have none). */
export async function eInvoiceFacts(deps: Stores, doc: Document, principal: Principal): Promise<Gathered> {
  const { profile, client, creditedInvoiceDate, currency } = await partiesOf(deps, principal, doc);
  return gatherFacts(doc, profile, client, { creditedInvoiceDate, accountCurrency: currency });
}

/**
 * The facts of an invoice's or credit note's e-invoice, or 409 `einvoice_incomplete` with one
 * detail per gap (its rule and the field to fill); `network` adds the gaps of a network's own
 * rules (Peppol's). An estimate's is 404: it has none.
 */
export async function requireEInvoice(
  deps: Stores,
  principal: Principal,
  type: DocumentType,
  number: string,
  network?: (facts: EInvoiceFacts) => Gap[],
): Promise<EInvoiceFacts> {
  if (type === 'estimate') throw notFound(`An e-invoice of the estimate ${number}`);
  const gathered = await eInvoiceFacts(deps, await getDocument(deps, principal, type, number), principal);
  const gaps = gathered.facts ? (network?.(gathered.facts) ?? []) : gathered.gaps;
  if (gathered.facts && !gaps.length) return gathered.facts;
  throw new Failure(
    'conflict',
    'einvoice_incomplete',
    'The e-invoice cannot be made: data its rules require is missing.',
    gaps,
  );
}
