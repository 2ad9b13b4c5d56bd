import { groupedReference } from '../documents/creditor-reference.ts';
import { languageOf } from '../documents/wording.ts';

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

/** A reminder in a language of its own words: the sentence for the days, the transfer's labels, the closing. */
function reminderIn(words: {
  greeting: string;
  subject: (number: string, seller: string) => string;
  late: (f: ReminderFacts, days: string) => string;
  today: (f: ReminderFacts) => string;
  soon: (f: ReminderFacts, days: string) => string;
  day: [string, string];
  transfer: [string, string, string, string];
  paidAlready: string;
  closing: string;
  viewOnline: (url: string) => string;
}): ReminderWording {
  const [one, many] = words.day;
  const [intro, iban, bic, reference] = words.transfer;
  return {
    subject: words.subject,
    body: (f) =>
      [
        `${words.greeting}${f.contact ? ` ${f.contact}` : ''},`,
        '',
        f.days > 0
          ? words.late(f, plural(f.days, one, many))
          : f.days === 0
            ? words.today(f)
            : words.soon(f, plural(-f.days, one, many)),
        ...(f.iban
          ? [
              '',
              intro,
              `${iban}: ${grouped(f.iban)}`,
              ...(f.bic ? [`${bic}: ${f.bic}`] : []),
              ...(f.paymentReference ? [`${reference}: ${f.paymentReference}`] : []),
            ]
          : []),
        '',
        words.paidAlready,
        '',
        words.closing,
        f.seller,
      ].join('\n'),
    viewOnline: words.viewOnline,
  };
}

const de = reminderIn({
  greeting: 'Guten Tag',
  subject: (number, seller) => `Zahlungserinnerung: Rechnung ${number} von ${seller}`,
  late: (f, days) =>
    `unsere Rechnung ${f.number} war am ${f.dueDate} fällig, vor ${days}; offen sind noch ${f.amountDue}.`,
  today: (f) => `unsere Rechnung ${f.number} ist heute, am ${f.dueDate}, fällig; offen sind noch ${f.amountDue}.`,
  soon: (f, days) =>
    `unsere Rechnung ${f.number} ist am ${f.dueDate} fällig, in ${days}; offen sind noch ${f.amountDue}.`,
  day: ['Tag', 'Tagen'],
  transfer: ['Zahlung per Überweisung:', 'IBAN', 'BIC', 'Verwendungszweck'],
  paidAlready: 'Sollten Sie bereits bezahlt haben, danken wir Ihnen und bitten Sie, diese Nachricht zu ignorieren.',
  closing: 'Mit freundlichen Grüßen',
  viewOnline: (url) => `Rechnung online ansehen oder herunterladen: ${url}`,
});

const es = reminderIn({
  greeting: 'Hola',
  subject: (number, seller) => `Recordatorio: factura ${number} de ${seller}`,
  late: (f, days) =>
    `Nuestra factura ${f.number} vencía el ${f.dueDate}, hace ${days}; quedan ${f.amountDue} por pagar.`,
  today: (f) => `Nuestra factura ${f.number} vence hoy, ${f.dueDate}; quedan ${f.amountDue} por pagar.`,
  soon: (f, days) =>
    `Nuestra factura ${f.number} vence el ${f.dueDate}, dentro de ${days}; quedan ${f.amountDue} por pagar.`,
  day: ['día', 'días'],
  transfer: ['Para pagarla por transferencia:', 'IBAN', 'BIC', 'Referencia de pago'],
  paidAlready: 'Si ya la ha pagado, gracias, y no tenga en cuenta este mensaje.',
  closing: 'Saludos cordiales,',
  viewOnline: (url) => `Vea la factura en línea o descárguela: ${url}`,
});

const it = reminderIn({
  greeting: 'Gentile',
  subject: (number, seller) => `Promemoria: fattura ${number} da ${seller}`,
  late: (f, days) =>
    `la nostra fattura ${f.number} era in scadenza il ${f.dueDate}, ${days} fa; restano da pagare ${f.amountDue}.`,
  today: (f) => `la nostra fattura ${f.number} scade oggi, ${f.dueDate}; restano da pagare ${f.amountDue}.`,
  soon: (f, days) =>
    `la nostra fattura ${f.number} scade il ${f.dueDate}, tra ${days}; restano da pagare ${f.amountDue}.`,
  day: ['giorno', 'giorni'],
  transfer: ['Per pagarla con bonifico:', 'IBAN', 'BIC', 'Causale'],
  paidAlready: 'Se ha già provveduto al pagamento, La ringraziamo e La preghiamo di ignorare questo messaggio.',
  closing: 'Cordiali saluti,',
  viewOnline: (url) => `Consulti la fattura online o la scarichi: ${url}`,
});

const nl = reminderIn({
  greeting: 'Beste',
  subject: (number, seller) => `Herinnering: factuur ${number} van ${seller}`,
  late: (f, days) =>
    `Onze factuur ${f.number} vervaldag was ${f.dueDate}, ${days} geleden; er staat nog ${f.amountDue} open.`,
  today: (f) => `Onze factuur ${f.number} vervalt vandaag, ${f.dueDate}; er staat nog ${f.amountDue} open.`,
  soon: (f, days) =>
    `Onze factuur ${f.number} vervalt op ${f.dueDate}, over ${days}; er staat nog ${f.amountDue} open.`,
  day: ['dag', 'dagen'],
  transfer: ['Betalen per overschrijving:', 'IBAN', 'BIC', 'Betalingskenmerk'],
  paidAlready: 'Hebt u al betaald, dan danken wij u en kunt u dit bericht negeren.',
  closing: 'Met vriendelijke groet,',
  viewOnline: (url) => `Bekijk de factuur online of download ze: ${url}`,
});

const languages: Record<string, ReminderWording> = { en, fr, de, es, it, nl };

/** The reminder's words in the client's language (the documents' six), else English. */
export const reminderWordingFor = (locale: string): ReminderWording => languages[languageOf(locale)]!;
