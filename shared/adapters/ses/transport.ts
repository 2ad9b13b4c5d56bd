import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail } from '../../features/mailing/mail.ts';
import type { MailPort } from '../../features/mailing/port.ts';
import { config } from '../../kernel/config.ts';
import { loadOnce } from '../../kernel/load-once.ts';
import { onceForRequest } from '../../kernel/request-scope.ts';

// Loaded on the first send: a cold start that sends nothing does not pay for them.
const mime = loadOnce(() => import('./mime.ts'));
const ses = loadOnce(() => import('./ses.ts'));

/**
 * Sends a message. Locally (OUTBOX_DIR set) it is written as an `.eml` file, Bcc kept so it
 * can be checked; deployed it goes through Amazon SES (SESv2) as a raw message, with every
 * recipient named in the envelope and no Bcc header in the message.
 */
export async function sendMail(mail: Mail): Promise<string> {
  const outbox = config.outboxDir;
  if (outbox) {
    const { composeMime } = await mime();
    return saveToOutbox(outbox, await composeMime(mail, { keepBcc: true }));
  }
  const { sendThroughSes } = await ses();
  return sendThroughSes(mail);
}

/** Writes a raw message into a local outbox as a `.eml` file named by time; gives the file's name. */
export async function saveToOutbox(outbox: string, raw: Uint8Array): Promise<string> {
  await mkdir(outbox, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
  await writeFile(join(outbox, name), raw);
  return name;
}

/**
 * The mail port: SES when deployed, the outbox locally. A message a request with an
 * Idempotency-Key sends goes at most once for the key (`onceForRequest`): a retry after a lost
 * answer is refused `already_applied` rather than e-mailed again.
 */
export const sesMail: MailPort = {
  async send(mail) {
    await onceForRequest(() => sendMail(mail));
  },
};
