import { type Wording, wordingFor } from '../../features/documents/wording.ts';

/** What the document page says besides the document's own words (the PDF's): English or French. */
export interface PageWording extends Wording {
  locale: string;
  lang: string;
  from: string;
  downloads: string;
  pdf: string;
  ubl: string;
  cii: string;
  vatBase: string;
  vatAmount: string;
  totalDue: string;
  paid: string;
  overdue: string;
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
  refusedTitle: string;
  refused: string;
  errorTitle: string;
  error: string;
  backToDocument: string;
}

const en: Omit<PageWording, keyof Wording> = {
  locale: 'en-GB',
  lang: 'en',
  from: 'From',
  downloads: 'Download',
  pdf: 'PDF',
  ubl: 'E-invoice (UBL)',
  cii: 'E-invoice (CII)',
  vatBase: 'Taxable amount',
  vatAmount: 'VAT amount',
  totalDue: 'Amount due',
  paid: 'Paid',
  overdue: 'Overdue',
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
  closedTitle: 'Already answered',
  closed: 'This estimate is no longer open to a choice; nothing was changed.',
  refusedTitle: 'Request refused',
  refused: 'This form must be sent from the document page itself. Open the link again and retry.',
  errorTitle: 'Something went wrong',
  error: 'The page could not be shown just now. Please try again in a moment.',
  backToDocument: 'Back to the document',
};

const fr: Omit<PageWording, keyof Wording> = {
  locale: 'fr-FR',
  lang: 'fr',
  from: 'De',
  downloads: 'Télécharger',
  pdf: 'PDF',
  ubl: 'Facture électronique (UBL)',
  cii: 'Facture électronique (CII)',
  vatBase: 'Base HT',
  vatAmount: 'Montant TVA',
  totalDue: 'Reste à payer',
  paid: 'Payée',
  overdue: 'En retard',
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
  closedTitle: 'Déjà répondu',
  closed: "Ce devis n'attend plus de réponse ; rien n'a été modifié.",
  refusedTitle: 'Requête refusée',
  refused: 'Ce formulaire doit être envoyé depuis la page du document. Rouvrez le lien et réessayez.',
  errorTitle: 'Une erreur est survenue',
  error: "La page n'a pas pu être affichée. Réessayez dans un instant.",
  backToDocument: 'Retour au document',
};

/** The page's words for a client's Culture: French for `fr*`, else English (docs/api.md §12). */
export function pageWordingFor(culture: string | undefined): PageWording {
  const french = /^fr\b/i.test(culture ?? '');
  return { ...wordingFor(culture), ...(french ? fr : en) };
}
