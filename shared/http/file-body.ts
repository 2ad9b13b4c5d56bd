import { bodyTooLarge, unsupportedType } from '../kernel/errors.ts';
import type { Operation } from '../kernel/operation.ts';
import { errorAnswer } from './answers.ts';
import { rawBytes } from './middleware.ts';
import type { BodyAdapter } from './operation.ts';

/** What a `file` body gives the run: its media type (of those the operation accepts), its bytes, and them as UTF-8 text. */
export interface FileBody {
  type: string;
  bytes: Uint8Array;
  /** Decoded when read: an image is never decoded as text. */
  readonly text: string;
}

/**
 * A body that is a file (docs/api.md §15: a bank statement; §10: a logo, sent as binary): 413 past the operation's limit,
 * 415 unless of a type it accepts, else its bytes and its type; failures answered in JSON.
 */
export const fileBody = (accepts: NonNullable<Operation['accepts']>): BodyAdapter => ({
  readBody: {
    before: async (request) => {
      const bytes = rawBytes(request.event);
      if (bytes.byteLength > accepts.maxBytes) throw bodyTooLarge(accepts.maxBytes);
      const type = (request.event.headers?.['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!accepts.types.includes(type)) throw unsupportedType(accepts.types.join(', '));
      request.context.body = {
        type,
        bytes,
        get text() {
          return bytes.toString('utf8');
        },
      } satisfies FileBody;
    },
  },
  renderError: errorAnswer,
});
