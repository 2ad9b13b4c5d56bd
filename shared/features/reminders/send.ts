import type { Principal } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { daysBetween } from '../../kernel/dates.ts';
import { conflict, invalid } from '../../kernel/errors.ts';
import { formatDate, formatMoney } from '../../kernel/formats.ts';
import { moneyText } from '../../kernel/money.ts';
import { groupedReference } from '../documents/creditor-reference.ts';
import { historyEntry } from '../documents/history.ts';
import type { Document } from '../documents/model.ts';
import { rewriteDocument } from '../documents/service.ts';
import { computeTotals } from '../documents/totals.ts';
import { documentLocale, wordingFor } from '../documents/wording.ts';
import { partiesOf } from '../einvoice/service.ts';
import type { Mail } from '../mailing/mail.ts';
import { recipientsOf, takeMailQuota } from '../mailing/send.ts';
import type { StoresAndMail } from '../ports.ts';
import { linkForMail } from '../sharing/service.ts';
import { notRemindable, owesAutomaticReminder, remindedSince, withReminder } from './rules.ts';
import { reminderWordingFor } from './wording.ts';

/**
 * A reminder to send: the one `days` from the invoice's DueDate, falling on `date`, sent on
 * `sentOn` (the account's today, which its words count from); automatic ones go once per `days`,
 * with the earlier ones it `covers`.
 */
export interface Reminder {
  days: number;
  date: string;
  sentOn: string;
  automatic: boolean;
  covers?: number[];
}

/** An automatic reminder another run sent meanwhile, or that no longer applies: nothing to send. */
class NothingToSend extends Error {}

/**
 * E-mails one reminder of an invoice (docs/api.md §14): in the client's language, with the
 * amount due, the due date, the days overdue, the page's link, the seller's IBAN and the PDF,
 * within the mail quota. Everything that can fail is prepared first; then the `reminder` entry
 * and the invoice's reminder count are written, over the version read, and only then does the
 * e-mail go: an automatic reminder claimed by another run, or paid meanwhile, is not sent
 * (`false`), and none is ever sent twice. Should the process die between the write and the
 * e-mail, that reminder is lost rather than doubled.
 */
export async function sendReminder(
  deps: StoresAndMail<'accounts' | 'clients' | 'documents' | 'limits' | 'shares'>,
  principal: Principal,
  doc: Document,
  reminder: Reminder,
  baseUrl: string | undefined,
): Promise<boolean> {
  const parties = await partiesOf(deps, principal, doc, { logo: true, contact: true });
  const to = recipientsOf(doc, parties.contact);
  if (!to.length) {
    if (reminder.automatic) return false;
    throw invalid('No recipient: give the invoice or its client a contact e-mail.', [
      { field: 'Client.ContactEmail', message: 'is required to remind' },
    ]);
  }
  await takeMailQuota(deps, principal, to.length);
  const culture = parties.client?.Culture;
  const locale = documentLocale(culture);
  const words = reminderWordingFor(locale);
  const documentWords = wordingFor(culture);
  const files = await deps.files.documentFiles(deps, principal, doc, documentWords, parties);
  const link = baseUrl ? await linkForMail(deps, principal, doc) : undefined;
  const { days, sentOn } = reminder;
  let claimed: Document;
  try {
    claimed = await rewriteDocument(
      deps,
      principal,
      'invoice',
      doc.General.Number,
      (current) => {
        const reason = notRemindable(current);
        if (reason) throw reminder.automatic ? new NothingToSend() : conflict(reason);
        if (reminder.automatic && (!owesAutomaticReminder(current, days) || remindedSince(current, reminder.date)))
          throw new NothingToSend();
        return withReminder(current, days, sentOn, reminder.covers);
      },
      (_before, after) => [
        historyEntry(principal, after, 'reminder', { days, ...(reminder.automatic ? {} : { manual: true }) }),
      ],
    );
  } catch (error) {
    if (error instanceof NothingToSend) return false;
    throw error;
  }
  const { profile, company } = parties;
  const currency = claimed.General.Currency;
  const amountDue = moneyText(computeTotals(claimed).TotalDue, currency);
  const seller = profile.LegalName || company;
  const text = words.body({
    number: doc.General.Number,
    seller,
    contact: doc.Client.ContactName,
    amountDue: formatMoney(amountDue, currency, locale),
    dueDate: formatDate(doc.General.DueDate!, locale),
    // Worded for the day it goes: a reminder sent late says how late the invoice is now.
    days: daysBetween(doc.General.DueDate!, sentOn),
    ...(profile.IBAN ? { iban: profile.IBAN, bic: profile.BIC } : {}),
    ...(doc.General.PaymentReference ? { paymentReference: groupedReference(doc.General.PaymentReference) } : {}),
  });
  const attachments: Mail['attachments'] = [
    {
      filename: `${documentWords.title('invoice')}-${doc.General.Number}.pdf`,
      content: files.pdf,
      contentType: 'application/pdf',
    },
  ];
  await deps.mail.send({
    from: { name: seller, address: config.mailFrom },
    to,
    cc: [],
    bcc: [],
    subject: words.subject(doc.General.Number, seller),
    text: link ? `${text}\n\n${words.viewOnline(`${baseUrl}/d/${link.token}`)}` : text,
    attachments,
    sentFor: { accountId: principal.accountId, document: `invoice/${doc.General.Number}` },
  });
  return true;
}
