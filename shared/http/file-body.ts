import { bodyTooLarge, unsupportedType } from '../kernel/errors.ts';
import type { Operation } from '../kernel/operation.ts';
import { errorAnswer } from './answers.ts';
import { rawBody } from './middleware.ts';
import type { BodyAdapter } from './operation.ts';

/** What a `file` body gives the run: its media type (of those the operation accepts) and its text. */
export interface FileBody {
  type: string;
  text: string;
}

/**
 * A body that is a file (docs/api.md §15: a bank statement): 413 past the operation's limit,
 * 415 unless of a type it accepts, else the text and its type; failures answered in JSON.
 */
export const fileBody = (accepts: NonNullable<Operation['accepts']>): BodyAdapter => ({
  readBody: {
    before: async (request) => {
      const raw = rawBody(request.event);
      if (Buffer.byteLength(raw, 'utf8') > accepts.maxBytes) throw bodyTooLarge(accepts.maxBytes);
      const type = (request.event.headers?.['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!accepts.types.includes(type)) throw unsupportedType(accepts.types.join(', '));
      request.context.body = { type, text: raw } satisfies FileBody;
    },
  },
  renderError: errorAnswer,
});
