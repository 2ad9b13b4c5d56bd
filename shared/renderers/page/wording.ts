import { languageOf, type Wording, wordingFor } from '../../features/documents/wording.ts';

/** What the document page says besides the document's own words (the PDF's), in the same languages. */
export interface PageWording extends Wording {
  lang: string;
  from: string;
  downloads: string;
  pdf: string;
  ubl: string;
  cii: string;
  vatBase: string;
  vatAmount: string;
  paid: string;
  overdue: string;
  /** An estimate still `sent` past its `Validity`: no longer open to a choice. */
  expired: string;
  cancelled: string;
  payments: string;
  accept: string;
  decline: string;
  choose: string;
  accepted: string;
  declined: string;
  notFoundTitle: string;
  notFound: string;
  closedTitle: string;
  closed: string;
  /** A form or a Pay the page refused for a reason of its own (the reason follows, in English). */
  notDoneTitle: string;
  refusedTitle: string;
  refused: string;
  errorTitle: string;
  error: string;
  backToDocument: string;
  /** The button that pays the invoice online (docs/api.md §19). */
  payOnline: string;
  /** The part the payer pays online, where the seller takes parts. */
  amountToPay: string;
  /** On to the payment provider's checkout. */
  continueToPayment: string;
  /** The page's SEPA Direct Debit mandate: its heading, the account holder, its button, and once signed. */
  mandateTitle: string;
  mandateHolder: string;
  mandateSign: string;
  mandateSigned: string;
}

const en: Omit<PageWording, keyof Wording> = {
  lang: 'en',
  from: 'From',
  downloads: 'Download',
  pdf: 'PDF',
  ubl: 'E-invoice (UBL)',
  cii: 'E-invoice (CII)',
  vatBase: 'Taxable amount',
  vatAmount: 'VAT amount',
  paid: 'Paid',
  overdue: 'Overdue',
  expired: 'Expired',
  cancelled: 'Cancelled',
  payments: 'Payments received',
  accept: 'Accept the estimate',
  decline: 'Decline',
  choose: 'Do you accept this estimate?',
  accepted: 'You accepted this estimate.',
  declined: 'You declined this estimate.',
  notFoundTitle: 'Page not found',
  notFound:
    'This link does not lead to a document: it may have expired or been withdrawn. Ask the sender for a new one.',
  closedTitle: 'Estimate closed',
  notDoneTitle: 'Nothing was changed',
  closed: 'This estimate is no longer open to a choice; nothing was changed.',
  refusedTitle: 'Request refused',
  refused: 'This form must be sent from the document page itself. Open the link again and retry.',
  errorTitle: 'Something went wrong',
  error: 'The page could not be shown just now. Please try again in a moment.',
  backToDocument: 'Back to the document',
  payOnline: 'Pay online',
  amountToPay: 'Amount',
  continueToPayment: 'Continue to payment',
  mandateTitle: 'SEPA Direct Debit',
  mandateHolder: 'Account holder',
  mandateSign: 'Sign the mandate',
  mandateSigned: 'Mandate signed:',
};

const fr: Omit<PageWording, keyof Wording> = {
  lang: 'fr',
  from: 'De',
  downloads: 'Télécharger',
  pdf: 'PDF',
  ubl: 'Facture électronique (UBL)',
  cii: 'Facture électronique (CII)',
  vatBase: 'Base HT',
  vatAmount: 'Montant TVA',
  paid: 'Payée',
  overdue: 'En retard',
  expired: 'Expiré',
  cancelled: 'Annulée',
  payments: 'Paiements reçus',
  accept: 'Accepter le devis',
  decline: 'Refuser',
  choose: 'Acceptez-vous ce devis ?',
  accepted: 'Vous avez accepté ce devis.',
  declined: 'Vous avez refusé ce devis.',
  notFoundTitle: 'Page introuvable',
  notFound:
    "Ce lien ne mène à aucun document : il a peut-être expiré ou été retiré. Demandez-en un nouveau à l'expéditeur.",
  closedTitle: 'Devis clos',
  notDoneTitle: "Rien n'a été modifié",
  closed: "Ce devis n'attend plus de réponse ; rien n'a été modifié.",
  refusedTitle: 'Requête refusée',
  refused: 'Ce formulaire doit être envoyé depuis la page du document. Rouvrez le lien et réessayez.',
  errorTitle: 'Une erreur est survenue',
  error: "La page n'a pas pu être affichée. Réessayez dans un instant.",
  backToDocument: 'Retour au document',
  payOnline: 'Payer en ligne',
  amountToPay: 'Montant',
  continueToPayment: 'Continuer vers le paiement',
  mandateTitle: 'Prélèvement SEPA',
  mandateHolder: 'Titulaire du compte',
  mandateSign: 'Signer le mandat',
  mandateSigned: 'Mandat signé :',
};

const de: Omit<PageWording, keyof Wording> = {
  lang: 'de',
  from: 'Von',
  downloads: 'Herunterladen',
  pdf: 'PDF',
  ubl: 'E-Rechnung (UBL)',
  cii: 'E-Rechnung (CII)',
  vatBase: 'Nettobetrag',
  vatAmount: 'USt.-Betrag',
  paid: 'Bezahlt',
  overdue: 'Überfällig',
  expired: 'Abgelaufen',
  cancelled: 'Storniert',
  payments: 'Erhaltene Zahlungen',
  accept: 'Angebot annehmen',
  decline: 'Ablehnen',
  choose: 'Nehmen Sie dieses Angebot an?',
  accepted: 'Sie haben dieses Angebot angenommen.',
  declined: 'Sie haben dieses Angebot abgelehnt.',
  notFoundTitle: 'Seite nicht gefunden',
  notFound:
    'Dieser Link führt zu keinem Dokument: Er ist vielleicht abgelaufen oder wurde zurückgezogen. Bitten Sie den Absender um einen neuen.',
  closedTitle: 'Angebot geschlossen',
  notDoneTitle: 'Es wurde nichts geändert',
  closed: 'Dieses Angebot wartet auf keine Antwort mehr; es wurde nichts geändert.',
  refusedTitle: 'Anfrage abgelehnt',
  refused: 'Dieses Formular muss von der Dokumentseite aus gesendet werden. Öffnen Sie den Link erneut.',
  errorTitle: 'Ein Fehler ist aufgetreten',
  error: 'Die Seite konnte gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
  backToDocument: 'Zurück zum Dokument',
  payOnline: 'Online bezahlen',
  amountToPay: 'Betrag',
  continueToPayment: 'Weiter zur Zahlung',
  mandateTitle: 'SEPA-Lastschrift',
  mandateHolder: 'Kontoinhaber',
  mandateSign: 'Mandat unterschreiben',
  mandateSigned: 'Mandat unterschrieben:',
};

const es: Omit<PageWording, keyof Wording> = {
  lang: 'es',
  from: 'De',
  downloads: 'Descargar',
  pdf: 'PDF',
  ubl: 'Factura electrónica (UBL)',
  cii: 'Factura electrónica (CII)',
  vatBase: 'Base imponible',
  vatAmount: 'Cuota de IVA',
  paid: 'Pagada',
  overdue: 'Vencida',
  expired: 'Caducado',
  cancelled: 'Anulada',
  payments: 'Pagos recibidos',
  accept: 'Aceptar el presupuesto',
  decline: 'Rechazar',
  choose: '¿Acepta este presupuesto?',
  accepted: 'Ha aceptado este presupuesto.',
  declined: 'Ha rechazado este presupuesto.',
  notFoundTitle: 'Página no encontrada',
  notFound:
    'Este enlace no lleva a ningún documento: puede haber caducado o haberse retirado. Pida uno nuevo al remitente.',
  closedTitle: 'Presupuesto cerrado',
  notDoneTitle: 'No se ha cambiado nada',
  closed: 'Este presupuesto ya no espera respuesta; no se ha cambiado nada.',
  refusedTitle: 'Solicitud rechazada',
  refused: 'Este formulario debe enviarse desde la propia página del documento. Abra el enlace de nuevo.',
  errorTitle: 'Algo ha fallado',
  error: 'No se ha podido mostrar la página. Inténtelo de nuevo en un momento.',
  backToDocument: 'Volver al documento',
  payOnline: 'Pagar en línea',
  amountToPay: 'Importe',
  continueToPayment: 'Continuar al pago',
  mandateTitle: 'Adeudo directo SEPA',
  mandateHolder: 'Titular de la cuenta',
  mandateSign: 'Firmar la orden',
  mandateSigned: 'Orden firmada:',
};

const it: Omit<PageWording, keyof Wording> = {
  lang: 'it',
  from: 'Da',
  downloads: 'Scarica',
  pdf: 'PDF',
  ubl: 'Fattura elettronica (UBL)',
  cii: 'Fattura elettronica (CII)',
  vatBase: 'Imponibile',
  vatAmount: 'Imposta',
  paid: 'Pagata',
  overdue: 'Scaduta',
  expired: 'Scaduto',
  cancelled: 'Annullata',
  payments: 'Pagamenti ricevuti',
  accept: 'Accetta il preventivo',
  decline: 'Rifiuta',
  choose: 'Accetta questo preventivo?',
  accepted: 'Ha accettato questo preventivo.',
  declined: 'Ha rifiutato questo preventivo.',
  notFoundTitle: 'Pagina non trovata',
  notFound:
    'Questo link non porta a nessun documento: potrebbe essere scaduto o ritirato. Ne chieda uno nuovo al mittente.',
  closedTitle: 'Preventivo chiuso',
  notDoneTitle: 'Non è stato modificato nulla',
  closed: 'Questo preventivo non attende più una risposta; non è stato modificato nulla.',
  refusedTitle: 'Richiesta rifiutata',
  refused: 'Questo modulo deve essere inviato dalla pagina del documento. Riapra il link e riprovi.',
  errorTitle: 'Si è verificato un errore',
  error: 'Non è stato possibile mostrare la pagina. Riprovi tra un momento.',
  backToDocument: 'Torna al documento',
  payOnline: 'Paga online',
  amountToPay: 'Importo',
  continueToPayment: 'Continua al pagamento',
  mandateTitle: 'Addebito diretto SEPA',
  mandateHolder: 'Intestatario del conto',
  mandateSign: 'Firma il mandato',
  mandateSigned: 'Mandato firmato:',
};

const nl: Omit<PageWording, keyof Wording> = {
  lang: 'nl',
  from: 'Van',
  downloads: 'Downloaden',
  pdf: 'PDF',
  ubl: 'E-factuur (UBL)',
  cii: 'E-factuur (CII)',
  vatBase: 'Grondslag',
  vatAmount: 'Btw-bedrag',
  paid: 'Betaald',
  overdue: 'Te laat',
  expired: 'Verlopen',
  cancelled: 'Geannuleerd',
  payments: 'Ontvangen betalingen',
  accept: 'Offerte aanvaarden',
  decline: 'Weigeren',
  choose: 'Aanvaardt u deze offerte?',
  accepted: 'U hebt deze offerte aanvaard.',
  declined: 'U hebt deze offerte geweigerd.',
  notFoundTitle: 'Pagina niet gevonden',
  notFound:
    'Deze link leidt niet naar een document: hij is misschien verlopen of ingetrokken. Vraag de afzender om een nieuwe.',
  closedTitle: 'Offerte gesloten',
  notDoneTitle: 'Er is niets gewijzigd',
  closed: 'Deze offerte wacht niet meer op een antwoord; er is niets gewijzigd.',
  refusedTitle: 'Verzoek geweigerd',
  refused: 'Dit formulier moet vanaf de documentpagina zelf worden verstuurd. Open de link opnieuw.',
  errorTitle: 'Er ging iets mis',
  error: 'De pagina kon nu niet worden getoond. Probeer het zo dadelijk opnieuw.',
  backToDocument: 'Terug naar het document',
  payOnline: 'Online betalen',
  amountToPay: 'Bedrag',
  continueToPayment: 'Verder naar betaling',
  mandateTitle: 'SEPA-incasso',
  mandateHolder: 'Rekeninghouder',
  mandateSign: 'Machtiging ondertekenen',
  mandateSigned: 'Machtiging ondertekend:',
};

const pageLanguages: Record<string, Omit<PageWording, keyof Wording>> = { en, fr, de, es, it, nl };

/** The page's words for a client's Culture, in the document's language (docs/api.md §12). */
export function pageWordingFor(culture: string | undefined): PageWording {
  return { ...wordingFor(culture), ...pageLanguages[languageOf(culture)]! };
}
