import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { signingKey } from './signing-key.ts';

/** The version of a sealed value's layout: a later key or cipher reads its own. */
const VERSION = 'v1';

/** The key that seals an account's secrets, derived from the stage's signing key (its own, never the signing key itself). */
const sealingKey = () => Buffer.from(hkdfSync('sha256', signingKey(), Buffer.alloc(0), 'account-secrets', 32));

/**
 * A secret as it is stored (an account's platform or payment-provider credentials): AES-256-GCM
 * under a key derived from the stage's signing key (kept in Secrets Manager when deployed), so
 * the table, its backups and its stream never hold it in plain text. `context` (the account and
 * what the secret is for) is bound in: a sealed value copied to another account does not open.
 */
export function seal(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}

/** The secret a `seal` made, under the same context; throws when it was changed or belongs elsewhere. */
export function unseal(sealed: string, context: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not a sealed value of this service');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
