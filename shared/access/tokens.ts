import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 256 random bits. Only its hash is ever stored. */
export const newToken = (): string => `inv_${randomBytes(32).toString('base64url')}`;

/** Tokens carry 256 bits of entropy, so a fast hash is enough (no dictionary to defend against). */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The token of an `Authorization` header: `Bearer <token>`, `OAuth <token>`, or HTTP Basic
 * with the token as user name. Undefined when the header has none of these forms.
 */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^\s*(\w+)\s+(\S+)\s*$/.exec(header);
  if (!match) return undefined;
  const [, scheme = '', value = ''] = match;
  switch (scheme.toLowerCase()) {
    case 'bearer':
    case 'oauth':
      return value;
    case 'basic': {
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      const user = decoded.split(':')[0];
      return user || undefined;
    }
    default:
      return undefined;
  }
}
