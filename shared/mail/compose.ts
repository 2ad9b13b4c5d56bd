import MailComposer from 'nodemailer/lib/mail-composer';

/**
 * A MIME message (RFC 5322) built by Nodemailer's composer: it encodes every header, so text
 * from the API can never add a header of its own, and it attaches files as base64 parts.
 */
export interface Mail {
  from: { name: string; address: string };
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  attachments: { filename: string; content: Uint8Array; contentType: string }[];
}

export async function composeMime(mail: Mail, options: { keepBcc: boolean }): Promise<Buffer> {
  const composer = new MailComposer({
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    to: mail.to,
    ...(mail.cc.length ? { cc: mail.cc } : {}),
    ...(mail.bcc.length ? { bcc: mail.bcc } : {}),
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType })),
  });
  const node = composer.compile();
  node.keepBcc = options.keepBcc;
  return node.build();
}

/** Recipients of a `;`- or `,`-separated list, trimmed, empty ones dropped. */
export const addresses = (list: string | undefined): string[] =>
  (list ?? '').split(/[;,]/).map((a) => a.trim()).filter(Boolean);
