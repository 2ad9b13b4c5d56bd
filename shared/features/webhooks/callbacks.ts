import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Principal } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { conflict, invalid, isConflict, notFound } from '../../kernel/errors.ts';
import { withNextId } from '../../kernel/taken-once.ts';
import type { Receivers, Stores } from '../ports.ts';
import { registrationName } from './event-names.ts';
import type { Callback } from './model.ts';

/** How many times a callback's verification message is sent at most (the first and the resends). */
export const MAX_VERIFICATIONS = 10;

/** The most callbacks an account may have. */
export const MAX_CALLBACKS = 100;

/** Checks a callback uri: http(s) (https only where the stage says so), and the SSRF guard. */
async function checkUri(deps: Receivers, uri: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(uri.trim());
  } catch {
    throw invalid('The uri is not a valid URL.', [{ field: 'uri', message: 'is not a URL' }]);
  }
  const httpsOnly = config.webhookHttpsOnly;
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && !httpsOnly))) {
    throw invalid(`The uri must be ${httpsOnly ? 'https' : 'http or https'}.`, [
      { field: 'uri', message: 'has another scheme' },
    ]);
  }
  if (url.username || url.password || url.href.length > 2048)
    throw invalid('The uri must carry no credentials and be at most 2048 characters.');
  const refusal = await deps.receivers.refusal(url.href);
  if (refusal) throw invalid(`The uri is refused: ${refusal}.`, [{ field: 'uri', message: refusal }]);
  return url.href;
}

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Constant time whatever the lengths: both sides are hashed first. */
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** Registers a callback; its verification message goes out from the stream. */
export async function createCallback(
  deps: Pick<Stores, 'callbacks' | 'sequences'> & Receivers,
  principal: Principal,
  event: string | undefined,
  uri: string | undefined,
): Promise<Callback> {
  const name = registrationName(event ?? '');
  if (!name) throw invalid(`Unknown event "${event ?? ''}".`, [{ field: 'event', message: 'is not an event name' }]);
  if (!uri) throw invalid('A uri is required.', [{ field: 'uri', message: 'is required' }]);
  const href = await checkUri(deps, uri);
  return withNextId(deps.sequences, principal.accountId, 'callback', async (callbackId) => {
    const callback: Callback = {
      accountId: principal.accountId,
      callbackId,
      event: name,
      uri: href,
      verified: false,
      verifier: randomBytes(24).toString('base64url'),
      secret: `whsec_${randomBytes(32).toString('base64')}`,
      verificationsSent: 1,
      createdAt: Date.now(),
      createdBy: principal.userId,
    };
    // The stream carries the new item to the verification message.
    if (!(await deps.callbacks.insert(callback, MAX_CALLBACKS)))
      throw conflict(`An account holds at most ${MAX_CALLBACKS} callbacks.`);
    return callback;
  });
}

async function existing(
  deps: Pick<Stores, 'callbacks'>,
  principal: Principal,
  id: string | undefined,
): Promise<Callback> {
  if (!id || !/^\d{1,12}$/.test(id))
    throw invalid('A numeric callback_id is required.', [{ field: 'callback_id', message: 'is required' }]);
  const callback = await deps.callbacks.get(principal.accountId, Number(id));
  if (!callback) throw notFound(`The callback ${id}`);
  return callback;
}

/** Verifies a callback with the verifier its message carried. */
export async function verifyCallback(
  deps: Pick<Stores, 'callbacks'>,
  principal: Principal,
  id: string | undefined,
  verifier: string | undefined,
): Promise<void> {
  const callback = await existing(deps, principal, id);
  if (callback.verified) return;
  if (
    !verifier ||
    !callback.verifier ||
    !sameSecret(verifier, callback.verifier) ||
    !(await deps.callbacks.markVerified(callback))
  ) {
    throw invalid('The verifier is not the one sent to this callback.', [
      { field: 'verifier', message: 'does not match' },
    ]);
  }
}

/** Sends the verification message again; a verified callback needs none, so nothing is sent. */
export async function resendToken(
  deps: Pick<Stores, 'callbacks'>,
  principal: Principal,
  id: string | undefined,
): Promise<void> {
  const callback = await existing(deps, principal, id);
  if (callback.verified) return;
  // Each resend POSTs to a uri nobody confirmed: a few are help, many would be a weapon.
  if (callback.verificationsSent >= MAX_VERIFICATIONS) {
    throw conflict(
      `The verification message of callback ${id} was sent ${MAX_VERIFICATIONS} times; delete the callback and create it again.`,
    );
  }
  try {
    await deps.callbacks.requestVerification(callback);
  } catch (error) {
    // Deleted by a request that came first (or verified meanwhile): as if it were gone.
    if (isConflict(error, 'changed')) throw notFound(`The callback ${id}`);
    throw error;
  }
}

/** Deletes a callback. */
export async function deleteCallback(
  deps: Pick<Stores, 'callbacks'>,
  principal: Principal,
  id: string | undefined,
): Promise<void> {
  const callback = await existing(deps, principal, id);
  if (!(await deps.callbacks.remove(principal.accountId, callback.callbackId))) throw notFound(`The callback ${id}`);
}

/** One page of `callback.list`. */
export interface CallbackPage {
  callbacks: Callback[];
  page: number;
  perPage: number;
  pages: number;
  total: number;
}

/** Pages of 25 by default (at most 100), in ascending callback_id, optionally by event and uri. */
export async function listCallbacks(
  deps: Pick<Stores, 'callbacks'>,
  principal: Principal,
  fields: Record<string, string>,
): Promise<CallbackPage> {
  const page = positive(fields.page, 1, 'page');
  const perPage = Math.min(positive(fields.per_page, 25, 'per_page'), 100);
  const event = fields.event === undefined ? undefined : (registrationName(fields.event) ?? fields.event);
  const all = (await deps.callbacks.all(principal.accountId))
    .filter((c) => (event === undefined || c.event === event) && (fields.uri === undefined || c.uri === fields.uri))
    .sort((a, b) => a.callbackId - b.callbackId);
  return {
    callbacks: all.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    pages: Math.max(1, Math.ceil(all.length / perPage)),
    total: all.length,
  };
}

function positive(value: string | undefined, fallback: number, field: string): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1)
    throw invalid(`${field} must be a positive whole number.`, [{ field, message: 'is not a positive number' }]);
  return Number(value);
}
