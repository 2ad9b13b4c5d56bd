import { holdToFileBounds } from '../kernel/errors.ts';
import type { Operation } from '../kernel/operation.ts';
import { decodeText, decodeXml } from '../kernel/text-decoding.ts';
import { errorAnswer } from './answers.ts';
import { rawBytes } from './middleware.ts';
import type { BodyAdapter } from './operation.ts';

/** What a `file` body gives the run: its media type (of those the operation accepts), its bytes, and them as text. */
export interface FileBody {
  type: string;
  bytes: Uint8Array;
  /**
   * Decoded when read (an image never is): as API Gateway passed it when it passed text, else in
   * the encoding an XML file declares or a CSV's `charset` names (400 for bytes that are not it).
   */
  readonly text: string;
}

/** A body's bytes as text, by its media type (shared/kernel/text-decoding.ts). */
const textOf = (bytes: Uint8Array, type: string, contentType: string) =>
  type.endsWith('xml') ? decodeXml(bytes) : decodeText(bytes, /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1]);

/**
 * A body that is a file (docs/api.md §15: a bank statement; §10: a logo, sent as binary): 413 past the operation's limit,
 * 415 unless of a type it accepts, else its bytes and its type; failures answered in JSON.
 */
export const fileBody = (accepts: NonNullable<Operation['accepts']>): BodyAdapter => ({
  readBody: {
    before: async (request) => {
      const bytes = rawBytes(request.event);
      const contentType = request.event.headers?.['content-type'] ?? '';
      const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      holdToFileBounds(accepts, { type, size: bytes.byteLength });
      const { body, isBase64Encoded } = request.event;
      request.context.body = {
        type,
        bytes,
        get text() {
          return body !== undefined && !isBase64Encoded ? body : textOf(bytes, type, contentType);
        },
      } satisfies FileBody;
    },
  },
  renderError: errorAnswer,
});
