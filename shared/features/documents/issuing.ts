import { refused } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
import type { Client } from '../clients/model.ts';
import { accountClock } from '../clock/service.ts';
import type { Stores } from '../ports.ts';
import type { MissingMention } from '../profile/mentions.ts';
import type { Profile } from '../profile/model.ts';
import { getProfile, withDefaults } from '../profile/service.ts';
import { documentMissing } from './mentions.ts';
import { type Document, documentNoun, type EInvoiceCheck, type IssuedParties } from './model.ts';
import { ISSUE_SERIES, numberAtIssue, takesPlaceAtIssue } from './numbering.ts';
import { issuingGaps } from './settlement.ts';

/**
 * Refuses to issue what no business may issue (`issueChecks`), and where the profile numbers at
 * issue, gives the document the invoice series' next place (`withSeriesPlace`): what the issued
 * document keeps of its issue.
 */
export async function requireIssuable(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'sequences'>,
  accountId: string,
  doc: Document,
  linked?: Client | null,
  creditedInvoice?: Document,
): Promise<IssueRecord> {
  return withSeriesPlace(deps, accountId, doc, await issueChecks(deps, accountId, doc, linked, creditedInvoice));
}

/**
 * Refuses to issue what no business may issue (`issuingGaps`): 409 `invoice_incomplete` naming
 * the fields, and the invoice stays a draft; likewise, for a seller on the reform's network (an
 * electronic address in its profile), an invoice or credit note that lacks a mention the law
 * requires (`documentMissing`). Answers what it lacks, which the issued document keeps as
 * `General.Missing` (empty when nothing is). The linked client is read only when the document
 * names no buyer itself or its mentions depend on it; `linked` is the client the caller has in
 * hand already, `creditedInvoice` a credit note's invoice. Nothing here reads the document's
 * Number but to name it: a create holds its document to them before it takes one.
 */
export async function issueChecks(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules'>,
  accountId: string,
  doc: Document,
  linked?: Client | null,
  creditedInvoice?: Document,
): Promise<IssueRecord> {
  if (doc.type === 'estimate') return { Missing: [] };
  const credited = doc.type === 'creditnote' && !creditedInvoice ? doc.General.Invoice : undefined;
  const [client, stored, invoice] = await Promise.all([
    linked ?? (doc.clientId !== undefined ? deps.clients.get(accountId, doc.clientId) : undefined),
    deps.accounts.profile(accountId),
    credited ? deps.documents.get(accountId, 'invoice', credited) : creditedInvoice,
  ]);
  const profile = withDefaults(stored?.profile);
  if (doc.type === 'invoice') await requireExchangeRate(stored, doc);
  const missing = documentMissing(doc, profile, client ?? undefined);
  const gaps = [
    ...(doc.type === 'invoice' ? issuingGaps(doc, client ?? undefined) : []),
    // A direct debit's pre-notification names the creditor identifier it is collected under (docs/api.md §19).
    ...(doc.type === 'invoice' && doc.General.PaymentMethod === 'direct_debit' && !profile.CreditorId
      ? [
          {
            field: 'Profile.CreditorId',
            message: 'is required to issue a direct-debit invoice: its pre-notification names it',
          },
        ]
      : []),
    ...(profile.ElectronicAddress ? missing.map((m) => ({ field: m.field, message: `is required: ${m.why}` })) : []),
  ];
  if (gaps.length) {
    throw refused(
      'invoice_incomplete',
      `${issuedName(doc)} cannot be issued: ${gaps.map((g) => g.field).join(', ')}.`,
      gaps,
    );
  }
  const rules = deps.issueRules.check(doc, {
    profile,
    ...(client ? { client } : {}),
    ...(stored?.currency ? { accountCurrency: stored.currency } : {}),
    ...(invoice ? { creditedInvoiceDate: invoice.General.DateIssue } : {}),
  });
  if (rules?.mandatory && !rules.check.Valid) {
    throw refused(
      'einvoice_incomplete',
      `${issuedName(doc)} cannot be issued: its e-invoice fails ${rules.check.Rules.join(', ')}, which its platform would reject.`,
      rules.gaps,
    );
  }
  const issuedWith: IssuedParties = {
    profile,
    company: stored?.company ?? '',
    currency: stored?.currency ?? '',
    ...(client ? { client } : {}),
    ...(invoice ? { creditedInvoiceDate: invoice.General.DateIssue } : {}),
  };
  return { Missing: missing, ...(rules ? { EInvoiceCheck: rules.check } : {}), issuedWith };
}

/** "The invoice INV-0007", or "The invoice" for one a create has not numbered yet. */
const issuedName = (doc: Document) =>
  `The ${documentNoun[doc.type].the}${doc.General.Number ? ` ${doc.General.Number}` : ''}`;

/**
 * The record of an issue that passed its checks, with the place the document takes in the invoice
 * series where the profile numbers at issue (read now: a retry after another issue came first
 * reads it again).
 */
export async function withSeriesPlace(
  deps: Pick<Stores, 'accounts' | 'sequences'>,
  accountId: string,
  doc: Document,
  record: IssueRecord,
): Promise<IssueRecord> {
  if (!record.issuedWith) return record;
  const numbered = await numberedForIssue(deps, accountId, doc, record.issuedWith.profile);
  if (numbered === doc) return record;
  return {
    ...record,
    numbered: {
      Number: numbered.General.Number,
      DraftNumber: numbered.General.DraftNumber!,
      seriesSeq: numbered.seriesSeq!,
    },
  };
}

/**
 * The document numbered by its issue where the profile numbers at issue (docs/api.md §22): the
 * invoice series' next place, checked against the last issue's date and the account's today; else
 * the document itself.
 */
export async function numberedForIssue(
  deps: Pick<Stores, 'accounts' | 'sequences'>,
  accountId: string,
  doc: Document,
  profile?: Pick<Profile, 'Numbering'>,
): Promise<Document> {
  const { Numbering } = profile ?? (await getProfile(deps, { accountId }));
  if (!takesPlaceAtIssue(Numbering, doc)) return doc;
  const [head, clock] = await Promise.all([
    deps.sequences.head(accountId, ISSUE_SERIES),
    accountClock(deps, accountId),
  ]);
  return numberAtIssue(doc, { Numbering }, head, clock.today);
}

/**
 * What an issued document keeps of its issue: the mentions it lacked and its e-invoice's check
 * (docs/api.md §10, §20), the parties as they stood (an estimate has none to keep), and where
 * the profile numbers at issue, the Number it takes (docs/api.md §22).
 */
export type IssueRecord = {
  Missing: MissingMention[];
  EInvoiceCheck?: EInvoiceCheck;
  issuedWith?: IssuedParties;
  numbered?: { Number: string; DraftNumber: string; seriesSeq: number };
};

/**
 * The document as issued: what it lacked (`General.Missing`) and its e-invoice's check as its
 * record answers them, the parties its files will state ever after, and the Number its issue
 * gives it where the profile numbers at issue.
 */
export const withMissing = (doc: Document, { issuedWith, numbered, ...general }: IssueRecord): Document => ({
  ...doc,
  General: {
    ...doc.General,
    ...general,
    ...(numbered ? { Number: numbered.Number, DraftNumber: numbered.DraftNumber } : {}),
  },
  ...(issuedWith ? { issuedWith } : {}),
  ...(numbered ? { seriesSeq: numbered.seriesSeq } : {}),
});

/**
 * The document as it stood when it was issued: what moved on since (its payments, credit notes,
 * cancel, status, lifecycle, reminders, the page's first view) taken away, so its files are the
 * ones the API served right after the issue, whenever they are made (the archive's, the
 * platform's: docs/api.md §20, §22).
 */
export function asIssued(doc: Document): Document {
  const { payments: _p, credits: _c, cancelled: _x, stockReturned: _s, ...rest } = doc;
  const { Lifecycle: _l, ViewedAt: _v, LastReminder: _r, ...General } = doc.General;
  return { ...rest, General: { ...General, Status: 'sent' } };
}

/**
 * A French seller on the reform's network (its profile has an electronic address) states the
 * rate of a document in another currency than the account's, with VAT (docs/api.md §17;
 * CGI art. 242 nonies A): the e-invoice gives the VAT in the account currency (BT-6, BT-111). 409
 * `einvoice_incomplete` when it does not, and the invoice stays a draft.
 */
async function requireExchangeRate(
  account: Awaited<ReturnType<Stores['accounts']['profile']>>,
  doc: Document,
): Promise<void> {
  if (doc.General.ExchangeRate || !doc.Items.some((item) => decimal(item.VAT).gt(0))) return;
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
