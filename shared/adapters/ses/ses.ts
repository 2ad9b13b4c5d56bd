import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mail } from '../../features/mailing/mail.ts';
import { config } from '../../kernel/config.ts';
import { composeMime, sentForTags } from './mime.ts';

let ses: SESv2Client | undefined;

/**
 * A message through Amazon SES (SESv2) as a raw message, every recipient named in the envelope
 * and no Bcc header in the message. Its own module, imported on the first send: its named
 * imports let esbuild keep only the client and the one command (a dynamic import of the SDK
 * package itself would keep every command).
 */
export async function sendThroughSes(mail: Mail): Promise<string> {
  ses ??= new SESv2Client({});
  const out = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: mail.from.address,
      ConfigurationSetName: config.mailConfigurationSet,
      Destination: { ToAddresses: mail.to, CcAddresses: mail.cc, BccAddresses: mail.bcc },
      Content: { Raw: { Data: await composeMime(mail, { keepBcc: false }) } },
      EmailTags: sentForTags(mail),
    }),
  );
  return out.MessageId ?? '';
}
