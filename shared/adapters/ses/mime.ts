import { createRequire } from 'node:module';
import type MailComposerClass from 'nodemailer/lib/mail-composer';
import type { Mail } from '../../features/mailing/mail.ts';
import { packageFile } from '../../kernel/package-files.ts';

/**
 * Nodemailer's composer: from node_modules locally; on Lambda, one file that the stack builds
 * beside the bundle of the functions that send (infra/cdk/functions.ts), so its 135 KiB are read
 * on the first send only and no cold start compiles them.
 */
export const MAIL_COMPOSER = { module: 'nodemailer/lib/mail-composer', file: 'mail-composer.cjs' } as const;

let MailComposer: typeof MailComposerClass | undefined;
const composer = (): typeof MailComposerClass =>
  (MailComposer ??= createRequire(import.meta.url)(packageFile(MAIL_COMPOSER.module, MAIL_COMPOSER.file)));

/**
 * The MIME message (RFC 5322) of a mail, built by Nodemailer's composer: it encodes every
 * header, so text from the API can never add a header of its own, and it attaches files as
 * base64 parts. Bcc is kept only where asked (the local outbox, so it can be checked), and there the
 * message's tags too.
 */
export async function composeMime(mail: Mail, options: { keepBcc: boolean }): Promise<Buffer> {
  const Composer = composer();
  const message = new Composer({
    // The local outbox keeps the tags SES is given (SendEmail's EmailTags) as SES's own header would carry them.
    ...(options.keepBcc
      ? {
          headers: {
            'X-SES-MESSAGE-TAGS': sentForTags(mail)
              .map((t) => `${t.Name}=${t.Value}`)
              .join(', '),
          },
        }
      : {}),
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    to: mail.to,
    ...(mail.cc.length ? { cc: mail.cc } : {}),
    ...(mail.bcc.length ? { bcc: mail.bcc } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.content),
      contentType: a.contentType,
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  });
  const node = message.compile();
  node.keepBcc = options.keepBcc;
  return node.build();
}

/** SES takes tag values of ASCII letters, digits, `_` and `-`, up to 256: anything else becomes `_`. */
const tagValue = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256) || '_';

/**
 * The message's tags: its account and its document, which SES hands back with every bounce,
 * complaint, rejection or delay (infra/cdk/mail.ts keeps them in the stage's mail-feedback log).
 */
export const sentForTags = (mail: Pick<Mail, 'sentFor'>) => [
  { Name: 'account', Value: tagValue(mail.sentFor.accountId) },
  { Name: 'document', Value: tagValue(mail.sentFor.document) },
];
