import { XMLBuilder, type XmlBuilderOptions } from 'fast-xml-parser';

/**
 * Writing the XML files the service makes (e-invoices, lifecycle messages, SEPA files, the XML
 * answers) with fast-xml-parser's builder, the one way: attributes as `@_name` (or the prefix
 * given), an element with nothing in it left out, every text and attribute value escaped.
 */

/** XML's five special characters and what stands for each. */
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '>': '&gt;',
  '<': '&lt;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Most values hold none: looked for before anything is replaced. */
const SPECIAL = /[&<>'"]/;
const SPECIALS = /[&<>'"]/g;

/**
 * A value as XML text: the bytes the builder's own entity step writes (its five replacements, `&`
 * first), in one pass; a number is left for the builder to write.
 */
export const escapeXml = (value: unknown): unknown =>
  typeof value === 'string' && SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c]!) : value;

/** A text as XML, for the few lines written without the builder (a Factur-X PDF's XMP metadata). */
export const xmlText = (text: string): string => escapeXml(text) as string;

/**
 * The builder every writer shares. Its default entity step runs five replacements over every
 * value, and it makes each element's path as a string for callbacks that read it (`jPath`, which
 * ours do not): about a quarter of the builder's time over a small UBL (docs/performance.md). The
 * escaping is done here in one pass instead, to the same bytes (xml-write.test.ts).
 */
export function xmlWriter(attributeNamePrefix = '@_'): XMLBuilder {
  const options: XmlBuilderOptions & { jPath: boolean } = {
    ignoreAttributes: false,
    attributeNamePrefix,
    suppressEmptyNode: true,
    processEntities: false,
    tagValueProcessor: (_name, value) => escapeXml(value),
    attributeValueProcessor: (_name, value) => escapeXml(value),
    // fast-xml-builder's option (its types in fast-xml-parser do not name it yet).
    jPath: false,
  };
  return new XMLBuilder(options);
}
