import { createHash, createHmac } from 'node:crypto';

/** The `webhook-id` of one notification to one callback: the same for every copy of the same change. */
export const messageIdOf = (sourceId: string, callbackId: number): string =>
  `msg_${createHash('sha256').update(`${sourceId}:${callbackId}`).digest('hex').slice(0, 32)}`;

/**
 * Standard Webhooks headers: `webhook-signature` is `v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's bytes (the base64 after `whsec_`).
 */
export function signatureHeaders(
  secret: string,
  messageId: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
