import { createHmac, randomBytes } from 'node:crypto';
import { actingOwner, type Principal } from '../../access/principal.ts';
import { hashToken } from '../../access/tokens.ts';
import { conflict, notFound } from '../../kernel/errors.ts';
import { moneyText } from '../../kernel/money.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import { signingKey } from '../../kernel/signing-key.ts';
import type { Client } from '../clients/model.ts';
import { historyEntry } from '../documents/history.ts';
import type { ClientAct, Document, DocumentType } from '../documents/model.ts';
import { storedNumber } from '../documents/numbering.ts';
import { estimateLapsed } from '../documents/rules.ts';
import { getDocument } from '../documents/service.ts';
import { computeTotals } from '../documents/totals.ts';
import { mandateOffer } from '../mandates/consent.ts';
import type { Stores } from '../ports.ts';
import type { Profile } from '../profile/model.ts';
import { type ClientChoice, SHARE_DAYS, type ShareLink } from './model.ts';

const DAY_MS = 86_400_000;
/** The token of a link: an HMAC of its random nonce, 256 bits in 43 URL-safe characters. */
const tokenOf = (nonce: string) =>
  createHmac('sha256', signingKey()).update(`document-share\0${nonce}`).digest('base64url');

/** A new link, as the share answer gives it: the token once, and when the link expires. */
export interface Shared {
  token: string;
  expires: string;
}

/** What the page reads once its token is known: the link, its document, and who acts for the client. */
export interface Opened {
  link: ShareLink;
  doc: Document;
  /** The account's owner grants, as user 0: the client acts on one document only, through its link. */
  principal: Principal;
}

/** The client sees issued documents only: an invoice or credit note once issued, an estimate once sent. */
const isShareable = (doc: Document) => doc.General.Status !== 'draft' && doc.folder !== 'deleted';

/** Shares a document for `days` (docs/api.md §12); a draft is refused with 409. */
export async function shareDocument(
  deps: Pick<Stores, 'documents' | 'shares'>,
  principal: Principal,
  type: DocumentType,
  number: string,
  days = SHARE_DAYS,
) {
  return shareRead(deps, principal, await getDocument(deps, principal, type, number), days);
}

/** Shares a document the caller has read already, as `shareDocument` does. */
export function shareRead(
  deps: Pick<Stores, 'shares'>,
  principal: Principal,
  doc: Document,
  days = SHARE_DAYS,
): Promise<Shared> {
  if (!isShareable(doc)) throw conflict(`A draft ${doc.type} cannot be shared: issue or send it first.`);
  return storeLink(deps, principal, doc, days);
}

async function storeLink(
  deps: Pick<Stores, 'shares'>,
  principal: Principal,
  doc: Document,
  days: number,
): Promise<Shared> {
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenOf(nonce);
  const now = Date.now();
  const link: ShareLink = {
    accountId: principal.accountId,
    company: principal.company,
    type: doc.type,
    number: storedNumber(doc),
    documentCreatedAt: doc.createdAt,
    tokenHash: hashToken(token),
    nonce,
    createdAt: now,
    expiresAt: now + days * DAY_MS,
    createdBy: principal.userId,
  };
  const expires = new Date(link.expiresAt).toISOString();
  await deps.shares.create(link, historyEntry(principal, doc, 'share', { Expires: expires }));
  return { token, expires };
}

/** A link left less than this is not handed out again: the client may open the e-mail days later. */
const MIN_LIFE_FOR_MAIL_MS = 7 * DAY_MS;

/**
 * The link the e-mail of a send carries (docs/api.md §12): a live link of the document, else
 * a new one of 90 days, recorded as `share`. A draft is shared too: the send issues it.
 */
export async function linkForMail(deps: Pick<Stores, 'shares'>, principal: Principal, doc: Document): Promise<Shared> {
  const links = await deps.shares.ofDocument(principal.accountId, doc.type, storedNumber(doc));
  const live = links
    .filter((l) => l.documentCreatedAt === doc.createdAt && l.expiresAt - Date.now() > MIN_LIFE_FOR_MAIL_MS)
    .sort((a, b) => b.expiresAt - a.expiresAt)[0];
  if (live) return { token: tokenOf(live.nonce), expires: new Date(live.expiresAt).toISOString() };
  return storeLink(deps, principal, doc, SHARE_DAYS);
}

/** Revokes every link of a document; a document never shared answers the same. */
export async function unshareDocument(
  deps: Pick<Stores, 'documents' | 'shares'>,
  principal: Principal,
  type: DocumentType,
  number: string,
): Promise<void> {
  const doc = await getDocument(deps, principal, type, number);
  await deps.shares.revoke(await deps.shares.ofDocument(principal.accountId, type, storedNumber(doc)));
}

/** The document a link was made for: undefined once deleted, or when its Number now names another document. */
async function documentOfLink(deps: Pick<Stores, 'documents'>, link: ShareLink): Promise<Document | undefined> {
  const doc = await deps.documents.get(link.accountId, link.type, link.number);
  return doc?.createdAt === link.documentCreatedAt ? doc : undefined;
}

/** The page's document: unknown, expired and revoked tokens, and documents gone since, are all the same 404. */
export async function openShared(deps: Pick<Stores, 'documents' | 'shares'>, token: string): Promise<Opened> {
  const link = await deps.shares.find(hashToken(token));
  const gone = () => notFound('The page');
  if (!link || link.expiresAt <= Date.now()) throw gone();
  const doc = await documentOfLink(deps, link);
  if (!doc || !isShareable(doc)) throw gone();
  const principal = actingOwner(link.accountId, 0, link.company);
  return { link, doc, principal };
}

/** Writes the client's act on the document, with its history entry, if `act` still applies to what is stored. */
async function recordAct(
  deps: Pick<Stores, 'documents'>,
  opened: Opened,
  act: ClientAct,
  applies: (doc: Document) => boolean,
  change: (doc: Document) => Document,
): Promise<Document | undefined> {
  const { principal, link } = opened;
  // The first attempt works on the document the page just read; a retry reads it again.
  let known: Document | undefined = opened.doc;
  return retryOnConflict(async () => {
    const before = known ?? (await documentOfLink(deps, link));
    known = undefined;
    if (!before || !applies(before)) return undefined;
    const after: Document = {
      ...change(before),
      version: before.version + 1,
      clientAct: act,
      clientActs: (before.clientActs ?? 0) + 1,
    };
    await deps.documents.write([{ before, after }], [historyEntry(principal, after, act)]);
    return after;
  });
}

/** The first view sets General.ViewedAt and records `view` (and its event); later views change nothing. */
export async function recordView(deps: Pick<Stores, 'documents'>, opened: Opened): Promise<Document> {
  if (opened.doc.General.ViewedAt) return opened.doc;
  const viewed = await recordAct(
    deps,
    opened,
    'view',
    (doc) => !doc.General.ViewedAt,
    (doc) => ({ ...doc, General: { ...doc.General, ViewedAt: new Date().toISOString() } }),
  );
  return viewed ?? opened.doc;
}

/** Whether the page offers Accept and Decline: an estimate still `sent`, within its `Validity`. */
export const offersChoice = (doc: Document, today: string): boolean =>
  doc.type === 'estimate' && doc.General.Status === 'sent' && !estimateLapsed(doc, today);

/**
 * The client accepts or declines a `sent` estimate from its page, on the account's `today`. An
 * estimate no longer `sent` (a repeat, a decline after an accept), or past its `Validity` (the
 * seller may still invoice it, or send a new one), changes nothing: 409.
 */
export async function chooseOnEstimate(
  deps: Pick<Stores, 'documents'>,
  opened: Opened,
  choice: ClientChoice,
  today: string,
): Promise<Document> {
  const status = choice === 'accept' ? 'accepted' : 'declined';
  const chosen = await recordAct(
    deps,
    opened,
    choice,
    (doc) => offersChoice(doc, today),
    (doc) => ({ ...doc, General: { ...doc.General, Status: status } }),
  );
  if (!chosen) throw conflict('This estimate is no longer open to a choice.');
  return chosen;
}

/** Whether the account's payment provider takes new payments: connected, and not disconnected since (docs/api.md §19). */
export const takesPayments = <T extends { disconnectedAt?: number }>(settings: T | undefined): settings is T =>
  !!settings && settings.disconnectedAt === undefined;

/** The least part of an invoice paid online, where the seller takes parts (docs/api.md §19). */
export const LEAST_ONLINE_PART = '1.00';

/** How the page's invoice is paid online: in full, or in a part (1.00 to what is due) when the seller takes parts. */
export const onlineParts = (doc: Document, profile: Pick<Profile, 'OnlinePartialPayments'>) => {
  const due = computeTotals(doc).TotalDue;
  return profile.OnlinePartialPayments && due.gt(LEAST_ONLINE_PART)
    ? { part: { least: LEAST_ONLINE_PART, most: moneyText(due, doc.General.Currency) } }
    : {};
};

/**
 * The SEPA Direct Debit mandate the page collects (docs/api.md §19): the client's active one, or
 * the authorisation its form shows; none where the page collects none.
 */
export async function mandateOfPage(
  deps: Pick<Stores, 'mandates'>,
  opened: Opened,
  parties: { profile: Profile; client?: Client },
): Promise<{ signed?: { rum: string; date: string }; authorisation: string } | undefined> {
  const offer = mandateOffer(opened.doc, { ...parties.profile, company: opened.link.company }, parties.client);
  if (!offer || !parties.client) return undefined;
  const active = await deps.mandates.activeFor(opened.link.accountId, parties.client.clientId);
  return active ? { ...offer, signed: { rum: active.RUM, date: active.SignedAt } } : offer;
}
