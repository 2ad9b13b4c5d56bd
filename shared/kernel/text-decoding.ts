import { TextDecoder } from 'node:util';
import { invalid } from './errors.ts';

/**
 * Files that others wrote, as text (docs/api.md §3): an XML file in the encoding it declares (a
 * byte order mark first, else its `<?xml encoding?>`, else UTF-8, as XML 1.0 §4.3.3 and its
 * appendix F read it), a CSV in its `charset`, else UTF-8, else Windows-1252 (what French banks'
 * exports use). Bytes that are not the encoding said are refused: never replaced by `�` in
 * the books.
 */

const BYTE_ORDER_MARKS: readonly [bytes: number[], encoding: string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xfe, 0xff], 'utf-16be'],
  [[0xff, 0xfe], 'utf-16le'],
];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** The encoding a byte order mark says, if the bytes start with one. */
const byteOrderMark = (bytes: Uint8Array) => BYTE_ORDER_MARKS.find(([mark]) => startsWith(bytes, mark))?.[1];

/** `refuse` says what is wrong with the file's text, as the 400 its reader answers. */
type Refuse = (where: string, why: string) => Error;

const defaultRefuse: Refuse = (where, why) =>
  invalid(`The file's text cannot be read: ${where} ${why}.`, [{ field: where, message: why }]);

/**
 * Windows-1252's bytes 0x80 to 0x9F (WHATWG's index), which Node 20's TextDecoder gives as C1
 * controls (nodejs/node#56542): `€`, `œ`, the typographic quotes of every French text.
 */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

const windows1252 = (text: string) =>
  text.replace(/[\u0080-\u009F]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);

/** The bytes as text in `encoding` (a WHATWG label); 400 for a label no decoder knows, or bytes it does not hold. */
function decodeAs(bytes: Uint8Array, encoding: string, refuse: Refuse): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    throw refuse('encoding', `"${encoding}" is not an encoding that can be read (UTF-8, UTF-16, ISO-8859-1, ...)`);
  }
  try {
    const text = decoder.decode(bytes);
    // ISO-8859-1 is Windows-1252 too, as browsers and WHATWG read it.
    return decoder.encoding === 'windows-1252' ? windows1252(text) : text;
  } catch {
    throw refuse('encoding', `holds bytes that are not ${encoding} text`);
  }
}

/** An XML file's text: in the encoding its byte order mark, else its declaration, says; UTF-8 when neither does. */
export function decodeXml(bytes: Uint8Array, refuse: Refuse = defaultRefuse): string {
  const marked = byteOrderMark(bytes);
  if (marked) return decodeAs(bytes, marked, refuse);
  // The declaration is ASCII in every encoding an XML file without a byte order mark may be in.
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head)?.[1];
  return decodeAs(bytes, declared ?? 'utf-8', refuse);
}

/**
 * A text file's text (a CSV): in the `charset` its media type names; without one, UTF-8 (a byte
 * order mark dropped) when the bytes are UTF-8, else Windows-1252, which decodes any byte.
 */
export function decodeText(bytes: Uint8Array, charset?: string, refuse: Refuse = defaultRefuse): string {
  if (charset) return decodeAs(bytes, charset, refuse);
  const marked = byteOrderMark(bytes);
  if (marked) return decodeAs(bytes, marked, refuse);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeAs(bytes, 'windows-1252', refuse);
  }
}
