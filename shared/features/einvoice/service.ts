import type { Principal } from '../../access/principal.ts';
import { Failure, notFound } from '../../kernel/errors.ts';
import type { Client } from '../clients/model.ts';
import { asIssued } from '../documents/issuing.ts';
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
  /** The linked client as the document states it: as it stood at the issue, once issued. */
  client?: Client;
  /** The linked client as it is now: whom the document is sent to, in which language. */
  contact?: Client;
  /** A credit note's invoice's DateIssue (BT-26). */
  creditedInvoiceDate?: string;
  /** The seller's logo, when asked for and there is one: what the PDF, the page and the e-mail show. */
  logo?: Logo;
}

/**
 * The parties of a document, read at once (the PDF, the e-invoice and the e-mail all need them).
 * An issued document's files state them as they stood at its issue (`issuedWith`, docs/api.md
 * §20): a later edit of the profile or the client changes none of its files; only whom it is sent
 * to follows the client. `now` reads them as they are (the document's page shows the seller as it
 * is today, docs/api.md §12). `contact` asks whom it is sent to (a mail, a reminder): an issued
 * document's files read no client otherwise. `client` is the linked client when the caller has
 * read it already in this request: it is not read again.
 */
export async function partiesOf(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>,
  principal: Principal,
  doc: Document,
  options: { logo?: boolean; now?: boolean; contact?: boolean; client?: Client } = {},
): Promise<Parties> {
  const kept = options.now ? undefined : doc.issuedWith;
  // The profile and the company are one item: read once.
  const credited = !kept && doc.type === 'creditnote' ? doc.General.Invoice : undefined;
  const readsClient = doc.clientId !== undefined && (!kept || options.contact);
  const [stored, contact, invoice] = await Promise.all([
    kept && !options.logo ? undefined : deps.accounts.profile(principal.accountId),
    // The client the caller read already in this request is the client as it is now.
    readsClient ? (options.client ?? deps.clients.get(principal.accountId, doc.clientId!)) : undefined,
    credited ? deps.documents.get(principal.accountId, 'invoice', credited) : undefined,
  ]);
  const logo = options.logo ? await logoOf(deps, principal.accountId, stored?.logo) : undefined;
  const stated: Omit<Parties, 'logo' | 'contact'> = kept
    ? { ...kept, company: kept.company || principal.company }
    : {
        profile: withDefaults(stored?.profile),
        company: stored?.company ?? principal.company,
        currency: stored?.currency ?? '',
        ...(contact ? { client: contact } : {}),
        ...(invoice ? { creditedInvoiceDate: invoice.General.DateIssue } : {}),
      };
  return { ...stated, ...(logo ? { logo } : {}), ...(contact ? { contact } : {}) };
}

/** What a document's e-invoice would state (estimates have none). */
export async function eInvoiceFacts(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>,
  doc: Document,
  principal: Principal,
): Promise<Gathered> {
  const { profile, client, creditedInvoiceDate, currency } = await partiesOf(deps, principal, doc);
  return gatherFacts(doc, profile, client, { creditedInvoiceDate, accountCurrency: currency });
}

/**
 * The facts of an invoice's or credit note's e-invoice, or 409 `einvoice_incomplete` with one
 * detail per gap (its rule and the field to fill); `network` adds the gaps of a network's own
 * rules (Peppol's). An estimate's is 404: it has none.
 */
export async function requireEInvoice(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>,
  principal: Principal,
  type: DocumentType,
  number: string,
  network?: (facts: EInvoiceFacts) => Gap[],
): Promise<EInvoiceFacts> {
  if (type === 'estimate') throw notFound(`An e-invoice of the estimate ${number}`);
  return completeFacts(await eInvoiceFacts(deps, await getDocument(deps, principal, type, number), principal), network);
}

/**
 * The facts of the e-invoice written at the issue (docs/api.md §20), which the platform is
 * handed and the archive keeps, byte for byte: the document as issued (`asIssued`, no payment
 * since) with its parties as they stood; 409 `einvoice_incomplete` as `requireEInvoice`.
 */
export async function requireIssuedEInvoice(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>,
  principal: Principal,
  doc: Document,
  network?: (facts: EInvoiceFacts) => Gap[],
): Promise<EInvoiceFacts> {
  return completeFacts(await eInvoiceFacts(deps, asIssued(doc), principal), network);
}

/** The gathered facts when complete under their own and the network's rules, else 409 `einvoice_incomplete`. */
function completeFacts(gathered: Gathered, network?: (facts: EInvoiceFacts) => Gap[]): EInvoiceFacts {
  const gaps = gathered.facts ? (network?.(gathered.facts) ?? []) : gathered.gaps;
  if (gathered.facts && !gaps.length) return gathered.facts;
  throw new Failure(
    'conflict',
    'einvoice_incomplete',
    'The e-invoice cannot be made: data its rules require is missing.',
    gaps,
  );
}
