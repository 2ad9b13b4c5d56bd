import type { Wording } from './wording.ts';

/**
 * What documents say in German, Spanish, Italian and Dutch (our users sell across the EU): the
 * same words as English and French in wording.ts, for the PDF, the page and the e-mail.
 */
/** A document e-mail's body in one language: its greeting, the sentence, its closing, the seller (English and French use it too). */
export const letter = (greeting: string, closing: string) => (contact: string, sentence: string, seller: string) =>
  [`${greeting}${contact ? ` ${contact}` : ''},`, '', sentence, '', closing, seller].join('\n');

const deLetter = letter('Guten Tag', 'Mit freundlichen Grüßen');
/** What documents say in German. */
export const de: Wording = {
  locale: 'de-DE',
  title: (type) => ({ invoice: 'Rechnung', estimate: 'Angebot', creditnote: 'Gutschrift' })[type],
  credits: (invoice) => `Gutschrift zur Rechnung ${invoice}`,
  subject: (type, number, seller) => `${de.title(type)} ${number} von ${seller}`,
  body: (type, number, seller, contact, total, due) =>
    deLetter(
      contact,
      type === 'invoice'
        ? `anbei erhalten Sie die Rechnung ${number} über ${total}${due ? `, zahlbar bis ${due}` : ''}.`
        : type === 'creditnote'
          ? `anbei erhalten Sie die Gutschrift ${number} über ${total}.`
          : `anbei erhalten Sie das Angebot ${number} über ${total}.`,
      seller,
    ),
  issued: 'Datum',
  due: 'Fällig am',
  validUntil: 'Gültig bis',
  po: 'Bestellnummer',
  billTo: 'Rechnungsempfänger',
  description: 'Beschreibung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  vat: 'USt.',
  total: 'Betrag',
  discount: 'Rabatt',
  totalRaw: 'Nettobetrag',
  totalNet: 'Gesamtbetrag',
  paymentsReceived: 'Erhaltene Zahlungen',
  balanceDue: 'Offener Betrag',
  salesTerms: 'Allgemeine Geschäftsbedingungen',
  noSalesTerms: 'Es gelten keine besonderen Bedingungen.',
  payByTransfer: 'Zahlung per Überweisung',
  paymentReference: 'Verwendungszweck',
  scanToPay: 'Mit Ihrer Banking-App scannen und bezahlen',
  viewOnline: (url, type) =>
    type === 'estimate'
      ? `Online ansehen, herunterladen oder beantworten: ${url}`
      : `Online ansehen oder herunterladen: ${url}`,
  depositInvoice: 'Anzahlungsrechnung',
  depositDeducted: (number, date) => `Anzahlung ${number} vom ${date}`,
  vatIn: (currency) => `USt. in ${currency}`,
  buyerReference: 'Ihre Referenz',
  orderReference: 'Ihre Bestellung',
  buyerRegistration: 'Handelsregisternummer',
  deliveredOn: 'Geliefert am',
  deliverTo: 'Lieferadresse',
  operation: 'Leistung',
  operations: { goods: 'Lieferung von Waren', services: 'Dienstleistung', mixed: 'Waren und Dienstleistungen' },
  vatOnDebits: 'Umsatzsteuer nach vereinbarten Entgelten',
  capital: (form, capital) => [form, capital && `Stammkapital ${capital}`].filter(Boolean).join(', '),
  reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers',
  subtotal: 'Zwischensumme',
  totalDue: 'Zu zahlen',
  lineDiscount: (percent) => `Rabatt ${percent}`,
  creditDeducted: (number, date) => `Gutschrift ${number} vom ${date}`,
  paymentOn: (date) => `Zahlung vom ${date}`,
  directDebitNotice: (amount, date, rum, ics) =>
    `SEPA-Lastschrift über ${amount} am ${date}, Mandatsreferenz ${rum}, Gläubiger-ID ${ics}.`,
  colon: ': ',
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
};

const esLetter = letter('Hola', 'Saludos cordiales,');
/** What documents say in Spanish. */
export const es: Wording = {
  locale: 'es-ES',
  title: (type) => ({ invoice: 'Factura', estimate: 'Presupuesto', creditnote: 'Factura rectificativa' })[type],
  credits: (invoice) => `Rectifica la factura ${invoice}`,
  subject: (type, number, seller) => `${es.title(type)} ${number} de ${seller}`,
  body: (type, number, seller, contact, total, due) =>
    esLetter(
      contact,
      type === 'invoice'
        ? `Le adjuntamos la factura ${number} por ${total}${due ? `, con vencimiento el ${due}` : ''}.`
        : type === 'creditnote'
          ? `Le adjuntamos la factura rectificativa ${number} por ${total}.`
          : `Le adjuntamos el presupuesto ${number} por ${total}.`,
      seller,
    ),
  issued: 'Fecha',
  due: 'Vencimiento',
  validUntil: 'Válido hasta',
  po: 'N.º de pedido',
  billTo: 'Facturar a',
  description: 'Descripción',
  quantity: 'Cant.',
  unitPrice: 'Precio unitario',
  vat: 'IVA',
  total: 'Importe',
  discount: 'Descuento',
  totalRaw: 'Base imponible',
  totalNet: 'Total',
  paymentsReceived: 'Pagos recibidos',
  balanceDue: 'Pendiente de pago',
  salesTerms: 'Condiciones generales de venta',
  noSalesTerms: 'No se aplican condiciones particulares.',
  payByTransfer: 'Pago por transferencia',
  paymentReference: 'Referencia de pago',
  scanToPay: 'Escanee con su aplicación bancaria para pagar',
  viewOnline: (url, type) =>
    type === 'estimate' ? `Véalo en línea, descárguelo o respóndalo: ${url}` : `Véalo en línea o descárguelo: ${url}`,
  depositInvoice: 'Factura de anticipo',
  depositDeducted: (number, date) => `Anticipo ${number} del ${date}`,
  vatIn: (currency) => `IVA en ${currency}`,
  buyerReference: 'Su referencia',
  orderReference: 'Su pedido',
  buyerRegistration: 'N.º de registro',
  deliveredOn: 'Entregado el',
  deliverTo: 'Dirección de entrega',
  operation: 'Operación',
  operations: { goods: 'entrega de bienes', services: 'prestación de servicios', mixed: 'bienes y servicios' },
  vatOnDebits: 'IVA según devengo',
  capital: (form, capital) => [form, capital && `capital social ${capital}`].filter(Boolean).join(', '),
  reverseCharge: 'Inversión del sujeto pasivo',
  subtotal: 'Subtotal',
  totalDue: 'Importe pendiente',
  lineDiscount: (percent) => `descuento ${percent}`,
  creditDeducted: (number, date) => `Rectificativa ${number} del ${date}`,
  paymentOn: (date) => `Pago del ${date}`,
  directDebitNotice: (amount, date, rum, ics) =>
    `Adeudo directo SEPA de ${amount} el ${date}, mandato ${rum}, identificador del acreedor ${ics}.`,
  colon: ': ',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
};

const itLetter = letter('Gentile', 'Cordiali saluti,');
/** What documents say in Italian. */
export const it: Wording = {
  locale: 'it-IT',
  title: (type) => ({ invoice: 'Fattura', estimate: 'Preventivo', creditnote: 'Nota di credito' })[type],
  credits: (invoice) => `Nota di credito sulla fattura ${invoice}`,
  subject: (type, number, seller) => `${it.title(type)} ${number} da ${seller}`,
  body: (type, number, seller, contact, total, due) =>
    itLetter(
      contact,
      type === 'invoice'
        ? `in allegato la fattura ${number} di ${total}${due ? `, da saldare entro il ${due}` : ''}.`
        : type === 'creditnote'
          ? `in allegato la nota di credito ${number} di ${total}.`
          : `in allegato il preventivo ${number} di ${total}.`,
      seller,
    ),
  issued: 'Data',
  due: 'Scadenza',
  validUntil: 'Valido fino al',
  po: 'N. ordine',
  billTo: 'Intestatario',
  description: 'Descrizione',
  quantity: 'Qtà',
  unitPrice: 'Prezzo unitario',
  vat: 'IVA',
  total: 'Importo',
  discount: 'Sconto',
  totalRaw: 'Imponibile',
  totalNet: 'Totale',
  paymentsReceived: 'Pagamenti ricevuti',
  balanceDue: 'Da pagare',
  salesTerms: 'Condizioni generali di vendita',
  noSalesTerms: 'Non si applicano condizioni particolari.',
  payByTransfer: 'Pagamento con bonifico',
  paymentReference: 'Causale',
  scanToPay: "Inquadra con l'app della tua banca per pagare",
  viewOnline: (url, type) =>
    type === 'estimate' ? `Consultalo online, scaricalo o rispondi: ${url}` : `Consultalo online o scaricalo: ${url}`,
  depositInvoice: 'Fattura di acconto',
  depositDeducted: (number, date) => `Acconto ${number} del ${date}`,
  vatIn: (currency) => `IVA in ${currency}`,
  buyerReference: 'Vostro riferimento',
  orderReference: 'Vostro ordine',
  buyerRegistration: 'Codice fiscale / P. IVA',
  deliveredOn: 'Consegnato il',
  deliverTo: 'Indirizzo di consegna',
  operation: 'Operazione',
  operations: { goods: 'cessione di beni', services: 'prestazione di servizi', mixed: 'beni e servizi' },
  vatOnDebits: 'IVA ad esigibilità immediata',
  capital: (form, capital) => [form, capital && `capitale sociale ${capital}`].filter(Boolean).join(', '),
  reverseCharge: 'Inversione contabile',
  subtotal: 'Subtotale',
  totalDue: 'Importo dovuto',
  lineDiscount: (percent) => `sconto ${percent}`,
  creditDeducted: (number, date) => `Nota di credito ${number} del ${date}`,
  paymentOn: (date) => `Pagamento del ${date}`,
  directDebitNotice: (amount, date, rum, ics) =>
    `Addebito diretto SEPA di ${amount} il ${date}, mandato ${rum}, identificativo del creditore ${ics}.`,
  colon: ': ',
  pageOf: (page, pages) => `Pagina ${page} di ${pages}`,
};

const nlLetter = letter('Beste', 'Met vriendelijke groet,');
/** What documents say in Dutch. */
export const nl: Wording = {
  locale: 'nl-NL',
  title: (type) => ({ invoice: 'Factuur', estimate: 'Offerte', creditnote: 'Creditnota' })[type],
  credits: (invoice) => `Creditnota bij factuur ${invoice}`,
  subject: (type, number, seller) => `${nl.title(type)} ${number} van ${seller}`,
  body: (type, number, seller, contact, total, due) =>
    nlLetter(
      contact,
      type === 'invoice'
        ? `In de bijlage vindt u factuur ${number} van ${total}${due ? `, te betalen vóór ${due}` : ''}.`
        : type === 'creditnote'
          ? `In de bijlage vindt u creditnota ${number} van ${total}.`
          : `In de bijlage vindt u offerte ${number} van ${total}.`,
      seller,
    ),
  issued: 'Datum',
  due: 'Vervaldatum',
  validUntil: 'Geldig tot',
  po: 'Ordernummer',
  billTo: 'Factuuradres',
  description: 'Omschrijving',
  quantity: 'Aantal',
  unitPrice: 'Prijs per stuk',
  vat: 'Btw',
  total: 'Bedrag',
  discount: 'Korting',
  totalRaw: 'Totaal excl. btw',
  totalNet: 'Totaal',
  paymentsReceived: 'Ontvangen betalingen',
  balanceDue: 'Openstaand',
  salesTerms: 'Algemene verkoopvoorwaarden',
  noSalesTerms: 'Er gelden geen bijzondere voorwaarden.',
  payByTransfer: 'Betaling per overschrijving',
  paymentReference: 'Betalingskenmerk',
  scanToPay: 'Scan met uw bankapp om te betalen',
  viewOnline: (url, type) =>
    type === 'estimate'
      ? `Online bekijken, downloaden of beantwoorden: ${url}`
      : `Online bekijken of downloaden: ${url}`,
  depositInvoice: 'Voorschotfactuur',
  depositDeducted: (number, date) => `Voorschot ${number} van ${date}`,
  vatIn: (currency) => `Btw in ${currency}`,
  buyerReference: 'Uw referentie',
  orderReference: 'Uw bestelling',
  buyerRegistration: 'KvK-nummer',
  deliveredOn: 'Geleverd op',
  deliverTo: 'Afleveradres',
  operation: 'Handeling',
  operations: { goods: 'levering van goederen', services: 'dienstverlening', mixed: 'goederen en diensten' },
  vatOnDebits: 'Btw op factuurbasis',
  capital: (form, capital) => [form, capital && `maatschappelijk kapitaal ${capital}`].filter(Boolean).join(', '),
  reverseCharge: 'Btw verlegd',
  subtotal: 'Subtotaal',
  totalDue: 'Te betalen',
  lineDiscount: (percent) => `korting ${percent}`,
  creditDeducted: (number, date) => `Creditnota ${number} van ${date}`,
  paymentOn: (date) => `Betaling van ${date}`,
  directDebitNotice: (amount, date, rum, ics) =>
    `SEPA-incasso van ${amount} op ${date}, machtiging ${rum}, incassant-ID ${ics}.`,
  colon: ': ',
  pageOf: (page, pages) => `Pagina ${page} van ${pages}`,
};
