import { describe, expect, it } from 'vitest';
import type { Mail } from '../../features/mailing/mail.ts';
import { composeMime, sentForTags } from './mime.ts';

const mail: Mail = {
  from: { name: 'Atelier', address: 'invoices@example.com' },
  to: ['client@example.com'],
  cc: [],
  bcc: [],
  subject: 'Facture F-2026/001',
  text: 'Bonjour',
  attachments: [],
  sentFor: { accountId: '7f3c2a9e-acct', document: 'invoice/F-2026/001 é' },
};

describe("a message's tags: its bounces and complaints lead back to the account and the document", () => {
  it('names the account and the document in the characters SES takes', () => {
    expect(sentForTags(mail)).toEqual([
      { Name: 'account', Value: '7f3c2a9e-acct' },
      { Name: 'document', Value: 'invoice_F-2026_001__' },
    ]);
    expect(sentForTags({ sentFor: { accountId: 'a', document: 'x'.repeat(300) } })[1]!.Value).toHaveLength(256);
  });

  it('keeps them in the local outbox as the SES header, never in a message that goes through SES', async () => {
    const local = (await composeMime(mail, { keepBcc: true })).toString('utf8');
    // Header names are case-insensitive (RFC 5322): Nodemailer writes `X-Ses-Message-Tags`.
    expect(local).toMatch(/^X-SES-MESSAGE-TAGS: account=7f3c2a9e-acct, document=invoice_F-2026_001__\r?$/im);
    const sent = (await composeMime(mail, { keepBcc: false })).toString('utf8');
    expect(sent).not.toMatch(/X-SES-MESSAGE-TAGS/i);
  });
});
