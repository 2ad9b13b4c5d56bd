import { groupedReference } from '../bank/creditor-reference.ts';

/** What a reminder states, formatted already for its reader (docs/api.md §14). */
export interface ReminderFacts {
  number: string;
  seller: string;
  contact: string;
  /** TotalDue with its currency. */
  amountDue: string;
  dueDate: string;
  /** Days from DueDate: negative before it, 0 on the day, positive once overdue. */
  days: number;
  iban?: string;
  bic?: string;
  paymentReference?: string;
}

/** A reminder's words in one language. */
export interface ReminderWording {
  subject(number: string, seller: string): string;
  body(facts: ReminderFacts): string;
  viewOnline(url: string): string;
}

/** An IBAN as banks print it: groups of four. */
const grouped = (iban: string) => groupedReference(iban.replace(/\s+/g, ''));

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en: ReminderWording = {
  subject: (number, seller) => `Reminder: invoice ${number} from ${seller}`,
  body: (f) =>
    [
      `Hello${f.contact ? ` ${f.contact}` : ''},`,
      '',
      f.days > 0
        ? `Our invoice ${f.number} was due on ${f.dueDate}, ${plural(f.days, 'day', 'days')} ago; ${f.amountDue} remains to be paid.`
        : f.days === 0
          ? `Our invoice ${f.number} is due today, ${f.dueDate}; ${f.amountDue} remains to be paid.`
          : `Our invoice ${f.number} is due on ${f.dueDate}, in ${plural(-f.days, 'day', 'days')}; ${f.amountDue} remains to be paid.`,
      ...(f.iban
        ? [
            '',
            'To pay by bank transfer:',
            `IBAN: ${grouped(f.iban)}`,
            ...(f.bic ? [`BIC: ${f.bic}`] : []),
            ...(f.paymentReference ? [`Payment reference: ${f.paymentReference}`] : []),
          ]
        : []),
      '',
      'If you have paid it already, thank you, and please disregard this message.',
      '',
      'Kind regards,',
      f.seller,
    ].join('\n'),
  viewOnline: (url) => `View the invoice online or download it: ${url}`,
};

const fr: ReminderWording = {
  subject: (number, seller) => `Rappel : facture ${number} de ${seller}`,
  body: (f) =>
    [
      `Bonjour${f.contact ? ` ${f.contact}` : ''},`,
      '',
      f.days > 0
        ? `Notre facture ${f.number} était à régler le ${f.dueDate}, il y a ${plural(f.days, 'jour', 'jours')} ; il reste ${f.amountDue} à payer.`
        : f.days === 0
          ? `Notre facture ${f.number} est à régler aujourd'hui, le ${f.dueDate} ; il reste ${f.amountDue} à payer.`
          : `Notre facture ${f.number} est à régler le ${f.dueDate}, dans ${plural(-f.days, 'jour', 'jours')} ; il reste ${f.amountDue} à payer.`,
      ...(f.iban
        ? [
            '',
            'Pour la régler par virement :',
            `IBAN : ${grouped(f.iban)}`,
            ...(f.bic ? [`BIC : ${f.bic}`] : []),
            ...(f.paymentReference ? [`Référence de paiement : ${f.paymentReference}`] : []),
          ]
        : []),
      '',
      'Si vous l’avez déjà réglée, merci, et veuillez ne pas tenir compte de ce message.',
      '',
      'Cordialement,',
      f.seller,
    ].join('\n'),
  viewOnline: (url) => `Consultez la facture en ligne ou téléchargez-la : ${url}`,
};

/** The reminder's words in the client's language: French for `fr*`, else English. */
export const reminderWordingFor = (locale: string): ReminderWording => (/^fr\b/i.test(locale) ? fr : en);
