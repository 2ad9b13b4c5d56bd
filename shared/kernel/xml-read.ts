import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Reading XML that others wrote (bank statements, suppliers' e-invoices) with fast-xml-parser, the
 * one way: no DOCTYPE (so no declared entity is ever expanded), nesting bounded, namespace
 * prefixes dropped, every value kept as text.
 */

/** A parsed element: its children by name, its attributes as `@_name`, its text as `#text`. */
export type XmlNode = Record<string, unknown>;

/** The parser every reader shares. */
const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Only XML's own five entities and character references: a DOCTYPE (where others would be declared) is refused before.
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

/** An element that may repeat, as a list (none, one or many). */
export const list = (value: unknown): XmlNode[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]) as XmlNode[];

/** The element at a path of child names (the first of each when one repeats is not taken: a path names single elements). */
export const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, name) => (at && typeof at === 'object' ? (at as XmlNode)[name] : undefined), node);

/** An element's text (a string, or the text of an element that also has attributes). */
export const textIn = (value: unknown): string => {
  if (Array.isArray(value)) return textIn(value[0]);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return String((value as XmlNode)['#text']);
  return '';
};

/** The namespace an ISO 20022 file's `Document` declares (which message and version it is); '' when none. */
export const documentNamespace = (xml: string): string =>
  /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?="([^"]*)"/.exec(xml)?.[1] ?? '';

/** An attribute of an element, as text. */
export const attributeOf = (value: unknown, name: string): string => {
  const node = Array.isArray(value) ? value[0] : value;
  return node && typeof node === 'object' ? String((node as XmlNode)[`@_${name}`] ?? '') : '';
};

/**
 * Refuses what no document of ours to read holds, before parsing: a DOCTYPE, or elements nested
 * deeper than `maxDepth`; `refuse(where, why)` makes the caller's error.
 */
function requireBounded(xml: string, maxDepth: number, refuse: (where: string, why: string) => Error): void {
  if (/<!DOCTYPE/i.test(xml)) throw refuse('<!DOCTYPE>', 'declares a DOCTYPE or entities, which are not read');
  let depth = 0;
  for (const tag of xml.matchAll(/<(\/?)[A-Za-z_][^>]*?(\/?)>/g)) {
    if (tag[1]) depth -= 1;
    else if (!tag[2]) depth += 1;
    if (depth > maxDepth) throw refuse(`line ${xml.slice(0, tag.index).split('\n').length}`, 'elements nest too deep');
  }
}

/**
 * XML that others wrote, read the one way: it must parse (`refuse` names the line otherwise),
 * declare no DOCTYPE and nest at most `maxDepth` deep; answers its elements.
 */
export function readBoundedXml(xml: string, maxDepth: number, refuse: (where: string, why: string) => Error): XmlNode {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw refuse(`line ${valid.err.line}`, `the XML does not parse (${valid.err.msg})`);
  requireBounded(xml, maxDepth, refuse);
  return xmlParser.parse(xml) as XmlNode;
}
