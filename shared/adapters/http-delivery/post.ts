import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PostOutcome, ReceiversPort } from '../../features/webhooks/port.ts';
import { config } from '../../kernel/config.ts';
import { resolveTarget, UnsafeTarget } from './ssrf.ts';

/** 10 s (docs/api.md §7); WEBHOOK_TIMEOUT_MS shortens it for tests. */
const deliveryTimeoutMs = () => config.webhookTimeoutMs;
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a form body to a callback uri: the SSRF guard runs again here (the host may resolve
 * elsewhere since create), the connection goes to the address it checked, redirects are not
 * followed, and the whole exchange must end within 10 s.
 */
export async function postNotification(
  uri: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = deliveryTimeoutMs(),
): Promise<PostOutcome> {
  const started = Date.now();
  let target: Awaited<ReturnType<typeof resolveTarget>>;
  const tooLate = new Error('resolution timed out');
  try {
    // The name's resolution counts in the 10 s too: a slow resolver cannot hold a delivery longer.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(tooLate), timeoutMs);
    });
    target = await Promise.race([resolveTarget(uri), late]).finally(() => clearTimeout(timer));
  } catch (error) {
    return {
      error:
        error instanceof UnsafeTarget
          ? `refused: ${error.message}`
          : `the uri could not be resolved within ${timeoutMs / 1000} s`,
      ...(error === tooLate ? { timedOut: true as const } : {}),
      ms: Date.now() - started,
    };
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  return new Promise<PostOutcome>((resolve) => {
    const done = (outcome: Omit<PostOutcome, 'ms'>) => {
      clearTimeout(timer);
      resolve({ ...outcome, ms: Date.now() - started });
    };
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'invoicing-webhooks/1.0',
        },
      },
      (res: IncomingMessage) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) res.destroy();
        });
        res.on('end', () => done({ status: res.statusCode }));
        res.on('close', () => done({ status: res.statusCode }));
        res.on('error', () => done({ status: res.statusCode }));
      },
    );
    const remainingMs = Math.max(1, timeoutMs - (Date.now() - started));
    const timer = setTimeout(() => {
      req.destroy();
      done({ error: `no answer within ${timeoutMs / 1000} s`, timedOut: true });
    }, remainingMs);
    req.on('error', (error) => done({ error: error.message }));
    req.end(body);
  });
}

/** The receivers port on the internet: the SSRF guard, and the guarded POST. */
export const internetReceivers: ReceiversPort = {
  async refusal(uri) {
    try {
      await resolveTarget(uri);
      return undefined;
    } catch (error) {
      if (error instanceof UnsafeTarget) return error.message;
      throw error;
    }
  },
  post: postNotification,
};
