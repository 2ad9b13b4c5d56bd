import { takeAllowance } from '../../access/limits.ts';
import type { Principal } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { invalid } from '../../kernel/errors.ts';
import { type Client, principalContact } from '../clients/model.ts';
import { issueCreditNote } from '../documents/actions.ts';
import { historyEntry, statusChange } from '../documents/history.ts';
import { requireIssuable, withMissing } from '../documents/issuing.ts';
import type { Document, DocumentType } from '../documents/model.ts';
import { presentDocument } from '../documents/presentation.ts';
import { statusAfterSending } from '../documents/rules.ts';
import type { SendInput } from '../documents/schema.ts';
import { getDocument, issueDraft, rewriteDocument } from '../documents/service.ts';
import { wordingFor } from '../documents/wording.ts';
import { partiesOf } from '../einvoice/service.ts';
import type { Stores, StoresAndMail } from '../ports.ts';
import { linkForMail } from '../sharing/service.ts';
import { addresses, LOGO_CID, type Mail } from './mail.ts';

/**
 * The account's daily allowance of recipients, when the stage sets one: an account cannot
 * spend the business's sending reputation on unlimited outside recipients.
 */
export async function takeMailQuota(
  deps: Pick<Stores, 'limits'>,
  principal: Principal,
  recipients: number,
): Promise<void> {
  const quota = config.mailQuotaPerDay;
  const refusal = `This account may e-mail ${quota} recipients a day; the quota is used.`;
  await takeAllowance(
    deps,
    principal.accountId,
    { kind: 'mail', limit: quota, windowSeconds: 86_400, refusal },
    recipients,
  );
}

/** Who a document goes to by default: its contact e-mail, else its linked client's principal contact. */
export const recipientsOf = (doc: Document, client: Client | undefined): string[] =>
  addresses(doc.Client.ContactEmail || (client && principalContact(client)?.Email));

/**
 * Sends a document by e-mail: to Email_TO, else the document's contact e-mail, else the linked
 * client's principal contact; subject and body default to the client's language; the PDF is
 * attached unless AttachInvoicePDF is false. Then a draft becomes sent. The mail goes first:
 * should the status write fail, a retry may send twice, but nothing is marked sent unsent.
 */
export async function sendDocument(
  deps: StoresAndMail<'accounts' | 'clients' | 'documents' | 'issueRules' | 'limits' | 'sequences' | 'shares'>,
  principal: Principal,
  type: DocumentType,
  number: string,
  input: SendInput = {},
  /** The service's address, for the link to the document's page (`https://api.example.com`). */
  baseUrl?: string,
): Promise<Document> {
  const found = await getDocument(deps, principal, type, number);
  statusAfterSending(found);
  const issuing =
    found.type === 'invoice' && found.General.Status === 'draft'
      ? await requireIssuable(deps, principal.accountId, found)
      : undefined;
  // Numbered at issue (docs/api.md §22): issued first, so that the mail states the Number it takes.
  // The client the check read is the client as it is now: neither the issue nor the mail reads it again.
  const checked = issuing?.issuedWith?.client;
  const issuedFirst = issuing?.numbered ? await issueDraft(deps, principal, type, number, checked) : undefined;
  const missing = issuedFirst ? undefined : issuing;
  // A draft credit note is issued before it goes out: an overcredit refuses it before any mail.
  const doc =
    issuedFirst ??
    (type === 'creditnote' && found.General.Status === 'draft'
      ? await issueCreditNote(deps, principal, number)
      : found);
  // The Number the mail states: the issued one of a document numbered at issue.
  const shownNumber = doc.General.Number;
  const parties = await partiesOf(deps, principal, doc, {
    logo: true,
    contact: true,
    ...(checked ? { client: checked } : {}),
  });
  const { client } = parties;
  const to = input.Email_TO !== undefined ? addresses(input.Email_TO) : recipientsOf(doc, parties.contact);
  if (!to.length) {
    throw invalid('No recipient: send Email_TO, or give the document or its client a contact e-mail.', [
      { field: 'Email_TO', message: 'is required here' },
    ]);
  }
  await takeMailQuota(
    deps,
    principal,
    to.length + addresses(input.Email_CC).length + addresses(input.Email_BCC).length,
  );
  // The seller by its legal name, as the documents name it; the account's company when the profile has none.
  const seller = parties.profile.LegalName || parties.company;
  const words = wordingFor(client?.Culture);
  // The figures as the PDF and the page print them.
  const shown = presentDocument(doc, parties, words);
  const attachments: Mail['attachments'] = [];
  // The Factur-X PDF when its e-invoice can be made (docs/api.md §10), and its facts for the UBL file.
  const attachPdf = input.AttachInvoicePDF ?? true;
  // Made only when something is attached: the PDF (and its e-invoice) is the costly part of a send.
  const files =
    attachPdf || input.AttachUBL ? await deps.files.documentFiles(deps, principal, doc, words, parties) : undefined;
  if (attachPdf && files) {
    attachments.push({
      filename: `${words.title(type)}-${shownNumber}.pdf`,
      content: files.pdf,
      contentType: 'application/pdf',
    });
  }
  if (input.AttachUBL && files?.facts) {
    attachments.push({
      filename: `${type === 'creditnote' ? 'CreditNote' : 'Invoice'}-${shownNumber}.xml`,
      content: new TextEncoder().encode(await deps.files.toUbl(files.facts)),
      contentType: 'application/xml',
    });
  }
  if (input.AttachSalesTerms) {
    attachments.push({
      filename: `${words.salesTerms}.pdf`,
      content: await deps.files.salesTermsPdf(doc, seller, words),
      contentType: 'application/pdf',
    });
  }
  // The logo the HTML part shows, attached inline (multipart/related): no mail client fetches it.
  const logo = shown.seller.logo;
  if (logo) {
    attachments.push({
      filename: `logo.${logo.info.Type === 'image/png' ? 'png' : 'jpg'}`,
      content: logo.bytes,
      contentType: logo.info.Type,
      cid: LOGO_CID,
    });
  }
  const text = input.Body ?? words.body(type, shownNumber, seller, doc.Client.ContactName, shown.total, shown.dueDate);
  const link =
    input.IncludeLink !== false && baseUrl !== undefined ? await linkForMail(deps, principal, doc) : undefined;
  const subject = input.Subject ?? words.subject(type, shownNumber, seller);
  const pageUrl = link ? `${baseUrl}/d/${link.token}` : undefined;
  await deps.mail.send({
    from: { name: seller, address: config.mailFrom },
    to,
    cc: addresses(input.Email_CC),
    bcc: addresses(input.Email_BCC),
    subject,
    text: pageUrl ? `${text}\n\n${words.viewOnline(pageUrl, type)}` : text,
    // The same words, and the figures as the PDF and the page show them, for mail clients that show HTML.
    html: await deps.files.mailHtml(shown, words, { subject, text, ...(pageUrl ? { link: pageUrl } : {}) }),
    attachments,
    sentFor: { accountId: principal.accountId, document: `${type}/${shownNumber}` },
  });
  return rewriteDocument(
    deps,
    principal,
    type,
    number,
    (current) => {
      const sent = {
        ...current,
        General: { ...current.General, Status: statusAfterSending(current) },
        lastSentAt: Date.now(),
        sentCount: current.sentCount + 1,
      };
      // Issued by this send: what it lacked and its parties are kept with it.
      return missing && current.General.Status === 'draft' ? withMissing(sent, missing) : sent;
    },
    (before, after) => [
      historyEntry(principal, after, 'send', {
        To: to.join('; '),
        ...statusChange(before, after),
        // A plain PDF went instead of a Factur-X one: which rules the e-invoice missed, so the owner can complete it.
        ...(attachPdf && files?.gaps
          ? { EInvoice: `not attached, missing: ${files.gaps.map((g) => `${g.rule} ${g.field}`).join('; ')}` }
          : {}),
      }),
    ],
  );
}
