import { createHash } from 'node:crypto';
import { htmlTemplate } from './html-template.ts';
import { documentTemplate, messageTemplate, styles } from './templates.ts';
import type { DocumentView } from './view.ts';
import { type PageWording, pageWordingFor } from './wording.ts';

const documentPage = htmlTemplate<DocumentView & { styles: string }>(documentTemplate);
const messagePage = htmlTemplate<{
  lang: string;
  title: string;
  text: string;
  back: { href: string; label: string } | undefined;
  styles: string;
}>(messageTemplate);

/**
 * The page's Content-Security-Policy: nothing from other origins, no script at all, the one
 * inline style sheet by its hash, forms posting to this origin only, and no framing (the empty
 * `data:` icon keeps browsers from asking for /favicon.ico).
 */
export const pagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(styles).digest('base64')}'`,
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page of a document. */
export const renderDocumentPage = (view: DocumentView): string => documentPage({ ...view, styles });

/** What a message page says. */
export type Message = 'notFound' | 'closed' | 'refused' | 'error';

/** A message page: the same for every unknown, expired or revoked link (English, as nothing says whose it is). */
export function renderMessagePage(message: Message, words: PageWording = pageWordingFor('en'), back?: string): string {
  const titles = {
    notFound: words.notFoundTitle,
    closed: words.closedTitle,
    refused: words.refusedTitle,
    error: words.errorTitle,
  };
  return messagePage({
    lang: words.lang,
    title: titles[message],
    text: words[message],
    back: back ? { href: back, label: words.backToDocument } : undefined,
    styles,
  });
}

/**
 * The step between the page's form of a part paid online and the provider's checkout: a link on
 * (a form may only lead to the page's own site, its `form-action`), with the amount it asks.
 */
export function renderHandoffPage(words: PageWording, amount: string, checkout: string): string {
  return messagePage({
    lang: words.lang,
    title: words.payOnline,
    text: `${words.amountToPay}: ${amount}`,
    back: { href: checkout, label: words.continueToPayment },
    styles,
  });
}

/** A page's refusal that says its own reason (a Pay with nothing due, a mandate in place already). */
export function renderRefusalPage(reason: string, back: string, words: PageWording = pageWordingFor('en')): string {
  return messagePage({
    lang: words.lang,
    title: words.notDoneTitle,
    text: reason,
    back: { href: back, label: words.backToDocument },
    styles,
  });
}
