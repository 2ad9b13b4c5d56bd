import MailComposer from 'nodemailer/lib/mail-composer';
import type { Mail } from './message.ts';

/**
 * The MIME message (RFC 5322) of a mail, built by Nodemailer's composer: it encodes every
 * header, so text from the API can never add a header of its own, and it attaches files as
 * base64 parts. Bcc is kept only where asked (the local outbox, so it can be checked).
 */
export async function composeMime(mail: Mail, options: { keepBcc: boolean }): Promise<Buffer> {
  const composer = new MailComposer({
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    to: mail.to,
    ...(mail.cc.length ? { cc: mail.cc } : {}),
    ...(mail.bcc.length ? { bcc: mail.bcc } : {}),
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.content),
      contentType: a.contentType,
    })),
  });
  const node = composer.compile();
  node.keepBcc = options.keepBcc;
  return node.build();
}
