import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { invalid } from '../../kernel/errors.ts';
import { asXmlText } from '../../kernel/validation.ts';
import { xmlWriter } from '../../kernel/xml-write.ts';

/** xml-in bodies stay small (docs/api.md §7). */
export const MAX_XML_BYTES = 64 * 1024;

/**
 * fast-xml-parser set up for untrusted input: no entity is ever expanded (a DOCTYPE is refused
 * outright), nesting is bounded, values stay text. Only the five predefined escapes and
 * character references are decoded, in one pass, which expands nothing.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 8,
});

const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decodeReferences = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (_, ref: string) => {
    if (ref[0] !== '#') return predefined[ref]!;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

type Node = string | { [key: string]: Node | Node[] };

/** The `<request method="...">` of an xml-in body: its method and its child elements as text. */
export interface XmlRequest {
  method: string;
  /** Children of `<request>`, and of its `<callback>` element, flattened: `callback_id`, `event`... */
  fields: Record<string, string>;
}

/** Parses an xml-in request: its method and fields; entities never expanded. */
export function parseXmlRequest(body: string): XmlRequest {
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) throw invalid('DOCTYPE and entity declarations are not accepted.');
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw invalid(`The XML is malformed: ${valid.err.msg} (line ${valid.err.line}).`);
  let document: Record<string, Node>;
  try {
    document = parser.parse(body) as Record<string, Node>;
  } catch (error) {
    throw invalid(`The XML could not be read: ${error instanceof Error ? error.message : 'unknown error'}.`);
  }
  const request = document.request;
  if (!request || typeof request !== 'object' || Array.isArray(request))
    throw invalid('The body must be one <request method="..."> element.');
  const method = request['@method'];
  if (typeof method !== 'string' || !method) throw invalid('The <request> element needs a method attribute.');
  const fields: Record<string, string> = {};
  const collect = (node: Node | Node[]) => {
    if (typeof node !== 'object' || Array.isArray(node)) return;
    for (const [name, value] of Object.entries(node)) {
      if (name.startsWith('@')) continue;
      if (name === 'callback' && typeof value === 'object' && !Array.isArray(value)) collect(value);
      else if (typeof value === 'string') fields[name] = decodeReferences(value);
      else if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
        fields[name] = '';
      else throw invalid(`<${name}> must hold text, once.`);
    }
  };
  collect(request);
  return { method: decodeReferences(method), fields };
}

const builder = xmlWriter('@');

/** `<response xmlns="{base}/api/" status="...">children</response>`, every value escaped. */
export function xmlResponse(namespace: string, status: 'ok' | 'fail', children: Record<string, unknown> = {}): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${builder.build({ response: { '@xmlns': namespace, '@status': status, ...xmlSafe(children) } })}`;
}

/** Every text of an answer as XML 1.0 can hold it: an error may quote what a request sent, character references decoded. */
function xmlSafe<T>(value: T): T {
  if (typeof value === 'string') return asXmlText(value) as T;
  if (Array.isArray(value)) return value.map(xmlSafe) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, xmlSafe(v)])) as T;
  return value;
}
