/** An e-mail as the domain writes it; shared/adapters/ses/mime.ts makes it a MIME message. */
export interface Mail {
  from: { name: string; address: string };
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  /** The same message as HTML: the mail is then multipart/alternative, the text part first. */
  html?: string;
  /** Files: attached, or shown inside the HTML part when they have a Content-ID (the logo). */
  attachments: { filename: string; content: Uint8Array; contentType: string; cid?: string }[];
  /** Who sent it, so its bounces and complaints lead back to them: the account, and the document (`invoice/F-1`). */
  sentFor: { accountId: string; document: string };
}

/** The Content-ID of the seller's logo, attached inline beside the HTML part that shows it. */
export const LOGO_CID = 'logo@invoice';

/** Recipients of a `;`- or `,`-separated list, trimmed, empty ones dropped. */
export const addresses = (list: string | undefined): string[] =>
  (list ?? '')
    .split(/[;,]/)
    .map((a) => a.trim())
    .filter(Boolean);
