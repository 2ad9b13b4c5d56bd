import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '../../kernel/signing-key.ts';
import type { ShareLink } from './model.ts';

/**
 * The token the page's forms carry: an HMAC of the link, so only a page served for this link
 * has it (a cross-site form cannot know it), and it needs no state to check.
 */
export const formToken = (link: Pick<ShareLink, 'tokenHash'>): string =>
  createHmac('sha256', signingKey()).update(`document-page-form\0${link.tokenHash}`).digest('base64url');

/** Whether a posted form token is the link's. */
export function formTokenHolds(link: Pick<ShareLink, 'tokenHash'>, sent: string | undefined): boolean {
  const expected = Buffer.from(formToken(link));
  const given = Buffer.from(sent ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
